import Foundation

/// One thing a headless recording does, in the example's window
/// coordinates (points).
public enum GalleryStep: Sendable, Equatable {
    /// Taps the centre of the visible button titled with the string.
    case tap(String)
    /// Taps a point (where there is no button to name: a dimmed area).
    case tapAt(CGPoint)
    /// Drags one finger from a point to another in `duration` seconds and lifts it.
    case drag(from: CGPoint, to: CGPoint, duration: TimeInterval)
    /// Types the text on the keyboard, a key every 0.1 s (`"\n"`: return).
    case type(String)
    /// Lets `seconds` of virtual time pass, frame by frame.
    case wait(TimeInterval)
    /// Resizes the example's window, as a user resizes a desktop window.
    case resize(CGSize)
}
