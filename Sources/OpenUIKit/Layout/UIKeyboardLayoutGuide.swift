import Foundation

/// A layout guide that tracks the space the keyboard takes at the bottom
/// of its view (``UIView/keyboardLayoutGuide``); constrain content's bottom
/// to its `topAnchor` to keep it above the keyboard.
///
/// Difference from UIKit: OpenUIKit has no on-screen keyboard, so the
/// guide always describes a hidden keyboard — its top is the view's safe
/// area bottom (or the view's bottom when ``usesBottomSafeArea`` is
/// false) and its height the bottom safe-area inset (or 0).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (stored
    /// only: there is no keyboard to follow).
    open var followsUndockedKeyboard = false

    /// Whether the guide's top stays at the safe area's bottom while the
    /// keyboard is hidden (default true, as in iOS 17).
    open var usesBottomSafeArea = true {
        didSet {
            guard usesBottomSafeArea != oldValue, let view = owningView else { return }
            AutoLayoutEngine.current.systemGuidesNeedUpdate(of: view)
            view.setNeedsLayout()
        }
    }

    /// The guide's insets from its owning view's edges.
    func keyboardInsets(in view: UIView) -> UIEdgeInsets {
        let bottom = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
        return UIEdgeInsets(top: Swift.max(0, view.bounds.height - bottom), left: 0, bottom: 0, right: 0)
    }
}
