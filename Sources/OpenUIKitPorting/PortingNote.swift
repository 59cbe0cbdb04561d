/// One thing the porter did to a file, or could not do.
public struct PortingNote: Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line in the original source.
    public var line: Int
    /// Whether the porter rewrote the code (`true`) or left it for a person.
    public var fixed: Bool
    /// What was done, or why nothing could be.
    public var message: String

    /// A note for `line`.
    public init(line: Int, fixed: Bool, message: String) {
        self.line = line
        self.fixed = fixed
        self.message = message
    }

    /// `line: fixed: message` or `line: left: message`.
    public var description: String { "\(line): \(fixed ? "fixed" : "left"): \(message)" }
}
