import Foundation

/// The base class of controls: views that turn touches into semantic
/// events (``UIControl/Event``) and send them to their targets and actions.
///
/// A control tracks one touch at a time. A touch down sends `.touchDown`
/// (with `.touchDownRepeat` when the touch's `tapCount` is more than 1)
/// and highlights the control; while the finger moves it sends
/// `.touchDragInside` or `.touchDragOutside` (with `.touchDragEnter` or
/// `.touchDragExit` when it crosses), the control highlighted only while
/// the finger is inside; lifting sends `.touchUpInside` or
/// `.touchUpOutside`; a cancelled touch (a gesture recognizer took it)
/// sends `.touchCancel`. "Inside" is the bounds grown by 70 points on
/// every side — the distance widely measured on iOS, where a finger may
/// stray that far from a button and still tap it. The ``beginTracking(_:with:)``
/// family lets subclasses follow the touch; events are sent only while
/// ``isTracking``. A control whose primary action is a tap (``UIButton``)
/// sends `.primaryActionTriggered` with `.touchUpInside`, in the same mask.
///
/// A disabled control takes no touches: hit-testing passes over it (and
/// its subviews), so touches reach the views behind it. (UIKit documents
/// only that a disabled control ignores touches; passing them on is how
/// iOS is widely observed to behave.)
///
/// Controls whose default action is a single tap (``UIButton``,
/// ``UITextField``) keep their
/// ancestors' single-finger single-tap recognizers from recognizing a tap
/// on them (``gestureRecognizerShouldBegin(_:)``), as UIKit documents for
/// its tap controls since iOS 6; recognizers attached to the control
/// itself still work. A plain `UIControl` subclass does not, as in UIKit.
///
/// Differences from UIKit, forced by Linux (no selectors): target-action
/// pairs are typed method references, e.g.
/// `button.addTarget(self, action: MyViewController.buttonTapped, for: .touchUpInside)`,
/// and targets cannot be nil (there is no responder-chain lookup by
/// selector); `removeTarget` removes a target's pairs by events only.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The dispatch table, in the order rows were added.
    var dispatchTable: [ControlDispatchEntry] = []
    /// The touch being followed, from touch-down to lift or cancel.
    var trackedTouch: UITouch?
    var isTrackingStorage = false
    var isTouchInsideStorage = false

    /// How far (in points) outside its bounds a tracked touch still counts as inside.
    static let trackingSlop: CGFloat = 70

    /// Creates a control with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control's traits say when it is disabled or selected.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits = super.defaultAccessibilityTraits
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// Creates a control with `frame` that performs `primaryAction` for
    /// `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control takes touches (default true). A disabled
    /// control is skipped by hit-testing; subclasses may draw it dimmed.
    open var isEnabled = true {
        didSet { keyValueDidChange() }
    }

    /// Whether the control is selected (default false). Controls never
    /// change it themselves; subclasses may draw it differently.
    open var isSelected = false {
        didSet { keyValueDidChange() }
    }

    /// Whether the control is highlighted (default false): set while a
    /// tracked touch is inside the control.
    open var isHighlighted = false {
        didSet { keyValueDidChange() }
    }

    /// The control's state: `.highlighted`, `.disabled` and `.selected`
    /// from ``isHighlighted``, ``isEnabled`` and ``isSelected``.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is following a touch (from a touch-down that
    /// ``beginTracking(_:with:)`` accepted until the touch ends, is
    /// cancelled, or ``continueTracking(_:with:)`` declines).
    open var isTracking: Bool { isTrackingStorage }

    /// Whether the followed touch is inside the control's tracking area
    /// (the bounds grown by 70 points); false when no touch is followed.
    open var isTouchInside: Bool { isTouchInsideStorage }

    /// How the content is placed horizontally (default `.center`).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// How the content is placed vertically (default `.center`).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// The horizontal alignment with `.leading` and `.trailing` resolved
    /// (to `.left` and `.right`: OpenUIKit lays out left to right).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        case .center, .left, .right, .fill: contentHorizontalAlignment
        }
    }

    // MARK: Tracking

    /// A touch went down in the control; return whether to follow it
    /// (default true). Sets ``isTracking``.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// The followed touch moved; return whether to keep following it
    /// (default true). Returning false stops tracking: no more events are
    /// sent for this touch.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// The followed touch lifted (called before the touch-up event is sent).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The followed touch was cancelled (called before `.touchCancel` is sent).
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    /// Starts following a touch: see the class discussion. Does not pass
    /// the touches up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchDown(touches, with: event)
    }

    /// Follows the touch's moves: see the class discussion.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchMove(touches, with: event)
    }

    /// Ends following the touch with a touch-up event.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchUp(touches, with: event)
    }

    /// Ends following the touch with `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchCancel(touches, with: event)
    }

    /// Hit-tests as a view does, except that a disabled control (and
    /// everything in it) is passed over.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Refuses a single-finger single-tap recognizer of another view (an
    /// ancestor) for a touch on a control whose default action is a tap,
    /// so the control's action wins; allows everything else.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard defaultActionIsSingleTap, gestureRecognizer.view !== self,
            let tap = gestureRecognizer as? UITapGestureRecognizer
        else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

    /// Whether the control's default action is a single tap (buttons).
    var defaultActionIsSingleTap: Bool { false }

    /// Whether a tap (touch up inside) also sends `.primaryActionTriggered`.
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Target-action

    /// Calls `action` on `target` (held weakly) for `controlEvents`, with
    /// the control as sender. The method may take any control type; if
    /// the sending control is not of that type the call is skipped with a
    /// console message.
    open func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        addDispatchRow(target: target, events: controlEvents) { [weak target] control, _ in
            guard let target, let sender = Self.sender(control, as: Sender.self, target: target) else { return }
            action(target)(sender)
        }
    }

    /// Calls `action` on `target` (held weakly) for `controlEvents`, with
    /// the control as sender and the touch event that caused it (nil when
    /// sent by ``sendActions(for:)``).
    open func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> (Sender, UIEvent?) -> Void, for controlEvents: Event
    ) {
        addDispatchRow(target: target, events: controlEvents) { [weak target] control, event in
            guard let target, let sender = Self.sender(control, as: Sender.self, target: target) else { return }
            action(target)(sender, event)
        }
    }

    /// Calls `action` (a method without arguments) on `target` (held
    /// weakly) for `controlEvents`.
    open func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
    ) {
        addDispatchRow(target: target, events: controlEvents) { [weak target] _, _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// Stops calling `target`'s methods for `controlEvents` (nil: every
    /// target's). Actions added with ``addAction(_:for:)`` stay.
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        removeEvents(controlEvents) { row in
            row.action == nil && (target == nil || row.target === target)
        }
    }

    /// The targets with at least one pair (each as itself when it is an
    /// `NSObject`, otherwise as its `ObjectIdentifier`). Targets that
    /// went away are not listed.
    open var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for row in dispatchTable {
            guard let target = row.target else { continue }
            targets.insert((target as? NSObject).map { AnyHashable($0) } ?? AnyHashable(ObjectIdentifier(target)))
        }
        return targets
    }

    /// Every event some live target or action answers.
    open var allControlEvents: Event {
        dispatchTable.filter(\.isLive).reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Performs `action` for `controlEvents`. Actions are kept by
    /// identifier: adding one with the identifier of an action already
    /// added replaces that action (in its place) and adds the events to it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = dispatchTable.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            let events = dispatchTable[index].events.union(controlEvents)
            dispatchTable[index] = ControlDispatchEntry(action: action, events: events)
        } else {
            dispatchTable.append(ControlDispatchEntry(action: action, events: controlEvents))
        }
    }

    /// Stops performing `action` (matched by identifier) for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops performing the action named `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Calls every target and action registered for any of
    /// `controlEvents`, once each, in the order they were added (with no
    /// touch event).
    open func sendActions(for controlEvents: Event) {
        dispatch(controlEvents, with: nil)
    }

    /// Performs `action` with the control as its ``UIAction/sender``. The
    /// dispatch table performs its actions through this method.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}
