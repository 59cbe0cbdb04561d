import Foundation

extension UIButton {
    /// The kinds of buttons, with UIKit's raw values.
    ///
    /// `.custom` buttons show exactly the per-state values they are given
    /// (white titles by default). Every other kind is drawn as a system
    /// button: titles in the tint colour, dimmed while highlighted, grey
    /// while disabled, images as templates. The kinds that show a system
    /// glyph on iOS (`.detailDisclosure`, `.infoLight`, `.infoDark`,
    /// `.contactAdd`, `.close`) show none here: OpenUIKit has no SF Symbols.
    public enum ButtonType: Int, Sendable {
        /// No system styling.
        case custom = 0
        /// The standard system button.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button for dark backgrounds.
        case infoLight = 3
        /// An information button for light backgrounds.
        case infoDark = 4
        /// An add-contact button.
        case contactAdd = 5
        /// A system button without a blurred background.
        case plain = 6
        /// A close button.
        case close = 7

        /// The rounded-rectangle style of early iOS; now `.system`.
        public static var roundedRect: ButtonType { .system }
    }
}
