import Foundation

extension UIView {
    /// Converts a point from this view's coordinates to `view`'s (nil: the
    /// window's), through every transform on the way; works across windows
    /// through screen coordinates.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let target = view ?? window, sharesHierarchy(with: target) { return layer.convert(point, to: target.layer) }
        let screenPoint = layer.convert(point, to: nil).applying(windowToScreen)
        guard let target = view ?? window else { return screenPoint }
        return target.layer.convert(screenPoint.applying(target.windowToScreen.inverted()), from: nil)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else {
            return layer.convert(point.applying(windowToScreen.inverted()), from: nil)
        }
        return source.convert(point, to: self)
    }

    /// Converts a rectangle (its bounding box after mapping) to `view`'s coordinates.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if let target = view ?? window, sharesHierarchy(with: target) { return layer.convert(rect, to: target.layer) }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { convert($0, to: view) }
        return Self.boundingBox(corners)
    }

    /// Converts a rectangle (its bounding box after mapping) from `view`'s coordinates.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let source = view ?? window, sharesHierarchy(with: source) { return layer.convert(rect, from: source.layer) }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { convert($0, from: view) }
        return Self.boundingBox(corners)
    }

    /// The map from the root of this view's layer tree to screen points: a
    /// window's frame on the screen (identity for views outside a window).
    var windowToScreen: CGAffineTransform {
        guard let root = rootView as? UIWindow else { return .identity }
        return CGAffineTransform(translationX: root.frame.minX, y: root.frame.minY)
    }

    /// Whether `other` is in this view's hierarchy (the same top view), so
    /// conversions between them can go straight through their layers
    /// (neighbours are answered without walking to the top).
    func sharesHierarchy(with other: UIView) -> Bool {
        if other === self || other === stored.superviewStorage || other.stored.superviewStorage === self { return true }
        if stored.superviewStorage == nil, other.stored.superviewStorage == nil { return false }
        return rootView === other.rootView
    }

    /// The view at the top of this view's hierarchy.
    var rootView: UIView {
        var view = self
        while let parent = view.stored.superviewStorage { view = parent }
        return view
    }

    static func boundingBox(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
