import Foundation

/// UIKit's console messages, through the one diagnostics entry point
/// shared by every layer (``CGDiagnostics``).
enum UIKitDiagnostics {
    /// Prints a UIKit-style message (and records it for test hosts).
    static func report(_ message: String) {
        CGDiagnostics.report(message)
    }

    /// Misuse that UIKit answers by raising `name` with `reason`: prints
    /// the exception, then traps or — under ``UIKitMisuseHandling/refuse`` —
    /// returns so the caller can refuse the call.
    @MainActor
    static func raise(_ name: String, reason: String) {
        switch UIKitRuntime.current.misuseHandling {
        case .trap:
            report("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
            fatalError("\(name): \(reason)")
        case .refuse:
            report("\(name), reason: '\(reason)'; the call was refused.")
        }
    }
}
