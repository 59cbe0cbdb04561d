import OpenUIKit

/// Section 7's scene (BENCHMARKS.md): a root view in the key window holding
/// 10,000 views, wide and deep at once, and one finger going down, moving
/// and lifting through the real input path.
///
/// Wide: 100 containers in a 10 × 10 grid (39 × 84.4 pt each). Deep: each
/// container holds a chain of 33 nested views, each inset 0.5 pt from its
/// parent, and every level of the chain also holds two leaves (in front
/// of the next level, in the level's top corners, 2 × 2 pt) that the
/// touch misses: 33 + 66 = 99 views per container, 100 + 9,900 = 10,000
/// under the root. The finger goes down in the middle of the *backmost*
/// container (the first added), so the hit test tries all 100 containers
/// front to back, then at each of the 33 levels two leaves before the next
/// level: it visits about 200 views and returns one 35 levels below the
/// window.
///
/// Delivery: the hit view is a plain `UIView`, so its touches go up the
/// responder chain (`next`) through every level to the root, a
/// `TouchCounter` that counts them (and passes them on). The root also has
/// a `UITapGestureRecognizer` (UIKit's defaults: cancels touches in view,
/// delays touches ended), so every event is offered to a recognizer too
/// and each down + up is a recognised tap.
///
/// Input enters as a host's does: `UIApplication.shared.enqueueTouchInput`
/// with one `UITouchInput`, then a frame turn (`UIKitHost.turn()`: the
/// clock moves one frame on, the turn's input phase dispatches it).
@MainActor
final class TouchHierarchy {
    /// The root: counts the touches that reach it up the responder chain.
    final class TouchCounter: UIView {
        var began = 0, moved = 0, ended = 0, cancelled = 0

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began += touches.count
            super.touchesBegan(touches, with: event)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            moved += touches.count
            super.touchesMoved(touches, with: event)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            ended += touches.count
            super.touchesEnded(touches, with: event)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            cancelled += touches.count
            super.touchesCancelled(touches, with: event)
        }
    }

    static let columns = 10
    static let rows = 10
    static let depth = 33
    static let inset: CGFloat = 0.5

    let root = TouchCounter(frame: UIKitHost.screenBounds)
    private(set) var viewCount = 0
    private(set) var taps = 0
    private(set) var downs = 0, moves = 0, ups = 0
    /// The deepest view of the backmost container's chain: where the touch must land.
    private(set) var target: UIView!
    /// Where the finger goes down (screen points: the window fills the screen).
    let point: CGPoint
    private var offset: CGFloat = 1

    init() {
        UIKitHost.install()
        let size = CGSize(
            width: UIKitHost.screenBounds.width / CGFloat(Self.columns),
            height: UIKitHost.screenBounds.height / CGFloat(Self.rows))
        point = CGPoint(x: size.width / 2, y: size.height / 2)
        for index in 0..<(Self.columns * Self.rows) {
            let origin = CGPoint(x: CGFloat(index % Self.columns) * size.width, y: CGFloat(index / Self.columns) * size.height)
            let container = UIView(frame: CGRect(origin: origin, size: size))
            root.addSubview(container)
            viewCount += 1
            var level = container
            for _ in 0..<Self.depth {
                let bounds = level.bounds
                let next = UIView(frame: bounds.insetBy(dx: Self.inset, dy: Self.inset))
                level.addSubview(next)
                for corner in [CGPoint(x: 0, y: 0), CGPoint(x: bounds.width - 2, y: 0)] {
                    level.addSubview(UIView(frame: CGRect(origin: corner, size: CGSize(width: 2, height: 2))))
                }
                viewCount += 3
                level = next
            }
            if index == 0 { target = level }
        }
        root.addGestureRecognizer(UITapGestureRecognizer(target: self, action: TouchHierarchy.tapped))
        UIKitHost.window.addSubview(root)
        UIKitHost.turn()
    }

    private func tapped(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .ended { taps += 1 }
    }

    /// A finger goes down at `point` (one input, one turn).
    func down() {
        downs += 1
        offset = -offset
        send(.began, at: point)
    }

    /// The finger moves by a point (alternately left and right), well within a tap's allowance.
    func move() {
        moves += 1
        send(.moved, at: CGPoint(x: point.x + offset, y: point.y))
    }

    /// The finger lifts where it is.
    func up() {
        ups += 1
        send(.ended, at: CGPoint(x: point.x + offset, y: point.y))
    }

    private func send(_ phase: UITouch.Phase, at location: CGPoint) {
        UIApplication.shared.enqueueTouchInput([UITouchInput(identifier: 0, phase: phase, location: location)])
        UIKitHost.turn()
    }

    /// What must hold after whole down/move/up cycles: the touch reached
    /// the root through the chain every time and every cycle was a tap.
    func check() -> String? {
        var problems: [String] = []
        if viewCount != 10_000 { problems.append("\(viewCount) views, not 10,000") }
        if downs != ups || moves != downs { problems.append("\(downs) downs, \(moves) moves, \(ups) ups") }
        if root.began != downs || root.moved != moves { problems.append("root saw \(root.began) began, \(root.moved) moved") }
        if root.ended + root.cancelled != ups { problems.append("root saw \(root.ended) ended + \(root.cancelled) cancelled for \(ups) ups") }
        if taps != ups { problems.append("\(taps) taps for \(ups) ups") }
        if hitView() !== target { problems.append("the touch point does not hit the deepest view of the backmost container") }
        if CAFramePipeline.main.hasPendingWork { problems.append("pipeline still has pending work") }
        if let diagnostics = UIKitHost.checkDiagnostics() { problems.append(diagnostics) }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// The view a touch at `point` hits (checked once: it must be `target`).
    func hitView() -> UIView? {
        UIKitHost.window.hitTest(point, with: nil)
    }
}
