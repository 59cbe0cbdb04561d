import Foundation

extension NSLayoutConstraint {
    /// The constraints an ASCII-art-like visual format string describes,
    /// inactive (activate them with ``activate(_:)``).
    ///
    /// The format is Apple's Visual Format Language: an optional `H:` (the
    /// default) or `V:`, an optional superview edge `|`, then views in
    /// brackets joined by connections, and an optional closing `|`:
    ///
    /// - `[a][b]` — flush (spacing 0); `[a]-[b]` — standard spacing (8
    ///   points); `[a]-20-[b]`, `[a]-gap-[b]` — a number or a metric;
    ///   `[a]-(>=8,<=20@750)-[b]` — several predicates, each with an
    ///   optional relation (`==`, `<=`, `>=`; a bare value means `==`) and
    ///   priority (`@` a number or metric). Only parenthesised constants
    ///   may be negative: `-(-5)-`.
    /// - `|-[a]-|` relates the view to its superview's
    ///   `layoutMarginsGuide` (spacing 0, as UIKit has since iOS 8);
    ///   `|-20-[a]`, `|[a]` relate it to the superview's own edges.
    /// - `[a(50)]`, `[a(>=70@500)]`, `[a(==w@p)]` constrain the view's
    ///   width (`H:`) or height (`V:`); `[a(==b)]` makes it equal to `b`'s.
    ///
    /// `H:` relates leading and trailing edges, or left and right edges
    /// with `.directionLeftToRight`; with `.directionRightToLeft` the
    /// first view is the rightmost. `V:` relates tops and bottoms, or —
    /// with `.spacingBaselineToBaseline` — the last baseline of a view to
    /// the first baseline of the next. Each `alignAll…` option adds
    /// `view.attribute == nextView.attribute` for every pair of
    /// consecutive views. Each equation reads `b.leading == a.trailing + 8`,
    /// `superview.trailing == a.trailing + 20`: the item further along the
    /// axis first, the spacing positive.
    ///
    /// Order of the result: for each view, its size predicates, its
    /// connection to what precedes it, and its alignment with the previous
    /// view; the connection to a closing `|` last.
    ///
    /// - Parameters:
    ///   - format: The format.
    ///   - opts: Alignment, direction and spacing options.
    ///   - metrics: Named constants: any Swift integer or floating-point
    ///     value, or `NSNumber`.
    ///   - views: Named `UIView`s; OpenUIKit also accepts `UILayoutGuide`s
    ///     (then `|` is the guide's owning view).
    /// - Returns: The constraints, or `[]` when the format cannot be read.
    ///
    /// A format that cannot be read raises UIKit's
    /// `NSInvalidArgumentException`, "Unable to parse constraint format:"
    /// followed by the problem, the format and a caret under the character
    /// where it was found — including `|` next to a view without a
    /// superview, a name missing from the dictionaries and an alignment
    /// along the format's own axis. Under `misuseHandling = .refuse` the
    /// message is printed and the result is `[]`. A priority outside
    /// 1…1000 or a constant that is not finite raise what
    /// ``priority`` and the initialiser raise, with the same result.
    ///
    /// Differences from UIKit: a class method of an extension, so `public`
    /// rather than `open` (it cannot be overridden); the wording of some
    /// rarer messages is OpenUIKit's (see `VisualFormatParser.Failure`);
    /// OpenUIKit lays out left to right, so leading is left.
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        let equations: [VisualFormatParser.Equation]
        do {
            equations = try parser.parse()
        } catch {
            UIKitDiagnostics.raise("NSInvalidArgumentException", reason: error.reason(format: format))
            return []
        }
        var constraints: [NSLayoutConstraint] = []
        for equation in equations {
            guard let constraint = equation.makeConstraint() else { return [] }
            constraints.append(constraint)
        }
        return constraints
    }
}
