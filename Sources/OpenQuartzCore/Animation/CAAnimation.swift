import Foundation

/// The abstract base of Core Animation's animations.
///
/// `add(_:forKey:)` copies an animation; the copy is what runs, and later
/// changes to either object do not affect the running animation (Apple
/// raises an exception when the copy is mutated; OpenQuartzCore ignores the
/// change for the running animation instead).
///
/// Main-actor isolated, like layers. `init()` is `required` (Linux has no
/// Objective-C runtime to create the copy of a subclass), and subclasses
/// with stored properties override ``copyProperties(to:)``. Timing follows
/// ``CAMediaTiming``; out-of-range timing values are sanitised as
/// <doc:BadInput> describes.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    /// The pacing of the animation; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// The delegate; retained by the animation, as on Apple platforms. It
    /// is called at the end of the frame (the `.postFrame` phase) in which
    /// the animation started or stopped.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation is removed from its layer when it ends
    /// (default true). When false it stays attached, and shows its final
    /// value if its fill mode fills forwards, until removed.
    open var isRemovedOnCompletion = true
    /// The frame rate the animation would like (recorded; the host's frame
    /// rate drives every animation).
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// When the animation starts, in its layer's local time (default 0).
    ///
    /// 0 means "when the transaction that adds it commits": the commit writes
    /// that time into the layer's copy. For a delay, start from the layer's
    /// current time: `layer.convertTime(CACurrentMediaTime(), from: nil) + delay`.
    /// Inside a group, the time is relative to the group's start. NaN counts as
    /// 0; an infinite begin time never comes.
    open var beginTime: CFTimeInterval = 0
    /// The iteration length in seconds; 0 means the transaction's duration
    /// (0.25 s by default) when added to a layer.
    ///
    /// NaN and negative durations count as 0. An infinite duration holds
    /// the start value and never ends. Inside a group, 0 means the group's
    /// duration.
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs relative to its layer's (default 1).
    ///
    /// 2 plays twice as fast (the active duration halves in layer time); a
    /// negative speed plays from the end backwards; 0 pins the animation at
    /// `timeOffset`, so it never ends (its delegate never hears the stop)
    /// until it is removed. NaN counts as 1.
    open var speed: Float = 1
    /// Seconds added to the animation's active time (default 0): the animation
    /// starts part-way through and wraps round to its start, ending at the
    /// usual time.
    ///
    /// NaN counts as 0. Keep it finite: an infinite offset is not sanitised
    /// (see <doc:BadInput>).
    open var timeOffset: CFTimeInterval = 0
    /// How many iterations to play (default 0, which plays once); may be
    /// fractional, or `.infinity` to repeat until removed.
    ///
    /// Ignored when ``repeatDuration`` is positive. NaN and negative values count
    /// as 0.
    open var repeatCount: Float = 0
    /// How long to repeat for, in the animation's own seconds (default 0: use
    /// ``repeatCount``); `.infinity` repeats until removed.
    ///
    /// Takes precedence over ``repeatCount`` when positive. NaN and negative
    /// values count as 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forwards, then backwards (default false);
    /// one iteration then lasts twice ``duration``.
    open var autoreverses = false
    /// What the animation shows outside its active duration (default
    /// `.removed`: nothing, the model shows).
    ///
    /// To keep the final value on screen, combine `.forwards` (or `.both`) with
    /// `isRemovedOnCompletion = false`; a finished animation that is removed
    /// from its layer shows nothing whatever its fill mode.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Creates an animation with default timing.
    ///
    /// `required`, unlike Apple's: ``copy(with:)`` creates the copy of a
    /// subclass through it, so subclasses write `required` instead of
    /// `override`.
    public required override init() {
        super.init()
    }

    /// Set by the framework that made the animation when nothing else
    /// holds it (UIKit's animation blocks): the next add takes the object
    /// itself instead of a copy, and clears this. Nobody can tell — the
    /// object is never seen outside the layer — and adding allocates less.
    @_spi(UIKit) public var addsWithoutCopy = false

    /// Value Core Animation uses for `key` when unset (nil for every key).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether `key` is archived (always true).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A copy of this animation, of the same class.
    ///
    /// Subclasses with stored properties override ``copyProperties(to:)``
    /// (an OpenQuartzCore hook; Apple uses `NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copyProperties(to: copy)
        return copy
    }

    /// Copies this animation's properties into `copy`. Overrides call
    /// `super` first.
    open func copyProperties(to copy: CAAnimation) {
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.preferredFrameRateRange = preferredFrameRateRange
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
    }

    /// Adds the animation to the layer `anObject` under `event` (how an
    /// animation returned as a layer action runs).
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The timing parameters, sanitised.
    var timingModel: MediaTimingModel {
        MediaTimingModel(
            beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
            repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
            fillMode: fillMode)
    }
}

// MARK: - NSCopying

extension CAAnimation: @MainActor NSCopying {}
