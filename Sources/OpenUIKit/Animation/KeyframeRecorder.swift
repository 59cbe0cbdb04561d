import Foundation

/// Records the property changes of `addKeyframe` blocks and turns them into
/// one `CAKeyframeAnimation` per layer property when the keyframe block
/// ends.
@MainActor
final class KeyframeRecorder {
    /// One property's changes, in the order they were made.
    struct Track {
        weak var layer: CALayer?
        let key: String
        var initial: Any?
        var changes: [(start: Double, end: Double, value: Any?)] = []
    }

    private var tracks: [Track] = []
    /// The relative start and duration of the keyframe being recorded.
    var window: (start: Double, duration: Double) = (0, 1)

    /// An action that notes the new value once the model has changed.
    func recordingAction(layer: CALayer, key: String, from: Any?, context: ViewAnimationContext) -> any CAAction {
        RecordingAction { [self] in
            let value = layer.value(forKeyPath: key)
            let (start, duration) = window
            let end = Swift.min(1, start + duration)
            if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
                tracks[index].changes.append((start, end, value))
            } else {
                tracks.append(Track(layer: layer, key: key, initial: from, changes: [(start, end, value)]))
            }
        }
    }

    /// Builds and adds the keyframe animations.
    func commit(duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions, group: ViewAnimationGroup) {
        for track in tracks {
            guard let layer = track.layer else { continue }
            var values: [Any] = [track.initial as Any]
            var times: [Double] = [0]
            var current = track.initial
            for change in track.changes.sorted(by: { $0.start < $1.start }) {
                if change.start > times.last! {
                    values.append(current as Any)
                    times.append(change.start)
                }
                values.append(change.value as Any)
                times.append(Swift.max(change.end, times.last!))
                current = change.value
            }
            if times.last! < 1 {
                values.append(current as Any)
                times.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = options.calculationMode
            if options.calculationMode == .discrete {
                animation.keyTimes = (times + [1]).map { NSNumber(value: $0) }
            }
            animation.duration = duration
            if delay > 0 {
                animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
                animation.fillMode = .backwards
            }
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
            animation.delegate = group
            group.animationAdded()
            layer.add(animation, forKey: track.key)
        }
    }
}

/// A layer action that runs a closure (after the model changed).
@MainActor
final class RecordingAction: CAAction {
    private let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        body()
    }
}

extension UIView {
    /// Animates the keyframes added with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// inside `animations`: each property becomes one keyframe animation
    /// through the values its keyframes set, at their relative times.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let group = ViewAnimationGroup(completion: completion)
        guard duration > 0, duration.isFinite, areAnimationsEnabled else {
            performWithoutAnimation(animations)
            group.seal()
            return
        }
        let recorder = KeyframeRecorder()
        let context = ViewAnimationContext(
            duration: duration, delay: delay, options: options.viewOptions,
            timing: .curve(CAMediaTimingFunction(name: .linear)), group: group)
        context.keyframes = recorder
        CATransaction.begin()
        context.run(animations)
        recorder.commit(duration: duration, delay: Swift.max(0, delay), options: options, group: group)
        CATransaction.commit()
        group.seal()
    }

    /// Inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes made in `animations` happen between `frameStartTime` and
    /// `frameStartTime + frameDuration` (fractions of the whole). Outside a
    /// keyframe block the changes apply at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let recorder = ViewAnimationContext.current?.keyframes else {
            performWithoutAnimation(animations)
            return
        }
        let saved = recorder.window
        recorder.window = (Swift.min(Swift.max(frameStartTime, 0), 1), Swift.max(frameDuration, 0))
        animations()
        recorder.window = saved
    }
}
