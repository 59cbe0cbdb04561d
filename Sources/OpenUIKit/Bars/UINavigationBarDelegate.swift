import Foundation

/// A navigation bar's delegate: asked before and told after each push and
/// pop of an item. Every method is optional.
///
/// A push calls, in order, ``navigationBar(_:shouldPush:)``, then — if it
/// agreed — ``navigationBar(_:didPush:)``; a pop (also the back button's)
/// ``navigationBar(_:shouldPop:)`` then ``navigationBar(_:didPop:)``.
/// ``UINavigationBar/setItems(_:animated:)`` calls none of them.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `navigationBar` may push `item` (default true).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `navigationBar` pushed `item`.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `navigationBar` may pop `item`, its top item (default true).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `navigationBar` popped `item`.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// True.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// True.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
