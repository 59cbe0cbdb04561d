import Foundation

extension UISplitViewController {
    /// Whether a split view controller has columns, and how many.
    public enum Style: Int, Sendable {
        /// The classic interface: `viewControllers = [primary, secondary]`.
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// A column of a column-style split view controller.
    public enum Column: Int, Sendable {
        /// The leading column (a list).
        case primary = 0
        /// The middle column of a triple-column interface.
        case supplementary = 1
        /// The trailing, widest column (the detail).
        case secondary = 2
        /// What a collapsed interface shows instead of the columns, if set.
        case compact = 3
    }

    /// Which columns show, and how.
    public enum DisplayMode: Int, Sendable {
        /// Chosen from the space available.
        case automatic = 0
        /// The secondary column alone.
        case secondaryOnly = 1
        /// One column beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary.
        case oneOverSecondary = 3
        /// Two columns beside the secondary.
        case twoBesideSecondary = 4
        /// Two columns over the secondary.
        case twoOverSecondary = 5
        /// Two columns that push the secondary aside.
        case twoDisplaceSecondary = 6
    }

    /// How the columns share the space.
    public enum SplitBehavior: Int, Sendable {
        /// Chosen from the space available.
        case automatic = 0
        /// Side by side.
        case tile = 1
        /// The leading columns over the secondary.
        case overlay = 2
        /// The leading columns push the secondary aside.
        case displace = 3
    }

    /// The side of the split the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading side (left in left-to-right layouts).
        case leading = 0
        /// The trailing side.
        case trailing = 1
    }
}
