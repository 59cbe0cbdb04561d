import Foundation

/// A timer synchronised with the host's frames.
///
/// Fires in the `.animation` phase of each turn (before animations
/// advance). Linux has no selectors: create it with a typed method reference
/// (`CADisplayLink(target: self, action: Self.step)`) or a closure. As on
/// Apple platforms, a link added to a run loop retains its target until
/// ``invalidate()``.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var handler: ((CADisplayLink) -> Void)?
    private var isScheduled = false
    private var lastFireTimestamp: CFTimeInterval?

    /// The timestamp of the last frame shown (the turn's timestamp).
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame will be shown.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames at the host's rate.
    open private(set) var duration: CFTimeInterval = 0
    /// Whether firing is suspended.
    open var isPaused = false
    /// The frame rate the link wants; it fires on the host frames that keep
    /// closest to `preferred` (or `maximum`) without exceeding the host rate.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// The preferred rate as a number (0: every frame). Deprecated on Apple
    /// platforms; kept in step with `preferredFrameRateRange`.
    open var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(newValue), preferred: Float(newValue)) }
    }

    /// Creates a link calling `action` on `target` each frame.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (CADisplayLink) -> Void) {
        super.init()
        handler = { link in action(target)(link) }
    }

    /// Creates a link calling `handler` each frame. An OpenQuartzCore
    /// addition (selectors do not exist on Linux).
    public init(handler: @escaping (CADisplayLink) -> Void) {
        super.init()
        self.handler = handler
    }

    /// Starts firing on the host's frames. Any run loop and mode are
    /// accepted: every link runs on the host's frame pipeline.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard handler != nil else {
            CGDiagnostics.report("CADisplayLink: cannot add an invalidated display link to a run loop.")
            return
        }
        guard !isScheduled else { return }
        isScheduled = true
        CoreAnimationState.current.storage.displayLinks.append(self)
    }

    /// Stops firing (the link can be added again).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
        CoreAnimationState.current.storage.displayLinks.removeAll { $0 === self }
    }

    /// Stops firing for good and releases the target.
    open func invalidate() {
        remove(from: .main, forMode: .common)
        handler = nil
    }

    // MARK: Firing

    /// Fires `links` (the runtime's, in the order they were added) that
    /// are scheduled and not paused.
    static func fireAll(_ links: [CADisplayLink], timestamp: CFTimeInterval, duration: CFTimeInterval) {
        for link in links where link.isScheduled && !link.isPaused {
            link.fire(timestamp: timestamp, duration: duration)
        }
    }

    private func fire(timestamp now: CFTimeInterval, duration frameDuration: CFTimeInterval) {
        let hostRate = 1 / frameDuration
        let wanted = Double(preferredFrameRateRange.preferred ?? 0) > 0
            ? Double(preferredFrameRateRange.preferred ?? 0) : Double(preferredFrameRateRange.maximum)
        var interval = frameDuration
        if wanted > 0 && wanted < hostRate {
            interval = frameDuration * (hostRate / wanted).rounded()
        }
        if let last = lastFireTimestamp, now - last < interval - frameDuration / 2 { return }
        lastFireTimestamp = now
        timestamp = now
        duration = frameDuration
        targetTimestamp = now + interval
        handler?(self)
    }
}
