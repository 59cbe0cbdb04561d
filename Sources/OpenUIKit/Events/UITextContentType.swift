import Foundation

/// What a text-input view's text means (a user name, a password, an email
/// address…), for the system's autofill — UIKit's string constants.
///
/// Kept for text-input views to report; OpenUIKit fills nothing in.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public var rawValue: String

    /// A content type from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
}
