import Foundation

extension UIFont {
    /// A semantic text style for Dynamic Type fonts.
    ///
    /// The raw values are UIKit's. Fonts for a style come from
    /// ``UIFont/preferredFont(forTextStyle:)`` at the sizes and weights of
    /// UIKit's default ("large") content size category; other content size
    /// categories are not modelled yet.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// The style's name.
        public var rawValue: String

        /// A style from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A style from its name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Large titles: 34 pt regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles: 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles: 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles: 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 pt regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions: 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions: 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight at the default content size category
        /// (unknown styles get body's).
        var defaultSizeAndWeight: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
