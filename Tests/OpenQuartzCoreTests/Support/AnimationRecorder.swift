import OpenQuartzCore

/// An animation delegate that records what it heard, in order.
@MainActor
final class AnimationRecorder: CAAnimationDelegate {
    private(set) var events: [String] = []
    let name: String

    init(_ name: String = "a") {
        self.name = name
    }

    func animationDidStart(_ anim: CAAnimation) {
        events.append("\(name).start")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("\(name).stop(\(flag))")
    }
}
