import Foundation

/// What misuse that UIKit answers with an exception does (the runtime's
/// ``UIKitRuntime/misuseHandling``, also ``UIApplication/misuseHandling``).
/// An OpenUIKit addition.
public enum UIKitMisuseHandling: Sendable {
    /// Print the exception's name and reason, then stop the program, as
    /// an uncaught exception ends an iOS app.
    case trap
    /// Print the exception's name and reason and refuse the call: it
    /// changes nothing (test hosts use this, so a test can check the
    /// message and go on).
    case refuse
}
