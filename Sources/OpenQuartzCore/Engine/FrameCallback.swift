/// A call due at the end of the frame: an animation delegate's start or
/// stop, or a transaction's completion block.
///
/// A value rather than a closure, so scheduling a delegate call allocates
/// no closure context (two per animation).
@MainActor
enum FrameCallback {
    /// `animationDidStart(_:)` to the delegate.
    case didStart(any CAAnimationDelegate, CAAnimation)
    /// `animationDidStop(_:finished:)` to the delegate.
    case didStop(any CAAnimationDelegate, CAAnimation, finished: Bool)
    /// A completion block.
    case block(() -> Void)

    /// Makes the call.
    func run() {
        switch self {
        case .didStart(let delegate, let animation): delegate.animationDidStart(animation)
        case .didStop(let delegate, let animation, let finished): delegate.animationDidStop(animation, finished: finished)
        case .block(let block): block()
        }
    }
}
