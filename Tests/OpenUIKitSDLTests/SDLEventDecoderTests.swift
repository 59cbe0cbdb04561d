import CSDL2
import Testing
@testable import OpenUIKitSDL

@Suite struct SDLEventDecoderTests {
    private let decoder = SDLEventDecoder(windowID: 7, escapeQuits: true)

    private func mouseButton(_ type: SDL_EventType, button: Int32 = SDL_BUTTON_LEFT, which: UInt32 = 0, window: UInt32 = 7) -> SDL_Event {
        var event = SDL_Event()
        event.button.type = type.rawValue
        event.button.windowID = window
        event.button.which = which
        event.button.button = UInt8(button)
        event.button.x = 30
        event.button.y = 40
        return event
    }

    private func windowEvent(_ id: SDL_WindowEventID, window: UInt32 = 7) -> SDL_Event {
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = window
        event.window.event = UInt8(id.rawValue)
        return event
    }

    private func finger(_ type: SDL_EventType, touch: Int64 = 1) -> SDL_Event {
        var event = SDL_Event()
        event.tfinger.type = type.rawValue
        event.tfinger.touchId = touch
        event.tfinger.fingerId = 42
        event.tfinger.x = 0.5
        event.tfinger.y = 0.25
        return event
    }

    @Test func aLeftButtonPressIsAMouseDownAtItsWindowPosition() {
        #expect(decoder.decode(mouseButton(SDL_MOUSEBUTTONDOWN)) == .mouseDown(x: 30, y: 40))
    }

    @Test func aLeftButtonReleaseIsAMouseUp() {
        #expect(decoder.decode(mouseButton(SDL_MOUSEBUTTONUP)) == .mouseUp(x: 30, y: 40))
    }

    @Test func otherButtonsAreIgnored() {
        #expect(decoder.decode(mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT)) == nil)
    }

    @Test func mouseEventsSynthesisedFromTouchesAreIgnored() {
        #expect(decoder.decode(mouseButton(SDL_MOUSEBUTTONDOWN, which: SDLEventDecoder.touchMouseID)) == nil)
    }

    @Test func mouseEventsOfAnotherWindowAreIgnored() {
        #expect(decoder.decode(mouseButton(SDL_MOUSEBUTTONDOWN, window: 8)) == nil)
    }

    @Test func mouseMotionIsAMouseMove() {
        var event = SDL_Event()
        event.motion.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = 7
        event.motion.x = 5
        event.motion.y = 6
        #expect(decoder.decode(event) == .mouseMoved(x: 5, y: 6))
    }

    @Test func fingerEventsKeepTheirIdAndNormalisedPosition() {
        #expect(decoder.decode(finger(SDL_FINGERDOWN)) == .fingerDown(id: 42, x: 0.5, y: 0.25))
        #expect(decoder.decode(finger(SDL_FINGERMOTION)) == .fingerMoved(id: 42, x: 0.5, y: 0.25))
        #expect(decoder.decode(finger(SDL_FINGERUP)) == .fingerUp(id: 42, x: 0.5, y: 0.25))
    }

    @Test func touchEventsSynthesisedFromTheMouseAreIgnored() {
        #expect(decoder.decode(finger(SDL_FINGERDOWN, touch: SDLEventDecoder.mouseTouchID)) == nil)
    }

    @Test func aSizeChangeIsAResize() {
        #expect(decoder.decode(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED)) == .resized)
    }

    @Test func anExposedWindowNeedsRedrawing() {
        #expect(decoder.decode(windowEvent(SDL_WINDOWEVENT_EXPOSED)) == .exposed)
    }

    @Test func closingTheWindowQuits() {
        #expect(decoder.decode(windowEvent(SDL_WINDOWEVENT_CLOSE)) == .quit)
    }

    @Test func losingFocusIsReported() {
        #expect(decoder.decode(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)) == .focusLost)
    }

    @Test func sdlQuitQuits() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        #expect(decoder.decode(event) == .quit)
    }

    @Test func escapeQuitsWhenEnabled() {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.windowID = 7
        event.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue)
        #expect(decoder.decode(event) == .quit)
    }

    @Test func escapeIsIgnoredWhenDisabled() {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue)
        #expect(SDLEventDecoder(windowID: 0, escapeQuits: false).decode(event) == nil)
    }

    private func key(_ code: SDL_KeyCode, window: UInt32 = 7) -> SDL_Event {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.windowID = window
        event.key.keysym.sym = SDL_Keycode(code.rawValue)
        return event
    }

    @Test func backspaceIsTheDeleteKey() {
        #expect(decoder.decode(key(SDLK_BACKSPACE)) == .key(.deleteBackward))
    }

    @Test func returnAndKeypadEnterAreTheReturnKey() {
        #expect(decoder.decode(key(SDLK_RETURN)) == .key(.returnKey))
        #expect(decoder.decode(key(SDLK_KP_ENTER)) == .key(.returnKey))
    }

    @Test func otherKeysAreIgnored() {
        #expect(decoder.decode(key(SDLK_a)) == nil)
    }

    @Test func keysOfAnotherWindowAreIgnored() {
        #expect(decoder.decode(key(SDLK_RETURN, window: 8)) == nil)
    }

    @Test func textInputIsTypedTextDecodedAsUTF8() {
        var event = SDL_Event()
        event.text.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = 7
        let bytes = Array("é!".utf8)
        withUnsafeMutableBytes(of: &event.text.text) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        #expect(decoder.decode(event) == .key(.text("é!")))
    }
}
