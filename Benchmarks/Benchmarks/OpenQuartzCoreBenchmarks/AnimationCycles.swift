import OpenQuartzCore

/// Benchmark 2: add a short animation to a layer, run frames until it has
/// finished, repeat. Each cycle does what app code does for a one-off
/// effect: a new `CABasicAnimation` (opacity, 3 frames long, unkeyed so the
/// layer generates a key, with a delegate), added inside an explicit
/// transaction with a completion block, then frame turns until Core
/// Animation reports no pending work.
@MainActor
final class AnimationCycles {
    /// Counts delegate and completion callbacks.
    final class Counter: CAAnimationDelegate {
        var started = 0
        var finished = 0
        var cancelled = 0
        var completions = 0
        func animationDidStart(_ anim: CAAnimation) { started += 1 }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            if flag { finished += 1 } else { cancelled += 1 }
        }
    }

    let root = CALayer()
    let layer = CALayer()
    let counter = Counter()
    private(set) var cycles = 0
    private(set) var turns = 0

    init() {
        FrameClock.install()
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        layer.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        root.addSublayer(layer)
        CATransaction.flush()
        FrameClock.turn()
    }

    /// One add/finish cycle. Returns an error message if the animation did
    /// not finish within 60 turns.
    func cycle() -> String? {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 3.0 / 60
        fade.delegate = counter
        let counter = self.counter
        CATransaction.begin()
        CATransaction.setCompletionBlock { counter.completions += 1 }
        layer.add(fade, forKey: nil)
        CATransaction.commit()
        var n = 0
        repeat {
            FrameClock.turn()
            n += 1
            if n > 60 { return "cycle \(cycles): animation still pending after 60 turns" }
        } while CAFramePipeline.main.hasPendingWork
        turns += n
        cycles += 1
        return nil
    }

    /// What must hold after any number of cycles: every animation started,
    /// finished and completed once, none is left on the layer.
    func check() -> String? {
        var problems: [String] = []
        if counter.started != cycles { problems.append("started \(counter.started) ≠ cycles \(cycles)") }
        if counter.finished != cycles { problems.append("finished \(counter.finished) ≠ cycles \(cycles)") }
        if counter.cancelled != 0 { problems.append("cancelled \(counter.cancelled)") }
        if counter.completions != cycles { problems.append("completion blocks \(counter.completions) ≠ cycles \(cycles)") }
        if layer.animationKeys() != nil || layer.animation(forKey: "opacity") != nil {
            problems.append("animations left on the layer")
        }
        if CAFramePipeline.main.hasPendingWork { problems.append("pipeline still has pending work") }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
