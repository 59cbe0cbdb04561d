import Foundation

/// An object that can respond to and handle events: the base of views,
/// view controllers, windows and the application.
///
/// The responder chain runs through ``next``: a view's next responder is
/// its view controller (if it is one's root view) or its superview; a
/// window's is the application.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or nil at its end.
    open var next: UIResponder? { nil }

    /// Whether this responder can become first responder (default false).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder may give up first-responder status (default true).
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        FirstResponderTracker.current.responder === self
    }

    /// Asks to become first responder; succeeds when `canBecomeFirstResponder`
    /// is true, the current first responder resigns, and (for views) the
    /// responder is in a window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        FirstResponderTracker.current.makeFirstResponder(self)
    }

    /// Gives up first-responder status; succeeds when
    /// `canResignFirstResponder` is true.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        FirstResponderTracker.current.resign(self)
    }

    /// The view shown instead of the system keyboard while this responder
    /// is first responder (default nil). OpenUIKit shows no keyboard and no
    /// input views: the value is kept for code that reads it.
    open var inputView: UIView? { nil }

    /// The view shown above the keyboard while this responder is first
    /// responder (default nil; kept, never shown — see ``inputView``).
    open var inputAccessoryView: UIView? { nil }

    /// Called on each object a storyboard made once its outlets are
    /// connected: a controller right after it was made (before its view
    /// loads; traits are still empty then), the views of a scene when the
    /// controller's view is built (before its `viewDidLoad`). The default
    /// does nothing; overrides call `super`. UIKit declares it on
    /// `NSObject`; here only responders (views and controllers) hear it.
    open func awakeFromNib() {}

    // MARK: Accessibility

    /// What this object was told about its accessibility (nil: defaults).
    var accessibilityStorage: AccessibilityStorage?

    private var accessibility: AccessibilityStorage { AccessibilityStorage.made(in: &accessibilityStorage) }

    /// The default of ``isAccessibilityElement`` (subclasses in OpenUIKit
    /// give theirs).
    var defaultIsAccessibilityElement: Bool { false }
    /// The default of ``accessibilityLabel``.
    var defaultAccessibilityLabel: String? { nil }
    /// The default of ``accessibilityValue``.
    var defaultAccessibilityValue: String? { nil }
    /// The default of ``accessibilityTraits``.
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    /// The default of ``accessibilityFrame``.
    var defaultAccessibilityFrame: CGRect { .zero }

    /// Whether assistive technologies see this object as an element.
    /// Default false; a label or button is one, as in UIKit. UIKit
    /// declares the accessibility properties on `NSObject`; here views,
    /// controllers and bar items have them.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }

    /// The element's name, spoken first (default: a label's text, a
    /// button's title; nil otherwise). Setting nil gives the default back.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }

    /// What activating the element does, spoken after a pause (default nil).
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibility.hint = newValue }
    }

    /// The element's current value (default nil).
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { accessibility.value = newValue }
    }

    /// The element's traits (default: a button's `.button`, a label's
    /// `.staticText`, an image view's `.image`, plus `.notEnabled` and
    /// `.selected` for controls in those states).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }

    /// A string identifying the element to UI tests (default nil).
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibility.identifier = newValue }
    }

    /// The element's frame in screen coordinates (default: a view's frame
    /// converted to the screen; `.zero` for other objects).
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
        set { accessibility.frame = newValue }
    }

    /// The language the element's label and value are spoken in (default nil).
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibility.language = newValue }
    }

    /// Whether the element and its subviews are hidden from assistive
    /// technologies (default false).
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }

    /// Whether assistive technologies ignore the element's siblings (a
    /// modal view; default false).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }

    /// Whether the element's children are read as a group (default false).
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibility.groupsChildren = newValue }
    }

    /// The container's elements in reading order (default nil: its
    /// subviews').
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibility.elements = newValue }
    }

    /// Called when the responder stopped being first responder without
    /// resigning (its view left the window). The default does nothing; a
    /// text field ends editing.
    func firstResponderStatusWasTakenAway() {}

    // MARK: Actions

    /// Whether this responder performs `action` (UIKit: whether it
    /// implements the method, and agrees). The default is false.
    ///
    /// Difference from UIKit: without an Objective-C runtime no method is
    /// found by name, so a responder that handles an action says so by
    /// overriding this method (UIKit's view controllers answer for the
    /// show actions they route, see ``Selector``).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        false
    }

    /// The responder that performs `action`: this one if
    /// ``canPerformAction(_:withSender:)`` says so, else the first one up
    /// the chain (``next``) that does; nil when none does.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    // MARK: Touches

    /// One or more fingers touched down. The default passes the message up
    /// the responder chain (to ``next``), as UIKit's does.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved. The default passes the message up the responder chain.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches lifted. The default passes the message up the responder chain.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled (a gesture recognizer took them, or the
    /// system interrupted). The default passes the message up the chain.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
