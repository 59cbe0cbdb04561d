import Foundation

/// A discrete recognizer for a quick flick in one of the permitted
/// directions.
///
/// The required fingers must travel 50 points in a permitted direction
/// within 0.5 s of touching down, straying sideways less than half as far
/// as they went (about 27°). It is recognized (`.ended`) during the move
/// that completes the distance; it fails when the time runs out (on host
/// time), the fingers lift first, or the count of fingers is wrong.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (default `.right`).
    open var direction: Direction = .right
    /// Fingers that must swipe (default 1).
    open var numberOfTouchesRequired = 1

    /// How far (in points) the fingers travel to swipe.
    static let minimumDistance: CGFloat = 50
    /// How long the fingers may take.
    static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint?

    /// Fingers touched down: tracks them (subclasses overriding it call `super`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        let down = trackedTouches.filter(\.isDown)
        if down.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = Self.centroid(of: down.map { $0.location(in: nil) })
        if timerTokens.isEmpty {
            scheduleTimer(after: Self.maximumDuration) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        }
    }

    /// Fingers moved: updates the gesture (subclasses overriding it call `super`).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        let down = trackedTouches.filter(\.isDown)
        guard state == .possible, let start, down.count == numberOfTouchesRequired else { return }
        let current = Self.centroid(of: down.map { $0.location(in: nil) })
        let dx = current.x - start.x, dy = current.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        for (candidate, travel, stray) in candidates where direction.contains(candidate) {
            if travel >= Self.minimumDistance && stray * 2 <= travel {
                state = .ended
                return
            }
        }
    }

    /// Fingers lifted: ends or fails the gesture (subclasses overriding it call `super`).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    /// The touches were cancelled: cancels or fails the gesture (subclasses overriding it call `super`).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    /// Clears the gesture's bookkeeping after it finished (subclasses overriding it call `super`).
    open override func reset() {
        super.reset()
        start = nil
    }
}
