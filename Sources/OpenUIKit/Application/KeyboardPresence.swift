import Foundation

/// The keyboard UIKit shows while a text-input responder is first
/// responder, and the notifications that announce it.
///
/// A responder adopting ``UIKeyInput`` (a text field) becoming first
/// responder shows the keyboard: `keyboardWillChangeFrame` and
/// `keyboardWillShow` now, `keyboardDidChangeFrame` and `keyboardDidShow`
/// when its 0.25-second slide ends (on the host's clock); the last text
/// responder resigning hides it the same way. A hand-over between two text
/// responders keeps it shown, silently. The keyboard's height is the
/// host's ``UIApplication/softwareKeyboardHeight``.
@MainActor
final class KeyboardPresence {
    /// The keyboard's slide (UIKit's duration and curve value).
    static let duration: TimeInterval = 0.25
    static let curve = 7

    /// Whether the keyboard is shown (or sliding in).
    private(set) var isShown = false
    /// The keyboard's height while shown; 0: a hardware keyboard.
    var height: CGFloat = 0
    private var pending: MediaTimeTimers.Token?

    init() {}

    /// The first responder changed to `responder`.
    func firstResponderChanged(_ responder: UIResponder?) {
        let wantsKeyboard = responder is any UIKeyInput
        guard wantsKeyboard != isShown else { return }
        isShown = wantsKeyboard
        let screen = UIScreen.main.bounds
        let hidden = CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
        let shown = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
        let (begin, end) = wantsKeyboard ? (hidden, shown) : (shown, hidden)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: Self.duration,
            UIResponder.keyboardAnimationCurveUserInfoKey: Self.curve,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ]
        let center = NotificationCenter.default
        let (will, did) = wantsKeyboard
            ? (UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification)
            : (UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification)
        MediaTimeTimers.current.cancel(pending)
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: will, object: nil, userInfo: info)
        pending = MediaTimeTimers.current.schedule(at: CACurrentMediaTime() + Self.duration) {
            center.post(name: did, object: nil, userInfo: info)
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        }
    }
}
