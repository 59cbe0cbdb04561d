import Foundation

/// A description of a font — family, traits and size — from which fonts
/// are made.
///
/// A minimal version of UIKit's: it knows a family, a weight, a slant and a
/// size, and can change its symbolic traits (bold, italic), size or family.
/// Attribute dictionaries (`fontAttributes`, `UIFontDescriptor.AttributeName`)
/// and font matching are not modelled.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    let specification: FontSpecification

    /// The point size (0 when the descriptor has none).
    public let pointSize: CGFloat

    init(specification: FontSpecification, pointSize: CGFloat) {
        self.specification = specification
        self.pointSize = pointSize > 0 && pointSize.isFinite ? pointSize : 0
        super.init()
    }

    /// A descriptor for the font named `fontName` (a family or font name, as
    /// ``UIFont/init(name:size:)`` accepts) at `size`. An unknown name keeps
    /// the name as the family, and fontconfig substitutes a font when a
    /// font is made from it.
    public convenience init(name fontName: String, size: CGFloat) {
        if let font = UIFont(name: fontName, size: size) {
            self.init(specification: font.specification, pointSize: size)
        } else {
            self.init(specification: FontSpecification(familyName: fontName), pointSize: size)
        }
    }

    /// The descriptor of a Dynamic Type style's font (see
    /// ``UIFont/preferredFont(forTextStyle:)``).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The PostScript-style name of the face this descriptor picks.
    open var postscriptName: String {
        UIFont(descriptor: self, size: pointSize).fontName
    }

    /// The bold, italic and monospace traits.
    open var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if specification.weightClass >= 600 { traits.insert(.traitBold) }
        if specification.isItalic { traits.insert(.traitItalic) }
        if specification.kind == .monospacedSystem
            || FontCatalog.shared.family(named: specification.familyName)?.isMonospace == true {
            traits.insert(.traitMonoSpace)
        }
        if specification.stretch < 4 { traits.insert(.traitCondensed) }
        if specification.stretch > 4 { traits.insert(.traitExpanded) }
        return traits
    }

    /// The same descriptor with exactly `symbolicTraits`' bold and italic
    /// traits (others are ignored). Never nil here: fontconfig synthesises
    /// a missing bold or italic face, where UIKit returns nil.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var specification = self.specification
        let bold = symbolicTraits.contains(.traitBold)
        if bold != (specification.weightClass >= 600) {
            specification.weightClass = bold ? 700 : 400
        }
        specification.isItalic = symbolicTraits.contains(.traitItalic)
        return UIFontDescriptor(specification: specification, pointSize: pointSize)
    }

    /// The same descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(specification: specification, pointSize: newPointSize)
    }

    /// The same traits in another family.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var specification = self.specification
        specification.familyName = FontCatalog.shared.family(named: newFamily)?.name ?? newFamily
        specification.kind = .named
        specification.textStyle = nil
        return UIFontDescriptor(specification: specification, pointSize: pointSize)
    }

    /// Equal when family, traits and size are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return other.specification == specification && other.pointSize == pointSize
    }

    /// A hash of family, traits and size.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(specification)
        hasher.combine(pointSize)
        return hasher.finalize()
    }
}
