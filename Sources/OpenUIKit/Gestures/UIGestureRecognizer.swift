import Foundation

/// The base class of gesture recognizers: a state machine fed with touches
/// that sends actions to its targets as it changes state.
///
/// States: `.possible` → `.began` → `.changed`… → `.ended` or `.cancelled`
/// for continuous gestures; `.possible` → `.recognized` (= `.ended`) for
/// discrete ones; `.failed` from `.possible` when the touches do not form
/// the gesture. Actions are sent on every move into `.began`, `.changed`,
/// `.ended` and `.cancelled`. Recognition is arbitrated among every
/// recognizer that sees the same touches: failure requirements make one
/// wait for another to fail, and unless the delegates allow simultaneous
/// recognition the first to recognize makes the others fail (see
/// `GestureArena`). Subclasses set ``state`` from their touch methods (the
/// setter is public here; UIKit exposes it through
/// `UIGestureRecognizerSubclass`).
///
/// Linux has no selectors: targets are typed, unapplied method references
/// (`UIPanGestureRecognizer(target: self, action: Self.handlePan)`), held
/// weakly as UIKit does, or closures.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The recognizer's states.
    public enum State: Int, Sendable {
        /// Waiting to recognize (the initial state).
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (also the recognized state of discrete gestures).
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The touches do not form this gesture.
        case failed = 5

        /// The state of a recognized discrete gesture.
        public static var recognized: State { .ended }
    }

    var targets: [GestureTarget] = []
    var stateStorage: State = .possible
    /// Transitions requested while waiting for other recognizers to fail,
    /// in order (the first is `.began` or `.ended`).
    var pendingStates: [State] = []
    /// Touches the recognizer tracks now, in arrival order.
    var trackedTouches: [UITouch] = []
    /// Every touch the recognizer received since its last reset.
    var sequenceTouches: Set<ObjectIdentifier> = []
    /// Whether the recognizer takes part in the current touch sequence.
    var isActive = false
    /// The centroid of the last tracked touches, in their window.
    var lastLocation: (point: CGPoint, window: UIWindow?)?
    /// Host-time timers the recognizer scheduled (cancelled on reset).
    var timerTokens: [MediaTimeTimers.Token] = []
    var failureRequirements: [WeakGestureRecognizer] = []
    /// The view it is attached to. Not a weak reference (that would give
    /// the view a side table): the view holds its recognizers and clears
    /// this when one leaves it or in its `deinit`, so it never dangles.
    nonisolated(unsafe) unowned(unsafe) var viewStorage: UIView?

    /// Creates a recognizer calling `action` on `target` (held weakly).
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (UIGestureRecognizer) -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer calling `action` on `target` (held weakly), for
    /// a method reference through `Self` (`action: Self.handlePan` inside a
    /// class, which Swift types by the dynamic `Self` rather than by
    /// `self`'s class). The target must be an instance of the method's
    /// type; otherwise no action is added and a message is printed (UIKit's
    /// counterpart fails at the first action with "unrecognized selector").
    public init<Target: AnyObject, Receiver>(target: Target, action: @escaping (Receiver) -> (UIGestureRecognizer) -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer calling `handler` on each action. An OpenUIKit
    /// addition (selectors do not exist on Linux).
    public init(handler: @escaping (UIGestureRecognizer) -> Void) {
        super.init()
        targets.append(GestureTarget(owner: nil) { recognizer in handler(recognizer) })
    }

    /// Creates a recognizer without targets.
    public override init() {
        super.init()
    }

    /// Adds a target-action pair (the target is held weakly).
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (UIGestureRecognizer) -> Void) {
        targets.append(GestureTarget(owner: target) { [weak target] recognizer in
            guard let target else { return }
            action(target)(recognizer)
        })
    }

    /// Adds a target-action pair for a method reference through `Self`
    /// (see ``init(target:action:)-8xq0p``); a target that is not an
    /// instance of the method's type is refused with a message.
    open func addTarget<Target: AnyObject, Receiver>(_ target: Target, action: @escaping (Receiver) -> (UIGestureRecognizer) -> Void) {
        guard TypedTarget.accepts(target, as: Receiver.self, caller: "-[\(type(of: self)) addTarget:action:]") else { return }
        targets.append(GestureTarget(owner: target) { [weak target] recognizer in
            guard let receiver = target as? Receiver else { return }
            action(receiver)(recognizer)
        })
    }

    /// Removes every action of `target` (nil: every target). UIKit's
    /// `removeTarget(_:action:)` also names the selector; actions here are
    /// closures, which cannot be compared, so every action of the target goes.
    open func removeTarget(_ target: AnyObject?) {
        targets.removeAll { entry in
            guard let target else { return true }
            return entry.owner === target
        }
    }

    /// The recognizer's current state. Subclasses set it as touches arrive;
    /// moving to `.began`, `.changed`, `.ended` or `.cancelled` sends the
    /// actions (possibly after arbitration), `.failed` and `.cancelled`
    /// end the gesture.
    open var state: State {
        get { stateStorage }
        set { GestureArena.current.request(newValue, for: self) }
    }

    /// The delegate (held weakly).
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer takes part in touch handling (default true).
    /// Disabling it during a gesture cancels (or fails) it.
    open var isEnabled = true {
        didSet { if !isEnabled && oldValue { GestureArena.current.disable(self) } }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { viewStorage }

    /// Whether a recognized gesture cancels its touches in the view (default true).
    open var cancelsTouchesInView = true

    /// Whether touches reach the view only after this recognizer fails (default false).
    open var delaysTouchesBegan = false

    /// Whether a touch's end reaches the view only after this recognizer
    /// fails or recognizes (default true).
    open var delaysTouchesEnded = true

    /// Whether the recognizer considers only touches of one type at a time
    /// (default true). Recorded; OpenUIKit hosts deliver one touch type.
    open var requiresExclusiveTouchType = true

    /// A name for debugging.
    open var name: String?

    /// Makes this recognizer wait until `otherGestureRecognizer` fails;
    /// it fails if the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The centroid of the tracked touches in `view`'s coordinates (nil: the window's).
    ///
    /// After the last touch lifted, the centroid where the touches were last.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else {
            guard let last = lastLocation else { return .zero }
            guard let view, let window = last.window else { return last.point }
            return view.convert(last.point, from: window)
        }
        return Self.centroid(of: trackedTouches.map { $0.location(in: view) })
    }

    static func centroid(of points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }

    /// The location of one tracked touch.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            UIKitDiagnostics.report("-[UIGestureRecognizer locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(trackedTouches.count)).")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many touches the recognizer tracks.
    open var numberOfTouches: Int { trackedTouches.count }

    // MARK: Subclass hooks

    /// Touches began (subclasses recognize here; call `super`).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Returns the recognizer to `.possible` after a gesture (called once
    /// every touch has ended and the recognizer finished or failed).
    /// Subclasses clear their state and call `super`.
    open func reset() {}

    /// Stops tracking `touch` (it no longer counts for this gesture).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAllIdentical(touch)
    }

    /// Whether the recognizer tracks `touch` now.
    func tracks(_ touch: UITouch) -> Bool {
        trackedTouches.contains { $0 === touch }
    }

    /// Whether the recognizer is in a state that takes touches.
    var receivesTouches: Bool {
        isEnabled && viewStorage != nil && (stateStorage == .possible || stateStorage == .began || stateStorage == .changed)
    }

    /// Runs `action` once the host's media time reaches `delay` seconds
    /// from now (cancelled when the recognizer resets). For subclasses'
    /// timeouts: long press, multi-tap, swipe.
    func scheduleTimer(after delay: TimeInterval, _ action: @escaping (UIGestureRecognizer) -> Void) {
        var token: MediaTimeTimers.Token?
        token = MediaTimeTimers.current.schedule(at: CACurrentMediaTime() + delay) { [weak self] in
            guard let self else { return }
            self.timerTokens.removeAll { $0 == token }
            action(self)
            GestureArena.current.settle()
        }
        if let token { timerTokens.append(token) }
    }

    /// Cancels every timer the recognizer scheduled.
    func cancelTimers() {
        for token in timerTokens { MediaTimeTimers.current.cancel(token) }
        timerTokens.removeAll()
    }

    /// Whether this recognizer, recognizing, makes `preventedGestureRecognizer` fail (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, makes this one fail (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (default false).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail (default false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Sends the actions to every target.
    func sendActions() {
        for target in targets { target.invoke(self) }
    }

    /// A description with the class, state and view.
    open override nonisolated var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)): state = \(stateStorage); view = <\(view.map { String(describing: type(of: $0)) } ?? "nil")>>"
        }
    }
}
