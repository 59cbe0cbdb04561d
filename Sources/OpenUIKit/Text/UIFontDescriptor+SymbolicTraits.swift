import Foundation

extension UIFontDescriptor {
    /// Stylistic traits of a font, with UIKit's raw values.
    ///
    /// ``UIFontDescriptor/withSymbolicTraits(_:)`` acts on bold and italic;
    /// ``UIFontDescriptor/symbolicTraits`` also reports monospace, condensed
    /// and expanded.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The trait bits.
        public var rawValue: UInt32

        /// Traits from their bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Italic or oblique.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold (weight class 600 or more).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider than normal.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower than normal.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph the same width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyph forms (not used here).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimised for user interfaces (not used here).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing (not used here).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing (not used here).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}
