import OpenUIKit

/// Section 6 (BENCHMARKS.md): create a view, add it to a view in the key
/// window, remove it, repeat — with a frame turn every 100 cycles, while
/// the cycle's view is in the window (so commits see views come and go, as
/// when a list reuses cells or a toast appears).
///
/// Each cycle: `UIView(frame:)` with a background colour (one shared
/// `UIColor`), `container.addSubview(_:)`, a turn on every 100th cycle,
/// `removeFromSuperview()`. The view is then no longer referenced by the
/// benchmark; the library must let it go.
@MainActor
final class SubviewCycles {
    static let cyclesPerTurn = 100
    static let color = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)

    let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    private(set) var cycles = 0
    private(set) var turns = 0
    /// The view of the last cycle that ran a turn (only those are watched:
    /// a weak reference gives the object a side table, which would change
    /// what every cycle costs).
    private weak var watched: UIView?
    /// Watched views still alive right after their removal (UIKit frees a
    /// removed view nobody holds at once).
    private(set) var aliveAfterRemoval = 0

    init() {
        UIKitHost.install()
        UIKitHost.window.addSubview(container)
        UIKitHost.turn()
    }

    /// One add/remove cycle.
    func cycle() {
        cycles += 1
        let turnCycle = cycles % Self.cyclesPerTurn == 0
        do {
            let view = UIView(frame: CGRect(x: CGFloat(cycles % 10) * 35, y: 20, width: 30, height: 30))
            view.backgroundColor = Self.color
            container.addSubview(view)
            if turnCycle {
                UIKitHost.turn()
                turns += 1
                watched = view
            }
            view.removeFromSuperview()
        }
        if turnCycle, watched != nil { aliveAfterRemoval += 1 }
    }

    /// After the last cycle: one more turn, then what must hold.
    func finish() -> String? {
        UIKitHost.turn()
        turns += 1
        var problems: [String] = []
        if watched != nil { problems.append("the last removed view is still alive after a turn") }
        if !container.subviews.isEmpty { problems.append("\(container.subviews.count) subviews left in the container") }
        if container.layer.sublayers?.isEmpty == false { problems.append("sublayers left in the container's layer") }
        if UIKitHost.window.subviews.count != 1 { problems.append("window has \(UIKitHost.window.subviews.count) subviews") }
        problems += endOfRunProblems()
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
