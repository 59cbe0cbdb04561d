import Foundation

extension UIControl {
    /// The events a control reports to its targets and actions, as a bit
    /// mask with UIKit's raw values.
    ///
    /// A control sends one mask per occurrence (a touch moving out of the
    /// tracking area sends `[.touchDragOutside, .touchDragExit]`); every
    /// target or action registered for any event of the mask is called
    /// once, in the order they were added.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits of the mask.
        public let rawValue: UInt

        /// Creates a mask from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again (the touch's `tapCount` is more than 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger moved into the control's tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger moved out of the control's tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked finger lifted inside the control's tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked finger lifted outside the control's tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch (a gesture recognizer took it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (for buttons, a tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control with the Return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events reserved for the app.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
