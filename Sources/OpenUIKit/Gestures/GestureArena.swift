import Foundation

/// Where gesture recognizers that see the same touches settle who
/// recognizes: the state machine behind ``UIGestureRecognizer/state``.
///
/// A recognizer that asks to leave `.possible` (for `.began`, or
/// `.recognized` when discrete):
/// 1. waits, still `.possible`, while a recognizer it must fail for is
///    undecided (`require(toFail:)`, the delegates' and subclasses'
///    failure hooks) — and fails if that one recognizes;
/// 2. fails if a recognizer that shares a touch already recognized and
///    may prevent it (not simultaneous by either delegate,
///    `canPrevent`/`canBePrevented`);
/// 3. fails if its view, a view its touches began in, or its delegate
///    says it should not begin;
/// 4. otherwise recognizes: every undecided recognizer sharing a touch
///    that it may prevent fails, and with `cancelsTouchesInView` its
///    touches are cancelled in their views.
///
/// Actions are queued and sent after the recognizers have seen the
/// event, before the views do (so a view hears `touchesCancelled` after
/// the action of the recognizer that took its touches), or at once for
/// changes outside event delivery (timers, app code).
///
/// A recognizer is reset (back to `.possible`, `reset()` called) once it
/// ended, was cancelled or failed and none of its touches is down. One
/// still undecided when its last touch lifts and with no timer waiting
/// fails then (it can no longer recognize), so recognizers waiting for it
/// can go on.
@MainActor
final class GestureArena {
    /// The current runtime's arena.
    static var current: GestureArena { UIKitRuntime.current.gestureArena }

    /// An arena with no recognizers (it runs when touches are delivered).
    init() {}

    /// The touch event object, reused for every touch event (as UIKit does).
    let touchEvent = UIEvent()
    /// Recognizers in the current touch sequences, in the order they joined.
    private(set) var active: [UIGestureRecognizer] = []
    /// Recognizers whose actions wait to be sent, in order.
    private var queuedActions: [UIGestureRecognizer] = []
    /// Touches whose views must hear `touchesCancelled`.
    var touchesToCancel: [UITouch] = []
    /// Touches with view messages held back by a delaying recognizer.
    var heldTouches: [UITouch] = []
    /// Nonzero while an event is delivered (actions wait for the views' turn).
    var deliveryDepth = 0
    private var isSettling = false

    // MARK: Joining

    /// Adds `touch` to `recognizer`'s gesture.
    func join(_ recognizer: UIGestureRecognizer, touch: UITouch) {
        if !recognizer.isActive {
            recognizer.isActive = true
            active.append(recognizer)
        }
        recognizer.sequenceTouches.insert(ObjectIdentifier(touch))
        if !recognizer.tracks(touch) { recognizer.trackedTouches.append(touch) }
    }

    // MARK: State requests

    /// Handles `recognizer.state = newState`.
    func request(_ newState: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        let current = recognizer.stateStorage
        if !recognizer.pendingStates.isEmpty {
            requestWhilePending(newState, for: recognizer)
            return
        }
        switch (current, newState) {
        case (.possible, .possible):
            return
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(recognizer, as: newState)
        case (.possible, .failed):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            transition(recognizer, to: newState)
        default:
            UIKitDiagnostics.report(
                "-[\(type(of: recognizer)) setState:] invalid state transition from \(Self.name(current)) to \(Self.name(newState)); ignored.")
        }
    }

    private func requestWhilePending(_ newState: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        switch newState {
        case .failed, .cancelled:
            fail(recognizer)
        case .ended where recognizer.pendingStates.last != .ended:
            recognizer.pendingStates.append(.ended)
        case .began, .changed, .ended, .possible:
            return
        }
    }

