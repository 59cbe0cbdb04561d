internal import CPangoCairo
import Foundation

/// What a font asks fontconfig for, apart from its size: shared by
/// ``UIFont`` and ``UIFontDescriptor``.
struct FontSpecification: Sendable, Hashable {
    /// How the font was made (decides the names UIKit would report).
    enum Kind: Sendable, Hashable {
        case named
        case system
        case monospacedSystem
    }

    /// The installed family that draws the font.
    var familyName: String
    /// The OpenType weight class asked for (100…900).
    var weightClass: Int = 400
    /// Whether an italic (or oblique) face is asked for.
    var isItalic = false
    /// Pango's stretch (4 is normal width).
    var stretch = 4
    /// OpenType features turned on, in CSS syntax (`tnum` for monospaced digits).
    var features: String?
    var kind: Kind = .named
    /// The Dynamic Type style the font came from, if any.
    var textStyle: UIFont.TextStyle?

    /// The system font family: the first installed of SF Pro Text, Inter
    /// and DejaVu Sans (DejaVu Sans on a stock Debian machine).
    static let systemFamilyName = FontCatalog.shared.firstInstalled(
        of: ["SF Pro Text", "Inter", "DejaVu Sans"], fallback: "Sans")

    /// The monospaced system family: the first installed of SF Mono and
    /// DejaVu Sans Mono.
    static let monospacedSystemFamilyName = FontCatalog.shared.firstInstalled(
        of: ["SF Mono", "DejaVu Sans Mono"], fallback: "Monospace")

    /// A new Pango font description at `pointSize` (the caller frees it).
    ///
    /// The size is absolute (user-space units), so a point is one unit of
    /// the UIKit-style context, whatever Pango's resolution.
    func makePangoDescription(pointSize: CGFloat) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, familyName)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(clamping: weightClass)))
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(description, PangoStretch(rawValue: UInt32(clamping: stretch)))
        pango_font_description_set_absolute_size(description, Double(pointSize) * Double(PANGO_SCALE))
        return description
    }

    /// UIKit's standard size for fonts asked for with a size of 0 or less.
    static func validSize(_ size: CGFloat) -> CGFloat {
        size > 0 && size.isFinite ? size : 12
    }
}
