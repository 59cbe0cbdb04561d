import Foundation

/// Why an ``SDLWindowHost`` could not open its window.
public enum SDLWindowHostError: Error, CustomStringConvertible, Equatable {
    /// SDL's video subsystem did not start (no display, no driver); SDL's message.
    case videoUnavailable(String)
    /// SDL could not create the window; SDL's message.
    case windowCreationFailed(String)
    /// SDL could not create a renderer or texture for the window; SDL's message.
    case rendererCreationFailed(String)

    /// A sentence naming what failed, with SDL's message.
    public var description: String {
        switch self {
        case let .videoUnavailable(message): "SDL video is unavailable: \(message)"
        case let .windowCreationFailed(message): "SDL could not create the window: \(message)"
        case let .rendererCreationFailed(message): "SDL could not create a renderer: \(message)"
        }
    }
}
