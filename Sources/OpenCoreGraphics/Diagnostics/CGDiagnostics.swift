import Foundation
import Synchronization

/// Where console messages go: the one diagnostics entry point of every
/// OpenUIKit layer.
///
/// Core Graphics logs misuse (a line with no current point, an invalid
/// context) instead of failing, and Core Animation and UIKit print
/// messages such as "Unbalanced calls to begin/end appearance
/// transitions". Every layer of OpenUIKit reports through this enum, so
/// hosts and tests can collect the messages. An OpenCoreGraphics addition.
///
/// Each message goes to every observer (in the order they were added) and
/// then to the handler, which by default prints it to standard error.
public enum CGDiagnostics {
    /// A registered observer's identity, for removal.
    public struct ObserverToken: Hashable, Sendable {
        let id: Int
    }

    private struct State {
        var handler: (@Sendable (String) -> Void)?
        var observers: [(token: ObserverToken, observe: @Sendable (String) -> Void)] = []
        var nextToken = 0
    }

    private static let state = Mutex(State())

    /// Replaces the handler that receives messages after the observers;
    /// `nil` restores the default, which prints each message to standard
    /// error.
    public static func setHandler(_ handler: (@Sendable (String) -> Void)?) {
        state.withLock { $0.handler = handler }
    }

    /// Adds an observer that sees every message from now on.
    @discardableResult
    public static func addObserver(_ observer: @escaping @Sendable (String) -> Void) -> ObserverToken {
        state.withLock { state in
            state.nextToken += 1
            let token = ObserverToken(id: state.nextToken)
            state.observers.append((token, observer))
            return token
        }
    }

    /// Removes an observer.
    public static func removeObserver(_ token: ObserverToken) {
        state.withLock { $0.observers.removeAll { $0.token == token } }
    }

    /// Reports one message.
    public static func report(_ message: String) {
        let (handler, observers) = state.withLock { ($0.handler, $0.observers.map(\.observe)) }
        for observe in observers { observe(message) }
        if let handler {
            handler(message)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}
