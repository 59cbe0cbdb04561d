import Foundation
import OpenCoreGraphics
import Synchronization

/// Collects console messages while a test runs (other tests running at
/// the same time may add theirs: check with `contains`).
final class DiagnosticsRecorder: Sendable {
    private final class Storage: Sendable {
        let messages = Mutex<[String]>([])
    }

    private let storage = Storage()
    private let token: CGDiagnostics.ObserverToken

    /// Starts collecting.
    init() {
        let storage = self.storage
        token = CGDiagnostics.addObserver { message in storage.messages.withLock { $0.append(message) } }
    }

    var messages: [String] { storage.messages.withLock { $0 } }

    /// Stops collecting.
    func stop() {
        CGDiagnostics.removeObserver(token)
    }
}
