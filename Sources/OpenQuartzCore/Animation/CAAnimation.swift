import Foundation

/// The abstract base of Core Animation's animations.
///
/// `add(_:forKey:)` copies an animation; the copy is what runs, and later
/// changes to either object do not affect the running animation (Apple
/// raises an exception when the copy is mutated; OpenQuartzCore ignores the
/// change for the running animation instead).
@MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    /// The pacing of the animation; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// The delegate; retained by the animation, as on Apple platforms.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation is removed from its layer when it ends
    /// (default true).
    open var isRemovedOnCompletion = true
    /// The frame rate the animation would like (recorded; the host's frame
    /// rate drives every animation).
    open var preferredFrameRateRange = CAFrameRateRange.default

    open var beginTime: CFTimeInterval = 0
    /// The iteration length; 0 means the transaction's duration (0.25 s by
    /// default) when added to a layer.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Creates an animation with default timing.
    public required override init() {
        super.init()
    }

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
