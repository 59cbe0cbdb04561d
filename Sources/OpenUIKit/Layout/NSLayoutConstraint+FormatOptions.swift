import Foundation

extension NSLayoutConstraint {
    /// What ``constraints(withVisualFormat:options:metrics:views:)`` does
    /// besides the format itself: the attribute on which it aligns the
    /// views it lines up, the direction it lines them up in, and whether
    /// vertical spacing runs between baselines. UIKit's bit mask, with
    /// UIKit's raw values.
    ///
    /// The three parts combine with `|`/array syntax: pick any number of
    /// `alignAll…` options (each must lie across the format's axis), at
    /// most one direction and at most one spacing.
    public struct FormatOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt

        /// The options whose bits are `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of consecutive views (`.left`).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of consecutive views (`.right`).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of consecutive views (`.top`).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of consecutive views (`.bottom`).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of consecutive views (`.leading`).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of consecutive views (`.trailing`).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of consecutive views (`.centerX`).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of consecutive views (`.centerY`).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of consecutive views (`.lastBaseline`).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of consecutive views (`.firstBaseline`).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that hold alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Lines `H:` formats up in the direction text flows, with leading
        /// and trailing attributes (the default; 0). OpenUIKit lays out
        /// left to right, so leading is left.
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Lines `H:` formats up from left to right, with left and right attributes.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lines `H:` formats up from right to left, with right and left
        /// attributes: the first view is the rightmost.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Spaces views from edge to edge (the default; 0).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spaces the views of a `V:` format from the last baseline of one
        /// to the first baseline of the next.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bit that holds the spacing.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}
