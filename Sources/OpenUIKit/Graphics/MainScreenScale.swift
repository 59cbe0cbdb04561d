import Foundation

/// The main screen's scale, readable from any thread: drawing API such as
/// `UIGraphicsImageRendererFormat`, `UIGraphicsBeginImageContextWithOptions`
/// with scale 0 and `UIImage(named:)` may be used off the main actor.
enum MainScreenScale {
    /// The scale of the installed main screen (3 before a host installs one).
    static var value: CGFloat { UIScreen.mainScale }
}
