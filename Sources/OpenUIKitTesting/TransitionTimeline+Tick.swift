import Foundation

extension TransitionTimeline {
    /// One callback on the timeline.
    public struct Tick: Sendable, Hashable {
        /// Seconds since the timeline's start.
        public var time: TimeInterval
        /// The lane of the object called.
        public var lane: Lane
        /// The method's base name, e.g. `"viewWillAppear"`.
        public var callback: String
        /// The receiver's type name.
        public var receiverType: String

        /// A tick for `callback` sent to a `receiverType` in `lane` at `time`.
        public init(time: TimeInterval, lane: Lane, callback: String, receiverType: String) {
            self.time = time
            self.lane = lane
            self.callback = callback
            self.receiverType = receiverType
        }
    }
}
