import Foundation

/// A tab bar's delegate: told when the user selects an item. Every method
/// is optional.
///
/// UIKit's customising methods (`willBeginCustomizing` and the rest) are
/// not provided: OpenUIKit's tab bar has no customising sheet.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item` (also when it was already selected);
    /// ``UITabBar/selectedItem`` is `item` by now. Not called when code
    /// sets ``UITabBar/selectedItem``.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
