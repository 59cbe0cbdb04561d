import Foundation

extension VisualFormatParser {
    /// Why a format cannot be turned into constraints, and where: UIKit
    /// raises `NSInvalidArgumentException` with ``reason(format:)``.
    ///
    /// Texts marked "UIKit's" were checked against UIKit's console output
    /// quoted in public bug reports; the others are OpenUIKit's wording,
    /// written in the same style (UIKit's exact text for those problems
    /// is not publicly documented).
    ///
    /// The caret points where the parser stands when it finds the problem:
    /// at an unexpected character; just after a name that cannot be
    /// resolved; just after the view (`]`) or closing `|` whose `|` has no
    /// superview — where UIKit's reports show it; just after the second
    /// view of a pair that an option would align along the format's axis.
    struct Failure: Error {
        /// What is wrong.
        let problem: String
        /// The character the caret points at (0-based, in characters).
        let position: Int

        /// UIKit's exception reason: the problem, the format and a caret
        /// under the position, each line but the last ending in a space.
        func reason(format: String) -> String {
            "Unable to parse constraint format: \n\(problem) \n\(format) \n"
                + String(repeating: " ", count: position) + "^"
        }

        /// A view was expected: the format is empty, or a connection or
        /// `|` is not followed by `[`. UIKit's.
        static let expectedView = "Expected a view"

        /// A connection's predicate is not followed by its closing `-`, or
        /// a view by a connection, view or `|`. Follows UIKit's wording as
        /// developers quote it (not confirmed in a public report).
        static let expectedDash = "Expected a '-' here"

        /// A view's name (and predicates) are not followed by `]`. Follows
        /// UIKit's wording as developers quote it (not confirmed in a
        /// public report).
        static let expectedClosingBracket = "Expected ']'"

        /// A predicate in parentheses is followed by neither `,` nor `)`.
        /// OpenUIKit's wording.
        static let expectedCommaOrParenthesis = "Expected ',' or ')'"

        /// `[` is not followed by a name. OpenUIKit's wording.
        static let expectedViewName = "Expected a view name"

        /// Something follows the closing `|`. OpenUIKit's wording.
        static let expectedEnd = "Expected the end of the format string"

        /// A constant or priority is neither a number nor a name (for
        /// example a space after `-`). UIKit's.
        static let expectedConstant =
            "Expected a number or key from the metrics dictionary, but encountered something else"

        /// `|` next to a view whose superview (a layout guide's owning
        /// view) is nil. UIKit's.
        static let noSuperview =
            "Unable to interpret '|' character, because the related view doesn't have a superview"

        /// A view name that is not in the views dictionary. UIKit's.
        static func notAViewKey(_ name: String) -> String {
            "\(name) is not a key in the views dictionary."
        }

        /// A view name whose value is neither a view nor a layout guide.
        /// OpenUIKit's wording (UIKit fails with an unrecognized selector).
        static func notALayoutItem(_ name: String) -> String {
            "The value for \(name) in the views dictionary is not a view or layout guide."
        }

        /// A name in a connection or priority that is not in the metrics
        /// dictionary. OpenUIKit's wording, after UIKit's views message.
        static func notAMetricKey(_ name: String) -> String {
            "\(name) is not a key in the metrics dictionary."
        }

        /// A name in a view's predicate that is neither a metric nor a view.
        /// OpenUIKit's wording.
        static func notAMetricOrViewKey(_ name: String) -> String {
            "\(name) is not a key in the metrics or views dictionary."
        }

        /// A metric whose value is not a number. OpenUIKit's wording (UIKit
        /// fails with an unrecognized selector).
        static func notANumber(_ name: String) -> String {
            "The value for \(name) in the metrics dictionary is not a number."
        }

        /// An `alignAll…` option on the format's own axis. The horizontal
        /// text follows UIKit's as developers quote it (not confirmed in a
        /// public report); the vertical one is OpenUIKit's counterpart.
        static func alignmentAlongAxis(_ axis: NSLayoutConstraint.Axis) -> String {
            let edge = axis == .horizontal ? "horizontal" : "vertical"
            return "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout "
                + "that is also \(edge)."
        }
    }
}
