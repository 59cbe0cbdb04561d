import Foundation

extension UISheetPresentationController.Detent {
    /// A name for a detent: the system's ``medium`` and ``large``, or one
    /// of the app's own.
    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
        /// The identifier's string.
        public let rawValue: String

        /// Creates an identifier from its string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from its string.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The system's medium detent.
        public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")

        /// The system's large detent.
        public static let large = Identifier(rawValue: "com.apple.UIKit.large")

        /// A fresh identifier for a custom detent created without one.
        @MainActor
        static func makeUnique() -> Identifier {
            customCount += 1
            return Identifier(rawValue: "OpenUIKit.custom.\(customCount)")
        }

        @MainActor private static var customCount = 0
    }
}
