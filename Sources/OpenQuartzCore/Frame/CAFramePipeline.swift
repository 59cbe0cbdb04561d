import Foundation

/// Runs run-loop turns: each turn runs every ``CAFramePhase`` in order at
/// one frame timestamp. An OpenQuartzCore addition.
///
/// The host owns time: before calling ``runTurn(timestamp:frameDuration:)``
/// it moves its clock (see ``CAMediaClock``) to the frame's time. Core
/// Animation's own work is built in — display links and the animation tick
/// in `.animation`, the transaction commit in `.commit`, animation
/// delegates and completion blocks in `.postFrame` — and runs before any
/// handler registered for the same phase. Layers above (UIKit, hosts)
/// register handlers with ``addHandler(for:_:)``.
/// Its fields are read and written in every phase of every turn and never
/// accessed overlapping, so their exclusivity is unchecked.
@preconcurrency @MainActor
public final class CAFramePipeline {
    /// The pipeline of the main run loop: the current ``CARuntime``'s.
    public static var main: CAFramePipeline { CARuntime.current.pipeline }

    /// The runtime whose turns this pipeline runs.
    private unowned let runtime: CARuntime

    /// A registered handler's identity, for removal.
    public struct HandlerToken: Hashable, Sendable {
        let id: Int
    }

    /// The handlers of each phase, indexed by the phase's raw value.
    @exclusivity(unchecked) private var handlers: [[(token: HandlerToken, run: @MainActor (CAFramePipeline) -> Void)]] = CAFramePhase.allCases.map { _ in [] }
    private var nextToken = 0

    /// The timestamp of the turn being run (or the last one).
    @exclusivity(unchecked) public private(set) var frameTimestamp: CFTimeInterval = 0
    /// The interval between frames the host runs at (1/60 s by default).
    @exclusivity(unchecked) public private(set) var frameDuration: CFTimeInterval = 1.0 / 60
    /// The phase running now, or nil between turns.
    @exclusivity(unchecked) public private(set) var currentPhase: CAFramePhase?
    /// How many turns have run.
    @exclusivity(unchecked) public private(set) var turnCount = 0

    init(runtime: CARuntime) {
        self.runtime = runtime
    }

    /// Registers `handler` to run in `phase` of every turn, after Core
    /// Animation's own work and earlier handlers of that phase.
    @discardableResult
    public func addHandler(for phase: CAFramePhase, _ handler: @escaping @MainActor (CAFramePipeline) -> Void) -> HandlerToken {
        nextToken += 1
        let token = HandlerToken(id: nextToken)
        handlers[phase.rawValue].append((token, handler))
        return token
    }

    /// Unregisters a handler.
    public func removeHandler(_ token: HandlerToken) {
        for phase in handlers.indices {
            handlers[phase].removeAll { $0.token == token }
        }
    }

    /// Runs one turn at `timestamp` (which must equal the host clock's
    /// `CACurrentMediaTime()`): every phase in order, Core Animation's
    /// work first, then the handlers in the order they were added.
    ///
    /// `frameDuration` sets ``frameDuration`` for this and later turns; nil,
    /// zero, negative and non-finite values keep the current one. A turn
    /// started inside another (from a handler, a delegate or a completion
    /// block) is refused with a console message.
    public func runTurn(timestamp: CFTimeInterval, frameDuration: CFTimeInterval? = nil) {
        guard currentPhase == nil else {
            CGDiagnostics.report("CAFramePipeline: runTurn called during a turn (in \(currentPhase!)); ignored.")
            return
        }
        if !runtime.isCurrent {
            CGDiagnostics.report("CAFramePipeline: runTurn called on the pipeline of a runtime that is not current; made it current.")
            runtime.makeCurrent()
        }
        frameTimestamp = timestamp
        if let frameDuration, frameDuration.isFinite, frameDuration > 0 { self.frameDuration = frameDuration }
        turnCount += 1
        for phase in CAFramePhase.allCases {
            currentPhase = phase
            runBuiltIn(phase)
            for handler in handlers[phase.rawValue] { handler.run(self) }
        }
        currentPhase = nil
    }

    private func runBuiltIn(_ phase: CAFramePhase) {
        let state = CoreAnimationState.current
        switch phase {
        case .animation:
            CADisplayLink.fireAll(state.storage.displayLinks, timestamp: frameTimestamp, duration: frameDuration)
            state.tickAnimations()
        case .commit:
            state.flush()
        case .postFrame:
            state.deliverCallbacks()
        case .input, .deferredWork, .layout, .render:
            break
        }
    }

    /// Whether Core Animation has work that another turn would advance:
    /// running animations, an open transaction, waiting callbacks or active
    /// display links.
    public var hasPendingWork: Bool {
        runtime.hasPendingWork
    }
}
