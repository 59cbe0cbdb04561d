// The SDL2 window host: `SDLWindowHost` shows a `UIWindow` in a real window.
@_exported import OpenUIKit
