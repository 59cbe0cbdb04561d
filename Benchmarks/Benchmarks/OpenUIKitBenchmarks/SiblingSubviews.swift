import OpenUIKit

/// Context for section 6 (found while looking for anything quadratic in
/// `addSubview`): 1,000 views added, in order, to one view in the key
/// window, then removed in the same order. UIKit keeps subviews in an
/// array, so each add or remove looks through the siblings; here that
/// search is what the benchmark shows.
@MainActor
final class SiblingSubviews {
    static let count = 1000
    static let color = UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)

    let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    private(set) var views: [UIView] = []

    init() {
        UIKitHost.install()
        UIKitHost.window.addSubview(container)
        UIKitHost.turn()
    }

    /// New views for the next sample (not measured).
    func makeViews() {
        views = (0..<Self.count).map { i in
            let view = UIView(frame: CGRect(x: CGFloat(i % 39) * 10, y: CGFloat(i / 39) * 10, width: 8, height: 8))
            view.backgroundColor = Self.color
            return view
        }
    }

    /// Adds every view, frontmost last.
    func addAll() {
        for view in views { container.addSubview(view) }
    }

    /// Removes every view, backmost first.
    func removeAll() {
        for view in views { view.removeFromSuperview() }
    }

    /// A turn (commits the change; not measured).
    func turn() {
        UIKitHost.turn()
    }

    /// After `addAll`: the subviews and their layers are the views in order.
    func checkAdded() -> String? {
        let subviews = container.subviews
        guard subviews.count == views.count, zip(subviews, views).allSatisfy({ $0 === $1 }) else {
            return "container has \(subviews.count) subviews, not the \(views.count) views in order"
        }
        let sublayers = container.layer.sublayers ?? []
        guard sublayers.count == views.count, zip(sublayers, views).allSatisfy({ $0 === $1.layer }) else {
            return "container's layer has \(sublayers.count) sublayers, not the views' layers in order"
        }
        return UIKitHost.checkDiagnostics()
    }

    /// After `removeAll`: nothing left.
    func checkRemoved() -> String? {
        if !container.subviews.isEmpty || container.layer.sublayers != nil {
            return "\(container.subviews.count) subviews left after removing them all"
        }
        if views.contains(where: { $0.superview != nil }) { return "a removed view still has a superview" }
        return UIKitHost.checkDiagnostics()
    }
}
