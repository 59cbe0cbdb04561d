import Foundation
import Synchronization

/// A font: a typeface at a size, with its metrics.
///
/// Fonts are immutable and can be used from any thread. Text is drawn by
/// Pango through fontconfig, so a font names an installed family (see
/// ``familyNames``) and a weight, slant and size; fontconfig picks the face.
///
/// Differences from UIKit:
/// - The system font is the first installed of "SF Pro Text", "Inter" and
///   "DejaVu Sans" (DejaVu Sans on a stock Debian machine); its
///   ``familyName`` and ``fontName`` are that family's (`DejaVu Sans`,
///   `DejaVuSans-Bold`), not `.AppleSystemUIFont`/`.SFUI-Regular`. The
///   monospaced system font is "SF Mono", else "DejaVu Sans Mono".
/// - Font names are PostScript-style names derived from fontconfig's
///   family and face names (`DejaVuSans-BoldOblique`).
/// - Metrics come from Pango (`pango_font_metrics`); cap and x height are
///   measured from the ink of "H" and "x".
/// - Weights map to the nearest installed face; a family without an italic
///   face gets a slanted one from fontconfig.
open class UIFont: NSObject, @unchecked Sendable {
    /// What fontconfig is asked for.
    let specification: FontSpecification
    private let size: CGFloat
    private let resolvedMetrics = Mutex<FontMetrics?>(nil)

    init(specification: FontSpecification, size: CGFloat) {
        self.specification = specification
        self.size = FontSpecification.validSize(size)
        super.init()
    }

    /// The font named `fontName` at `fontSize` points, or nil when no such
    /// font is installed.
    ///
    /// `fontName` is a family name (`"DejaVu Sans"`, compared
    /// case-insensitively, as fontconfig does) or a font name from
    /// ``fontNames(forFamilyName:)`` (`"DejaVuSans-Bold"`). A size of 0 or
    /// less gives 12 points. Unlike UIKit, family names are accepted (UIKit
    /// accepts some); fontconfig's generic aliases ("Sans") are not.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let catalog = FontCatalog.shared
        if let family = catalog.family(named: fontName) {
            self.init(specification: FontSpecification(familyName: family.name), size: fontSize)
        } else if let face = catalog.face(named: fontName) {
            self.init(
                specification: FontSpecification(
                    familyName: face.familyName, weightClass: face.weight, isItalic: face.isItalic,
                    stretch: face.stretch),
                size: fontSize)
        } else {
            return nil
        }
    }

    /// The font a descriptor describes, at `pointSize` (0: the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(specification: descriptor.specification, size: pointSize > 0 ? pointSize : descriptor.pointSize)
    }

    // MARK: System fonts

    /// The system font at `fontSize` points, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(
            specification: FontSpecification(
                familyName: FontSpecification.systemFamilyName, weightClass: weight.weightClass, kind: .system),
            size: fontSize)
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(
            specification: FontSpecification(
                familyName: FontSpecification.systemFamilyName, isItalic: true, kind: .system),
            size: fontSize)
    }

    /// The monospaced system font at `fontSize` points and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(
            specification: FontSpecification(
                familyName: FontSpecification.monospacedSystemFamilyName, weightClass: weight.weightClass,
                kind: .monospacedSystem),
            size: fontSize)
    }

    /// The system font with fixed-width digits (OpenType `tnum`), so
    /// numbers line up in columns; other characters keep their widths.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(
            specification: FontSpecification(
                familyName: FontSpecification.systemFamilyName, weightClass: weight.weightClass, features: "tnum",
                kind: .system),
            size: fontSize)
    }

    /// The system font for a Dynamic Type style, at UIKit's default
    /// ("large") content size category: body is 17 pt, headline 17 pt
    /// semibold, and so on (see ``UIFont/TextStyle``).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return UIFont(
            specification: FontSpecification(
                familyName: FontSpecification.systemFamilyName, weightClass: weight.weightClass, kind: .system,
                textStyle: style),
            size: size)
    }

    /// The standard size of label text (17 points).
    open class var labelFontSize: CGFloat { 17 }
    /// The standard size of button text (18 points).
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of small system text (12 points).
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The size of standard system text (14 points).
    open class var systemFontSize: CGFloat { 14 }

    // MARK: Installed fonts

    /// The installed font families, sorted by name (fontconfig's generic
    /// aliases such as "Sans" are left out).
    open class var familyNames: [String] {
        FontCatalog.shared.families.map(\.name)
    }

    /// The font names of a family's faces (empty for an unknown family).
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        FontCatalog.shared.family(named: familyName)?.faces.map(\.fontName) ?? []
    }

    // MARK: Deriving fonts

    /// The same font at another size (0 or less gives 12 points).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(specification: specification, size: fontSize)
    }

    // MARK: Font information

    /// The family that draws the font (the system font's is the installed
    /// system family, e.g. "DejaVu Sans").
    open var familyName: String { specification.familyName }

    /// The PostScript-style name of the face fontconfig chose
    /// (`DejaVuSans-Bold` for a bold system font on DejaVu).
    open var fontName: String {
        metrics.face?.fontName ?? specification.familyName.filter { !$0.isWhitespace }
    }

    /// The size in points.
    open var pointSize: CGFloat { size }

    /// The top of the line box above the baseline (positive).
    open var ascender: CGFloat { metrics.ascender }

    /// The bottom of the line box below the baseline (negative).
    open var descender: CGFloat { metrics.descender }

    /// The height of capital letters above the baseline.
    open var capHeight: CGFloat { metrics.capHeight }

    /// The height of lowercase letters above the baseline.
    open var xHeight: CGFloat { metrics.xHeight }

    /// The height of a line: `ascender - descender + leading`.
    open var lineHeight: CGFloat { metrics.ascender - metrics.descender + metrics.leading }

    /// The extra space the font asks for between lines (the font's line gap).
    open var leading: CGFloat { metrics.leading }

    /// A descriptor of this font (family, traits, size).
    open var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(specification: specification, pointSize: size)
    }

    /// The metrics, read from Pango once.
    var metrics: FontMetrics {
        if let metrics = resolvedMetrics.withLock({ $0 }) { return metrics }
        let metrics = FontMetrics(specification: specification, pointSize: size)
        resolvedMetrics.withLock { $0 = metrics }
        return metrics
    }

    // MARK: NSObject

    /// Equal when the families, traits and sizes are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.specification == specification && other.size == size
    }

    /// A hash of the family, traits and size.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(specification)
        hasher.combine(size)
        return hasher.finalize()
    }

    /// UIKit's description: family, weight, style and size.
    open override var description: String {
        let weight = specification.weightClass >= 600 ? "bold" : "normal"
        let style = specification.isItalic ? "italic" : "normal"
        let points = String(format: "%.2f", Double(size))
        return "<UIFont> font-family: \"\(familyName)\"; font-weight: \(weight); font-style: \(style); "
            + "font-size: \(points)pt"
    }
}
