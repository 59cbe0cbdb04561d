import Foundation

extension UIAction {
    /// The name of an action: a control keeps at most one action per
    /// identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public var rawValue: String

        /// Creates an identifier named `rawValue`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
