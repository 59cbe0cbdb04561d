import Foundation

extension UIControl {
    /// A control's state, as a bit mask with UIKit's raw values: a control
    /// may be highlighted, disabled and selected at once; `.normal` is the
    /// empty mask.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits of the mask.
        public let rawValue: UInt

        /// Creates a mask from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not selected, not highlighted (the empty mask).
        public static let normal = State([])
        /// A touch is down inside the control's tracking area.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (``UIControl/isEnabled`` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (never set here: OpenUIKit has no focus engine).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits the app may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
