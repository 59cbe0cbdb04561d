import Foundation

// MARK: - UINavigationBarDelegate

/// The navigation controller is its bar's delegate, as in UIKit: the bar
/// is attached to the top (its background reaches under the status bar).
/// The back button pops through the controller (see `setUpNavigation()`).
extension UINavigationController: UINavigationBarDelegate {
    /// `.topAttached`: the bar sits at the top of the screen.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition {
        .topAttached
    }
}
