import Foundation

extension CallbackTrace {
    /// One callback OpenUIKit made.
    public struct Event: Hashable, Sendable, CustomStringConvertible {
        /// The media time (`CACurrentMediaTime()`) of the call.
        public let time: CFTimeInterval
        /// The object called; compare with `ObjectIdentifier(yourObject)`.
        public let receiver: ObjectIdentifier
        /// The receiver's dynamic type name, e.g. `"DetailViewController"`.
        public let receiverType: String
        /// The method's base name, e.g. `"viewWillAppear"`,
        /// `"presentationTransitionWillBegin"`, `"animateTransition"`.
        public let callback: String

        /// Creates an event (for tests and tools that build timelines).
        public init(time: CFTimeInterval, receiver: ObjectIdentifier, receiverType: String, callback: String) {
            self.time = time
            self.receiver = receiver
            self.receiverType = receiverType
            self.callback = callback
        }

        /// `"0.517 DetailViewController.viewDidAppear"`.
        public var description: String {
            String(format: "%.3f ", time) + receiverType + "." + callback
        }
    }
}
