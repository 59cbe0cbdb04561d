import Foundation
import Synchronization

/// The main screen's scale, readable from any thread: drawing API such as
/// `UIGraphicsImageRendererFormat`, `UIGraphicsBeginImageContextWithOptions`
/// with scale 0 and `UIImage(named:)` may be used off the main actor. The
/// Views layer keeps it equal to the scale of the current runtime's main
/// screen (`UIScreen.mainScale` reads it).
enum MainScreenScale {
    /// The scale of the screen a runtime has before a host installs one.
    static let defaultScale: CGFloat = 3

    private static let storage = Mutex<CGFloat>(defaultScale)

    /// The scale of the current runtime's main screen.
    static var value: CGFloat { storage.withLock { $0 } }

    /// Sets ``value`` (the main screen or the current runtime changed).
    static func set(_ scale: CGFloat) {
        storage.withLock { $0 = scale }
    }
}
