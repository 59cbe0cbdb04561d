import Foundation

// The standard and system colours (light appearance). Each is one shared
// instance, as UIKit's are (colours are immutable); code that sets the
// same standard colour again makes nothing new.
extension UIColor {
    /// Black (white 0).
    public class var black: UIColor { StandardColor.black }

    /// Dark grey (white 1/3).
    public class var darkGray: UIColor { StandardColor.darkGray }

    /// Light grey (white 2/3).
    public class var lightGray: UIColor { StandardColor.lightGray }

    /// White.
    public class var white: UIColor { StandardColor.white }

    /// Grey (white 0.5).
    public class var gray: UIColor { StandardColor.gray }

    /// Pure red.
    public class var red: UIColor { StandardColor.red }

    /// Pure green.
    public class var green: UIColor { StandardColor.green }

    /// Pure blue.
    public class var blue: UIColor { StandardColor.blue }

    /// Cyan.
    public class var cyan: UIColor { StandardColor.cyan }

    /// Yellow.
    public class var yellow: UIColor { StandardColor.yellow }

    /// Magenta.
    public class var magenta: UIColor { StandardColor.magenta }

    /// Orange.
    public class var orange: UIColor { StandardColor.orange }

    /// Purple.
    public class var purple: UIColor { StandardColor.purple }

    /// Brown.
    public class var brown: UIColor { StandardColor.brown }

    /// Fully transparent.
    public class var clear: UIColor { StandardColor.clear }

    /// The system red colour (light appearance).
    public class var systemRed: UIColor { StandardColor.systemRed }

    /// The system orange colour (light appearance).
    public class var systemOrange: UIColor { StandardColor.systemOrange }

    /// The system yellow colour (light appearance).
    public class var systemYellow: UIColor { StandardColor.systemYellow }

    /// The system green colour (light appearance).
    public class var systemGreen: UIColor { StandardColor.systemGreen }

    /// The system mint colour (light appearance).
    public class var systemMint: UIColor { StandardColor.systemMint }

    /// The system teal colour (light appearance).
    public class var systemTeal: UIColor { StandardColor.systemTeal }

    /// The system cyan colour (light appearance).
    public class var systemCyan: UIColor { StandardColor.systemCyan }

    /// The system blue colour (light appearance).
    public class var systemBlue: UIColor { StandardColor.systemBlue }

    /// The system indigo colour (light appearance).
    public class var systemIndigo: UIColor { StandardColor.systemIndigo }

    /// The system purple colour (light appearance).
    public class var systemPurple: UIColor { StandardColor.systemPurple }

    /// The system pink colour (light appearance).
    public class var systemPink: UIColor { StandardColor.systemPink }

    /// The system brown colour (light appearance).
    public class var systemBrown: UIColor { StandardColor.systemBrown }

    /// The system Gray colour (light appearance).
    public class var systemGray: UIColor { StandardColor.systemGray }

    /// The system Gray2 colour (light appearance).
    public class var systemGray2: UIColor { StandardColor.systemGray2 }

    /// The system Gray3 colour (light appearance).
    public class var systemGray3: UIColor { StandardColor.systemGray3 }

    /// The system Gray4 colour (light appearance).
    public class var systemGray4: UIColor { StandardColor.systemGray4 }

    /// The system Gray5 colour (light appearance).
    public class var systemGray5: UIColor { StandardColor.systemGray5 }

    /// The system Gray6 colour (light appearance).
    public class var systemGray6: UIColor { StandardColor.systemGray6 }

    /// The colour of primary text. Light-appearance value.
    public class var label: UIColor { StandardColor.label }

    /// The colour of secondary text. Light-appearance value.
    public class var secondaryLabel: UIColor { StandardColor.secondaryLabel }

    /// The colour of tertiary text. Light-appearance value.
    public class var tertiaryLabel: UIColor { StandardColor.tertiaryLabel }

    /// The colour of quaternary text. Light-appearance value.
    public class var quaternaryLabel: UIColor { StandardColor.quaternaryLabel }

    /// The colour of links. Light-appearance value.
    public class var link: UIColor { StandardColor.link }

    /// The colour of placeholder text. Light-appearance value.
    public class var placeholderText: UIColor { StandardColor.placeholderText }

    /// The colour of thin separators. Light-appearance value.
    public class var separator: UIColor { StandardColor.separator }

