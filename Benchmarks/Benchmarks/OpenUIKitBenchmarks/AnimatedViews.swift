import OpenUIKit

/// Section 4's scene (BENCHMARKS.md): 1,000 plain `UIView`s in the key
/// window, each with a running `UIView.animate` block, in the same shape as
/// the Core Animation benchmark's `AnimatedTree` (10 group views directly
/// in the window, 99 leaves in each: 10 + 990 = 1,000 animated views).
///
/// Every view has its own `animate(withDuration:delay:options:animations:)`
/// block with `[.repeat, .autoreverse, .curveEaseInOut]`, so none finishes
/// while the benchmark runs; what it animates cycles through `center`,
/// `alpha`, `transform` (rotation and scale) and `backgroundColor`, the
/// duration through 0.5, 1, 1.5 and 2 s.
@MainActor
final class AnimatedViews {
    static let groupCount = 10
    static let leavesPerGroup = 99

    let window: UIWindow
    /// Every animated view (groups and leaves), in tree order.
    private(set) var animated: [UIView] = []

    init() {
        UIKitHost.install()
        window = UIKitHost.window
        for g in 0..<Self.groupCount {
            let group = UIView(frame: CGRect(x: 0, y: CGFloat(g) * 84, width: 390, height: 84))
            group.backgroundColor = UIColor(white: 0.96, alpha: 1)
            window.addSubview(group)
            animated.append(group)
            for l in 0..<Self.leavesPerGroup {
                let leaf = UIView(frame: CGRect(x: CGFloat(l % 33) * 11.8, y: CGFloat(l / 33) * 28, width: 10, height: 24))
                leaf.backgroundColor = UIColor(red: CGFloat(l % 7) / 7, green: 0.5, blue: CGFloat(g) / 10, alpha: 1)
                group.addSubview(leaf)
                animated.append(leaf)
            }
        }
        // Commit the views first so the animations start from views on screen.
        CATransaction.flush()
        UIKitHost.turn()
        for (i, view) in animated.enumerated() {
            Self.animate(view, index: i)
        }
        // The animations start in this turn's commit.
        UIKitHost.turn()
    }

    /// One never-ending animation block; what it changes depends on `index`.
    static func animate(_ view: UIView, index i: Int) {
        let duration = 0.5 + Double((i / 4) % 4) * 0.5
        let options: UIView.AnimationOptions = [.repeat, .autoreverse, .curveEaseInOut]
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            switch i % 4 {
            case 0: view.center = CGPoint(x: view.center.x + 40, y: view.center.y + 10)
            case 1: view.alpha = 0.2
            case 2: view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 1.5, y: 1.5)
            default: view.backgroundColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
            }
        })
    }

    /// One frame: advance the clock a frame and run the turn.
    func turn() {
        UIKitHost.turn()
    }

    /// Checks that every view still has its animation and nothing was
    /// reported on the console.
    func check() -> String? {
        let missing = animated.filter { ($0.layer.animationKeys() ?? []).isEmpty }.count
        if missing != 0 { return "\(missing) of \(animated.count) views lost their animation" }
        return UIKitHost.checkDiagnostics()
    }
}
