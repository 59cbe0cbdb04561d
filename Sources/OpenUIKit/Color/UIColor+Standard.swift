import Foundation

// The standard and system colours (light appearance).
extension UIColor {
    /// Black (white 0).
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }

    /// Dark grey (white 1/3).
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }

    /// Light grey (white 2/3).
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }

    /// White.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }

    /// Grey (white 0.5).
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }

    /// Pure red.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }

    /// Pure green.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }

    /// Pure blue.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }

    /// Cyan.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }

    /// Yellow.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }

    /// Magenta.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }

    /// Orange.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }

    /// Purple.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }

    /// Brown.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    /// Fully transparent.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// The system red colour (light appearance).
    public class var systemRed: UIColor { UIColor(red: 255.0 / 255, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1) }

    /// The system orange colour (light appearance).
    public class var systemOrange: UIColor { UIColor(red: 255.0 / 255, green: 149.0 / 255, blue: 0.0 / 255, alpha: 1) }

    /// The system yellow colour (light appearance).
    public class var systemYellow: UIColor { UIColor(red: 255.0 / 255, green: 204.0 / 255, blue: 0.0 / 255, alpha: 1) }

    /// The system green colour (light appearance).
    public class var systemGreen: UIColor { UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1) }

    /// The system mint colour (light appearance).
    public class var systemMint: UIColor { UIColor(red: 0.0 / 255, green: 199.0 / 255, blue: 190.0 / 255, alpha: 1) }

    /// The system teal colour (light appearance).
    public class var systemTeal: UIColor { UIColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1) }

    /// The system cyan colour (light appearance).
    public class var systemCyan: UIColor { UIColor(red: 50.0 / 255, green: 173.0 / 255, blue: 230.0 / 255, alpha: 1) }

    /// The system blue colour (light appearance).
    public class var systemBlue: UIColor { UIColor(red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1) }

    /// The system indigo colour (light appearance).
    public class var systemIndigo: UIColor { UIColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1) }

    /// The system purple colour (light appearance).
    public class var systemPurple: UIColor { UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1) }

    /// The system pink colour (light appearance).
    public class var systemPink: UIColor { UIColor(red: 255.0 / 255, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1) }

    /// The system brown colour (light appearance).
    public class var systemBrown: UIColor { UIColor(red: 162.0 / 255, green: 132.0 / 255, blue: 94.0 / 255, alpha: 1) }

    /// The system Gray colour (light appearance).
    public class var systemGray: UIColor { UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1) }

    /// The system Gray2 colour (light appearance).
    public class var systemGray2: UIColor { UIColor(red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255, alpha: 1) }

    /// The system Gray3 colour (light appearance).
    public class var systemGray3: UIColor { UIColor(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255, alpha: 1) }

    /// The system Gray4 colour (light appearance).
    public class var systemGray4: UIColor { UIColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1) }

    /// The system Gray5 colour (light appearance).
    public class var systemGray5: UIColor { UIColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1) }

    /// The system Gray6 colour (light appearance).
    public class var systemGray6: UIColor { UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1) }

    /// The colour of primary text. Light-appearance value.
    public class var label: UIColor { UIColor(white: 0, alpha: 1) }

    /// The colour of secondary text. Light-appearance value.
    public class var secondaryLabel: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6) }

    /// The colour of tertiary text. Light-appearance value.
    public class var tertiaryLabel: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3) }

    /// The colour of quaternary text. Light-appearance value.
    public class var quaternaryLabel: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18) }

    /// The colour of links. Light-appearance value.
    public class var link: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }

    /// The colour of placeholder text. Light-appearance value.
    public class var placeholderText: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3) }

    /// The colour of thin separators. Light-appearance value.
    public class var separator: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29) }

    /// An opaque separator colour. Light-appearance value.
    public class var opaqueSeparator: UIColor { UIColor(red: 198.0 / 255, green: 198.0 / 255, blue: 200.0 / 255, alpha: 1) }

    /// The background of the main interface. Light-appearance value.
    public class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }

    /// The background of content layered on the main background. Light-appearance value.
    public class var secondarySystemBackground: UIColor { UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1) }

    /// The background of content layered on secondary backgrounds. Light-appearance value.
    public class var tertiarySystemBackground: UIColor { UIColor(white: 1, alpha: 1) }

    /// The background of grouped content. Light-appearance value.
    public class var systemGroupedBackground: UIColor { UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1) }

    /// The background of content in grouped interfaces. Light-appearance value.
    public class var secondarySystemGroupedBackground: UIColor { UIColor(white: 1, alpha: 1) }

    /// A third-level grouped background. Light-appearance value.
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1) }

    /// Fill for thin and small shapes. Light-appearance value.
    public class var systemFill: UIColor { UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2) }

    /// Fill for medium shapes. Light-appearance value.
    public class var secondarySystemFill: UIColor { UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16) }

    /// Fill for large shapes. Light-appearance value.
    public class var tertiarySystemFill: UIColor { UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12) }

    /// Fill for large areas with complex content. Light-appearance value.
    public class var quaternarySystemFill: UIColor { UIColor(red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08) }

    /// The default tint (system blue). Light-appearance value.
    public class var tintColor: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }

    /// Light text on dark backgrounds. Light-appearance value.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }

    /// Dark text on light backgrounds. Light-appearance value.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
