import Foundation

/// Reads one visual format string (Apple's Auto Layout "Visual Format
/// Language") into the equations it describes, left to right, in one pass.
///
/// The grammar is the one Apple documents in the Auto Layout Guide:
///
///     visualFormatString  (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
///     orientation         'H' | 'V'
///     superview           '|'
///     view                '[' viewName ('(' predicate (',' predicate)* ')')? ']'
///     connection          e | '-' predicateList '-' | '-'
///     predicateList       simplePredicate | '(' predicate (',' predicate)* ')'
///     simplePredicate     metricName | positiveNumber
///     predicate           relation? objectOfPredicate ('@' priority)?
///     relation            '==' | '<=' | '>='
///     objectOfPredicate   constant | viewName (a view name only inside a view's brackets)
///     priority            metricName | number
///     constant            metricName | number
///
/// Names are C identifiers; numbers are decimal (`strtod` style, with an
/// optional sign only inside parentheses). Whitespace is not part of the
/// language. A problem stops the parse with a ``Failure`` that points at
/// the character where it was found; problems that need the views (an
/// unknown name, a `|` next to a view without a superview, an alignment
/// along the format's own axis) are found at the same moment, as in UIKit.
@MainActor
struct VisualFormatParser {
    /// The format, as characters (positions in failures count these).
    let characters: [Character]
    /// The options: alignment, direction and spacing.
    let options: NSLayoutConstraint.FormatOptions
    /// Named constants.
    let metrics: [String: Any]
    /// Named views and layout guides.
    let views: [String: Any]
    /// The next character to read.
    var index = 0
    /// The axis the format lines views up on (`H:`, the default, or `V:`).
    var axis = NSLayoutConstraint.Axis.horizontal
    /// The equations found so far, in the order they are returned.
    var equations: [Equation] = []

    /// A parser for `format` with the call's other arguments.
    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// The equations of the whole format, in order: for each view its
    /// size predicates, then its connection to what comes before it (the
    /// leading `|` or the previous view), then its alignment with the
    /// previous view; the connection to a trailing `|` comes last.
    mutating func parse() throws(Failure) -> [Equation] {
        parseOrientation()
        var connection: [Predicate]?
        if peek == "|" {
            index += 1
            connection = peek == "-" ? try parseConnection() : [.flush]
        }
        var previous: AnyObject?
        while true {
            guard peek == "[" else { throw failure(Failure.expectedView) }
            let view = try parseView()
            if let connection { try connect(connection, earlier: previous, later: view) }
            if let previous { try align(previous, view) }
            previous = view
            guard let next = peek else { return equations }
            switch next {
            case "[", "|":
                connection = [.flush]
            case "-":
                connection = try parseConnection()
            default:
                throw failure(Failure.expectedDash)
            }
            if peek == "|" {
                index += 1
                try connect(connection ?? [.flush], earlier: view, later: nil)
                guard peek == nil else { throw failure(Failure.expectedEnd) }
                return equations
            }
        }
    }

    /// Reads `H:` or `V:`; without one the format is horizontal.
    private mutating func parseOrientation() {
        guard characters.count >= 2, characters[1] == ":" else { return }
        switch characters[0] {
        case "H": axis = .horizontal
        case "V": axis = .vertical
        default: return
        }
        index = 2
    }

    /// Reads `[name(predicates)]`, adds the view's size equations and
    /// returns the view (or layout guide).
    private mutating func parseView() throws(Failure) -> AnyObject {
        index += 1
        guard let name = scanIdentifier() else { throw failure(Failure.expectedViewName) }
        guard let value = views[name] else { throw failure(Failure.notAViewKey(name)) }
        guard let view = Self.layoutItem(value) else { throw failure(Failure.notALayoutItem(name)) }
        if peek == "(" {
            for predicate in try parsePredicateList(allowingViews: true) {
                addSizeEquation(for: view, predicate)
            }
        }
        guard peek == "]" else { throw failure(Failure.expectedClosingBracket) }
        index += 1
        return view
    }

    /// `value` as a view or layout guide, the items a format can name.
    static func layoutItem(_ value: Any) -> AnyObject? {
        if let view = value as? UIView { return view }
        if let guide = value as? UILayoutGuide { return guide }
        return nil
    }

    // MARK: Scanning

    /// The next character, or nil at the end.
    var peek: Character? { index < characters.count ? characters[index] : nil }

    /// The character after the next one, or nil.
    var peekSecond: Character? { index + 1 < characters.count ? characters[index + 1] : nil }

    /// A failure at the current position.
    func failure(_ problem: String) -> Failure {
        Failure(problem: problem, position: index)
    }

    /// Reads a C identifier (`[A-Za-z_][A-Za-z0-9_]*`), or returns nil and
    /// reads nothing.
    mutating func scanIdentifier() -> String? {
        guard let first = peek, first == "_" || (first.isASCII && first.isLetter) else { return nil }
        let start = index
        while let next = peek, next == "_" || next.isASCII && (next.isLetter || next.isNumber) { index += 1 }
        return String(characters[start..<index])
    }

    /// Reads a decimal number (`12`, `0.5`, `.5`, `1e3`; with a leading
    /// `+` or `-` when `signed`), or returns nil and reads nothing.
    mutating func scanNumber(signed: Bool) -> Double? {
        let start = index
        if signed, peek == "+" || peek == "-" { index += 1 }
        var digits = scanDigits()
        if peek == ".", let after = peekSecond, digits > 0 || after.isASCII && after.isNumber {
            index += 1
            digits += scanDigits()
        }
        guard digits > 0 else {
            index = start
            return nil
        }
        if peek == "e" || peek == "E" {
            let mark = index
            index += 1
            if peek == "+" || peek == "-" { index += 1 }
            if scanDigits() == 0 { index = mark }
        }
        return Double(String(characters[start..<index]))
    }

    /// Reads ASCII digits and returns how many.
    private mutating func scanDigits() -> Int {
        var count = 0
        while let character = peek, character.isASCII, character.isNumber {
            index += 1
            count += 1
        }
        return count
    }
}