    /// An opaque separator colour. Light-appearance value.
    public class var opaqueSeparator: UIColor { StandardColor.opaqueSeparator }

    /// The background of the main interface. Light-appearance value.
    public class var systemBackground: UIColor { StandardColor.systemBackground }

    /// The background of content layered on the main background. Light-appearance value.
    public class var secondarySystemBackground: UIColor { StandardColor.secondarySystemBackground }

    /// The background of content layered on secondary backgrounds. Light-appearance value.
    public class var tertiarySystemBackground: UIColor { StandardColor.tertiarySystemBackground }

    /// The background of grouped content. Light-appearance value.
    public class var systemGroupedBackground: UIColor { StandardColor.systemGroupedBackground }

    /// The background of content in grouped interfaces. Light-appearance value.
    public class var secondarySystemGroupedBackground: UIColor { StandardColor.secondarySystemGroupedBackground }

    /// A third-level grouped background. Light-appearance value.
    public class var tertiarySystemGroupedBackground: UIColor { StandardColor.tertiarySystemGroupedBackground }

    /// Fill for thin and small shapes. Light-appearance value.
    public class var systemFill: UIColor { StandardColor.systemFill }

    /// Fill for medium shapes. Light-appearance value.
    public class var secondarySystemFill: UIColor { StandardColor.secondarySystemFill }

    /// Fill for large shapes. Light-appearance value.
    public class var tertiarySystemFill: UIColor { StandardColor.tertiarySystemFill }

    /// Fill for large areas with complex content. Light-appearance value.
    public class var quaternarySystemFill: UIColor { StandardColor.quaternarySystemFill }

    /// The default tint (system blue). Light-appearance value.
    public class var tintColor: UIColor { StandardColor.tintColor }

    /// Light text on dark backgrounds. Light-appearance value.
    public class var lightText: UIColor { StandardColor.lightText }

    /// Dark text on light backgrounds. Light-appearance value.
    public class var darkText: UIColor { StandardColor.darkText }
}

/// The shared instances behind the standard colours.
private enum StandardColor {
    static let black = UIColor(white: 0, alpha: 1)
    static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    static let clear = UIColor(white: 0, alpha: 0)
    static let systemRed = UIColor(red: 255.0 / 255, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
    static let systemOrange = UIColor(red: 255.0 / 255, green: 149.0 / 255, blue: 0.0 / 255, alpha: 1)
    static let systemYellow = UIColor(red: 255.0 / 255, green: 204.0 / 255, blue: 0.0 / 255, alpha: 1)
    static let systemGreen = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
    static let systemMint = UIColor(red: 0.0 / 255, green: 199.0 / 255, blue: 190.0 / 255, alpha: 1)
    static let systemTeal = UIColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1)
    static let systemCyan = UIColor(red: 50.0 / 255, green: 173.0 / 255, blue: 230.0 / 255, alpha: 1)
    static let systemBlue = UIColor(red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1)
    static let systemIndigo = UIColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1)
    static let systemPurple = UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1)
    static let systemPink = UIColor(red: 255.0 / 255, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1)
    static let systemBrown = UIColor(red: 162.0 / 255, green: 132.0 / 255, blue: 94.0 / 255, alpha: 1)
    static let systemGray = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    static let systemGray2 = UIColor(red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255, alpha: 1)
    static let systemGray3 = UIColor(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255, alpha: 1)
    static let systemGray4 = UIColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1)
    static let systemGray5 = UIColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1)
    static let systemGray6 = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
    static let label = UIColor(white: 0, alpha: 1)
    static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    static let tertiaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    static let quaternaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18)
    static let link = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    static let placeholderText = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    static let opaqueSeparator = UIColor(red: 198.0 / 255, green: 198.0 / 255, blue: 200.0 / 255, alpha: 1)
    static let systemBackground = UIColor(white: 1, alpha: 1)
    static let secondarySystemBackground = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
    static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
    static let systemGroupedBackground = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
    static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
    static let tertiarySystemGroupedBackground = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
    static let systemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    static let secondarySystemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
    static let tertiarySystemFill = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    static let quaternarySystemFill = UIColor(red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08)
    static let tintColor = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    static let lightText = UIColor(white: 1, alpha: 0.6)
    static let darkText = UIColor(white: 0, alpha: 1)
}
