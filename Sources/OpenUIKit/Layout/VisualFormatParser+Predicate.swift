import Foundation

extension VisualFormatParser {
    /// One predicate of a connection or a view: a relation to a constant
    /// (or, inside a view's brackets, to another view's size) at a priority.
    struct Predicate {
        /// How the spacing or size relates to the object.
        var relation = NSLayoutConstraint.Relation.equal
        /// The constant (0 when ``view`` is set).
        var constant: CGFloat = 0
        /// The other view or layout guide whose size this one relates to.
        var view: AnyObject?
        /// The priority (1000: required).
        var priority: Float = 1000
        /// Whether this is `-` alone: the standard spacing (8 points between
        /// siblings; the layout margins towards the superview).
        var isStandardSpacing = false

        /// Adjacent views: `[a][b]`, `|[a]`.
        static var flush: Predicate { Predicate() }

        /// The standard spacing: `[a]-[b]`, `|-[a]`.
        static var standard: Predicate { Predicate(isStandardSpacing: true) }
    }
}