    /// Moves a recognized gesture on and queues its action.
    private func transition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        recognizer.stateStorage = newState
        queueAction(of: recognizer)
    }

    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        if hasUndecidedRequirement(recognizer) {
            recognizer.pendingStates = [target]
            return
        }
        if isBlocked(recognizer) || !shouldBegin(recognizer) {
            fail(recognizer)
            return
        }
        recognize(recognizer, as: target)
    }

    private func recognize(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        transition(recognizer, to: target)
        if recognizer.cancelsTouchesInView {
            for touch in recognizer.trackedTouches where !touch.viewDelivery.isCancelled {
                touch.viewDelivery.isCancelled = true
                touchesToCancel.append(touch)
            }
        }
        for other in active where other !== recognizer && other.stateStorage == .possible && sharesTouch(recognizer, other) {
            if requiresFailure(of: recognizer, by: other) || mayPrevent(recognizer, other) {
                fail(other)
            }
        }
    }

    /// Fails `recognizer` (dropping any waiting recognition) and lets the
    /// recognizers that waited for it go on.
    func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.pendingStates.removeAll()
        guard recognizer.stateStorage == .possible else { return }
        recognizer.stateStorage = .failed
        resolveWaiters()
    }

    /// Recognizes every waiting recognizer whose requirements are now decided.
    private func resolveWaiters() {
        for waiter in active where !waiter.pendingStates.isEmpty && !hasUndecidedRequirement(waiter) {
            let states = waiter.pendingStates
            waiter.pendingStates.removeAll()
            attemptRecognition(waiter, as: states[0])
            for state in states.dropFirst() where waiter.stateStorage == .began || waiter.stateStorage == .changed {
                transition(waiter, to: state)
            }
        }
    }

    // MARK: Arbitration rules

    private func hasUndecidedRequirement(_ recognizer: UIGestureRecognizer) -> Bool {
        active.contains { other in
            other !== recognizer && other.stateStorage == .possible && requiresFailure(of: other, by: recognizer)
        }
    }

    /// Whether `waiter` must wait for `other` to fail.
    func requiresFailure(of other: UIGestureRecognizer, by waiter: UIGestureRecognizer) -> Bool {
        waiter.failureRequirements.contains { $0.recognizer === other }
            || waiter.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: waiter)
            || waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) == true
    }

    private func isBlocked(_ recognizer: UIGestureRecognizer) -> Bool {
        active.contains { other in
            other !== recognizer && [.began, .changed, .ended].contains(other.stateStorage)
                && sharesTouch(recognizer, other) && mayPrevent(other, recognizer)
        }
    }

    /// Whether `winner` recognizing makes `loser` fail.
    private func mayPrevent(_ winner: UIGestureRecognizer, _ loser: UIGestureRecognizer) -> Bool {
        !recognizeSimultaneously(winner, loser) && winner.canPrevent(loser) && loser.canBePrevented(by: winner)
    }

    private func recognizeSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }

    private func sharesTouch(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        !first.sequenceTouches.isDisjoint(with: second.sequenceTouches)
    }

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        var views: [UIView] = recognizer.view.map { [$0] } ?? []
        for touch in recognizer.trackedTouches {
            if let view = touch.view, !views.containsIdentical(view) { views.append(view) }
        }
        guard views.allSatisfy({ $0.gestureRecognizerShouldBegin(recognizer) }) else { return false }
        return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    }

    // MARK: Actions and settling

    private func queueAction(of recognizer: UIGestureRecognizer) {
        queuedActions.append(recognizer)
        if deliveryDepth == 0 { settle() }
    }

    /// Sends queued actions, then cancels view touches taken by
    /// recognizers, releases held view messages that no recognizer delays
    /// any more, and resets finished recognizers — until nothing changes.
    func settle() {
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        repeat {
            flushActions()
            deliverCancellations()
            releaseHeldTouches()
            if deliveryDepth == 0 { resetFinished() }
        } while !queuedActions.isEmpty || !touchesToCancel.isEmpty
    }

    /// Sends the queued actions (including those queued by actions).
    func flushActions() {
        while !queuedActions.isEmpty {
            let recognizer = queuedActions.removeFirst()
            recognizer.sendActions()
        }
    }

    /// Resets recognizers that are done with their touches; fails those
    /// left undecided with no touch down and no timer.
    func resetFinished() {
        for recognizer in active where !recognizer.trackedTouches.contains(where: \.isDown) {
            if recognizer.stateStorage == .possible && recognizer.pendingStates.isEmpty && recognizer.timerTokens.isEmpty {
                fail(recognizer)
            }
        }
        let finished = active.filter { recognizer in
            [.ended, .cancelled, .failed].contains(recognizer.stateStorage)
                && !recognizer.trackedTouches.contains(where: \.isDown)
                && !queuedActions.contains { $0 === recognizer }
        }
        for recognizer in finished { reset(recognizer) }
    }

    /// Returns `recognizer` to `.possible` and out of the arena.
    func reset(_ recognizer: UIGestureRecognizer) {
        active.removeAllIdentical(recognizer)
        queuedActions.removeAllIdentical(recognizer)
        recognizer.cancelTimers()
        recognizer.isActive = false
        recognizer.pendingStates.removeAll()
        recognizer.trackedTouches.removeAll()
        recognizer.sequenceTouches.removeAll()
        recognizer.stateStorage = .possible
        recognizer.reset()
        resolveWaiters()
    }

    /// Ends `recognizer`'s gesture because it was disabled or removed from
    /// its view: cancelled when recognized, failed when undecided.
    func disable(_ recognizer: UIGestureRecognizer) {
        guard recognizer.isActive else { return }
        switch recognizer.stateStorage {
        case .began, .changed:
            transition(recognizer, to: .cancelled)
        case .possible:
            fail(recognizer)
        case .ended, .cancelled, .failed:
            break
        }
        if deliveryDepth == 0 { settle() } else { flushActions() }
        reset(recognizer)
    }

    /// Ends the gesture of a recognizer that can no longer see its touches
    /// (its view left the window): cancelled when recognized, failed when
    /// undecided; it resets when the touches lift.
    func end(_ recognizer: UIGestureRecognizer) {
        switch recognizer.stateStorage {
        case .began, .changed: transition(recognizer, to: .cancelled)
        case .possible: fail(recognizer)
        case .ended, .cancelled, .failed: break
        }
    }

    static func name(_ state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "UIGestureRecognizerStatePossible"
        case .began: "UIGestureRecognizerStateBegan"
        case .changed: "UIGestureRecognizerStateChanged"
        case .ended: "UIGestureRecognizerStateEnded"
        case .cancelled: "UIGestureRecognizerStateCancelled"
        case .failed: "UIGestureRecognizerStateFailed"
        }
    }
}
