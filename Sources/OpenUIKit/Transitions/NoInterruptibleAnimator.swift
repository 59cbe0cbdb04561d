import Foundation

/// What the default `interruptibleAnimator(using:)` returns: the marker
/// of an animator that has none (UIKit tests whether the optional method
/// is implemented; Swift protocols have no optional methods). Every
/// member does nothing.
@MainActor
final class NoInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    static let shared = NoInterruptibleAnimator()

    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
