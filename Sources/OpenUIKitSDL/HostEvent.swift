import Foundation
import OpenUIKit

/// A window-system event the host acts on, decoded from SDL's event
/// union (``SDLEventDecoder``). Mouse positions are in window units;
/// finger positions are normalised to the window (0…1), as SDL reports them.
enum HostEvent: Equatable {
    /// The primary mouse button went down.
    case mouseDown(x: Double, y: Double)
    /// The mouse moved (with or without a button held).
    case mouseMoved(x: Double, y: Double)
    /// The primary mouse button went up.
    case mouseUp(x: Double, y: Double)
    /// A finger touched the touch surface.
    case fingerDown(id: Int64, x: Double, y: Double)
    /// A finger moved.
    case fingerMoved(id: Int64, x: Double, y: Double)
    /// A finger lifted.
    case fingerUp(id: Int64, x: Double, y: Double)
    /// A key for the first responder: text typed (SDL's text input), the
    /// delete (backspace) key or the return key.
    case key(UIKeyboardInput)
    /// The window's size changed (read the new sizes from SDL).
    case resized
    /// The window must be redrawn (uncovered, shown, restored).
    case exposed
    /// The window lost input focus: touches in progress are cancelled.
    case focusLost
    /// The user asked to quit (window closed, SDL_QUIT, Escape when enabled).
    case quit
}
