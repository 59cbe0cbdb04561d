import Foundation

// UIKit's text attributes. Foundation on Linux has `NSAttributedString.Key`
// but none of UIKit's constants; the raw values are UIKit's.
extension NSAttributedString.Key {
    /// The font (`UIFont`; default: the 12 pt system font, where UIKit's is
    /// Helvetica 12).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")

    /// The paragraph style (`NSParagraphStyle`; default `.default`).
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")

    /// The text colour (`UIColor`; default black).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")

    /// The colour behind the text (`UIColor`; default none).
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")

    /// Ligatures (`NSNumber`: 0 none, 1 default). Accepted and ignored:
    /// Pango always uses the font's standard ligatures.
    public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")

    /// Extra space after each character, in points (`NSNumber`/`CGFloat`;
    /// default 0). Pango spreads it half before and half after each
    /// character, so the total width is as UIKit's.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")

    /// Tracking in points (`NSNumber`/`CGFloat`), drawn as ``kern`` is.
    public static let tracking = NSAttributedString.Key(rawValue: "NSTracking")

    /// Strikethrough (`NSUnderlineStyle` or its raw `Int`; default none).
    /// Pango draws one line whatever the style.
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")

    /// Underline (`NSUnderlineStyle` or its raw `Int`; default none).
    /// `.single` and `.thick` draw one line, `.double` two; patterns and
    /// `byWord` are ignored.
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")

    /// The outline colour (`UIColor`). Accepted and ignored.
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")

    /// The outline width (`NSNumber`). Accepted and ignored.
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")

    /// The text shadow (`NSShadow`). Accepted and ignored: text is drawn
    /// without a shadow.
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")

    /// A link (`URL` or `String`). Accepted and ignored by string drawing
    /// and labels, as in UIKit (only text views style links).
    public static let link = NSAttributedString.Key(rawValue: "NSLink")

    /// Baseline offset in points, positive up (`NSNumber`/`CGFloat`; default 0).
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")

    /// The underline colour (`UIColor`; default the text colour).
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")

    /// The strikethrough colour (`UIColor`; default the text colour).
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
}
