import Foundation
import OpenQuartzCore

/// The callbacks OpenUIKit makes to an app's objects, as they happen — an
/// OpenUIKit addition (UIKit has nothing like it) for timelines, teaching
/// and tests.
///
/// While at least one observer is registered, OpenUIKit reports each
/// callback it makes in the view-controller system — appearance
/// (`viewWillAppear` …), loading, layout (`viewWillLayoutSubviews` …),
/// containment (`willMove(toParent:)` …), presentation-controller hooks,
/// transitioning-delegate queries, animator and interaction-controller
/// calls, `completeTransition`, and the coordinator's alongside
/// animations and completions, window size transitions — as a
/// ``CallbackTrace/Event`` stamped with the media time, just before it
/// calls the method. Names are the methods' Swift base names as ORACLE.md
/// writes them (`viewWillAppear`, `animateTransition`), with argument
/// labels where the base name alone is ambiguous (`willMove(toParent:)`,
/// `willTransition(to:with:)`); the coordinator's work is reported on the
/// coordinator as `alongsideAnimation` and `alongsideCompletion`, and
/// `completeTransition` on the transition context. With no observer the
/// trace costs one branch per callback.
///
/// Observers run synchronously on the main actor, in registration order;
/// they must not present, dismiss or otherwise change the hierarchy. They
/// belong to the current ``UIKitRuntime`` (a test host's runtime starts
/// with none).
@preconcurrency @MainActor
public enum CallbackTrace {
    /// A registration; pass it to ``removeObserver(_:)`` to stop observing.
    public struct Token: Hashable, Sendable {
        let id: Int
    }

    /// Whether any observer is registered (callers skip building events otherwise).
    public static var isActive: Bool { !UIKitRuntime.current.traceObservers.isEmpty }

    /// Calls `body` with every callback the current runtime reports from now on.
    @discardableResult
    public static func addObserver(_ body: @escaping @MainActor (Event) -> Void) -> Token {
        let runtime = UIKitRuntime.current
        runtime.nextTraceToken += 1
        let token = Token(id: runtime.nextTraceToken)
        runtime.traceObservers.append((token, body))
        return token
    }

    /// Stops the observer `token` registered; an unknown token is ignored.
    public static func removeObserver(_ token: Token) {
        UIKitRuntime.current.traceObservers.removeAll { $0.token == token }
    }

    /// Records every event while `body` runs and returns them in order.
    public static func recording(_ body: () throws -> Void) rethrows -> [Event] {
        var events: [Event] = []
        let token = addObserver { events.append($0) }
        defer { removeObserver(token) }
        try body()
        return events
    }

    /// Reports that OpenUIKit is about to call `callback` on `receiver`
    /// (nothing when `receiver` is nil: an optional delegate not set).
    @inline(__always)
    static func record(_ callback: @autoclosure () -> String, on receiver: AnyObject?) {
        let runtime = UIKitRuntime.current
        guard !runtime.traceObservers.isEmpty, let receiver else { return }
        let event = Event(
            time: CACurrentMediaTime(), receiver: ObjectIdentifier(receiver),
            receiverType: String(describing: type(of: receiver)), callback: callback())
        for observer in runtime.traceObservers { observer.body(event) }
    }
}
