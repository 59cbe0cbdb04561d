import OpenQuartzCore

/// Benchmark 1's scene: 1,000 layers, each with one running
/// `CABasicAnimation`, in a three-level tree (an unanimated root, 10 group
/// layers, 99 leaves under each group: 10 + 990 = 1,000 animated layers).
///
/// The animations repeat forever (autoreversing, 0.5 s to 2 s, ease in/out)
/// so none finishes while the benchmark runs; key paths cycle through
/// position, opacity, transform.rotation.z, bounds, transform.scale,
/// backgroundColor, cornerRadius and position.y.
@MainActor
final class AnimatedTree {
    static let groupCount = 10
    static let leavesPerGroup = 99

    let root = CALayer()
    /// Every animated layer (groups and leaves), in tree order.
    private(set) var animated: [CALayer] = []

    init() {
        FrameClock.install()
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        for g in 0..<Self.groupCount {
            let group = CALayer()
            group.frame = CGRect(x: 0, y: CGFloat(g) * 84, width: 390, height: 84)
            root.addSublayer(group)
            animated.append(group)
            for l in 0..<Self.leavesPerGroup {
                let leaf = CALayer()
                leaf.frame = CGRect(x: CGFloat(l % 33) * 11.8, y: CGFloat(l / 33) * 28, width: 10, height: 24)
                leaf.backgroundColor = CGColor(red: CGFloat(l % 7) / 7, green: 0.5, blue: CGFloat(g) / 10, alpha: 1)
                group.addSublayer(leaf)
                animated.append(leaf)
            }
        }
        // Commit the tree first so the animations are added to layers on screen.
        CATransaction.flush()
        for (i, layer) in animated.enumerated() {
            layer.add(Self.animation(index: i, for: layer), forKey: "bench")
        }
        // Commit: the animations start now.
        CATransaction.flush()
        FrameClock.turn()
    }

    /// One long-running animation; the key path depends on `index`.
    static func animation(index i: Int, for layer: CALayer) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch i % 8 {
        case 0:
            animation = CABasicAnimation(keyPath: "position")
            animation.fromValue = layer.position
            animation.toValue = CGPoint(x: layer.position.x + 40, y: layer.position.y + 10)
        case 1:
            animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 1.0
            animation.toValue = 0.2
        case 2:
            animation = CABasicAnimation(keyPath: "transform.rotation.z")
            animation.fromValue = 0.0
            animation.toValue = Double.pi
        case 3:
            animation = CABasicAnimation(keyPath: "bounds")
            animation.fromValue = layer.bounds
            animation.toValue = layer.bounds.insetBy(dx: -4, dy: -4)
        case 4:
            animation = CABasicAnimation(keyPath: "transform.scale")
            animation.fromValue = 1.0
            animation.toValue = 1.5
        case 5:
            animation = CABasicAnimation(keyPath: "backgroundColor")
            animation.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            animation.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        case 6:
            animation = CABasicAnimation(keyPath: "cornerRadius")
            animation.fromValue = 0.0
            animation.toValue = 5.0
        default:
            animation = CABasicAnimation(keyPath: "position.y")
            animation.fromValue = layer.position.y
            animation.toValue = layer.position.y + 30
        }
        animation.duration = 0.5 + Double(i % 4) * 0.5
        animation.repeatCount = .infinity
        animation.autoreverses = true
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }

    /// One frame of benchmark 1: advance the clock a frame, then take every
    /// layer's presentation and read from it. Returns a checksum.
    func presentationFrame() -> Double {
        FrameClock.advance()
        var sum = 0.0
        for layer in animated {
            guard let p = layer.presentation() else { fatalError("an animated layer has no presentation") }
            sum += Double(p.position.x) + Double(p.opacity) + Double(p.bounds.width)
        }
        return sum
    }

    /// One frame turn for the same tree: advance the clock and run
    /// `CAFramePipeline.main.runTurn` (display links, animation tick,
    /// commit, callbacks) — no presentation copies, no drawing.
    func turn() {
        FrameClock.turn()
    }

    /// Checks that every layer still has its animation.
    func check() -> String? {
        let missing = animated.filter { $0.animation(forKey: "bench") == nil }.count
        return missing == 0 ? nil : "\(missing) of \(animated.count) layers lost their animation"
    }
}
