import Foundation

/// UIKit's console messages, through the one diagnostics entry point
/// shared by every layer (``CGDiagnostics``).
enum UIKitDiagnostics {
    /// Prints a UIKit-style message (and records it for test hosts).
    static func report(_ message: String) {
        CGDiagnostics.report(message)
    }
}
