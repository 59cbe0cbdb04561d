internal import CSDL2
import Foundation

/// Decodes SDL's event union into the ``HostEvent``s the host acts on.
///
/// Keys: text SDL's text input composed, Backspace (delete), Return and
/// keypad Enter (return), Escape (quits when enabled).
///
/// Ignored: other keys, buttons other than the left one, mouse events SDL synthesises
/// from touches and touch events it synthesises from the mouse (each
/// input is seen once), and events of other windows.
struct SDLEventDecoder {
    /// SDL's `SDL_TOUCH_MOUSEID`: the `which` of mouse events made from touches.
    static let touchMouseID = UInt32.max
    /// SDL's `SDL_MOUSE_TOUCHID`: the `touchId` of touch events made from the mouse.
    static let mouseTouchID: Int64 = -1

    /// The SDL id of the host's window (0: accept every window's events).
    var windowID: UInt32 = 0
    /// Whether Escape quits.
    var escapeQuits = true

    /// The host event `event` means, or nil when the host ignores it.
    func decode(_ event: SDL_Event) -> HostEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            guard accepts(event.window.windowID) else { return nil }
            return decodeWindowEvent(event.window.event)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard accepts(button.windowID), button.which != Self.touchMouseID, Int32(button.button) == SDL_BUTTON_LEFT else {
                return nil
            }
            return event.type == SDL_MOUSEBUTTONDOWN.rawValue
                ? .mouseDown(x: Double(button.x), y: Double(button.y))
                : .mouseUp(x: Double(button.x), y: Double(button.y))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard accepts(motion.windowID), motion.which != Self.touchMouseID else { return nil }
            return .mouseMoved(x: Double(motion.x), y: Double(motion.y))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            guard finger.touchId != Self.mouseTouchID else { return nil }
            let (id, x, y) = (Int64(finger.fingerId), Double(finger.x), Double(finger.y))
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN: return .fingerDown(id: id, x: x, y: y)
            case SDL_FINGERMOTION: return .fingerMoved(id: id, x: x, y: y)
            default: return .fingerUp(id: id, x: x, y: y)
            }
        case SDL_KEYDOWN:
            guard accepts(event.key.windowID) else { return nil }
            switch event.key.keysym.sym {
            case SDL_Keycode(SDLK_ESCAPE.rawValue): return escapeQuits ? .quit : nil
            case SDL_Keycode(SDLK_BACKSPACE.rawValue): return .key(.deleteBackward)
            case SDL_Keycode(SDLK_RETURN.rawValue), SDL_Keycode(SDLK_KP_ENTER.rawValue): return .key(.returnKey)
            default: return nil
            }
        case SDL_TEXTINPUT:
            guard accepts(event.text.windowID) else { return nil }
            var bytes = event.text.text
            let text = withUnsafeBytes(of: &bytes) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .key(.text(text))
        default:
            return nil
        }
    }

    private func accepts(_ eventWindowID: UInt32) -> Bool {
        windowID == 0 || eventWindowID == windowID
    }

    private func decodeWindowEvent(_ id: UInt8) -> HostEvent? {
        switch SDL_WindowEventID(UInt32(id)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED: .resized
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED: .exposed
        case SDL_WINDOWEVENT_FOCUS_LOST: .focusLost
        case SDL_WINDOWEVENT_CLOSE: .quit
        default: nil
        }
    }
}
