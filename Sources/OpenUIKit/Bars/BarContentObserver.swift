import Foundation

/// A bar showing items: told when an item it shows (or a navigation item
/// on its stack) changes something it draws, so it can rebuild and lay out
/// its content. Items hold their bar weakly (``UIBarItem`` and
/// ``UINavigationItem`` keep `contentObserver`); a bar claims an item when
/// it starts showing it and lets go when it stops.
@MainActor
protocol BarContentObserver: AnyObject {
    /// An item the bar shows changed.
    func barContentDidChange()
    /// The view showing `item` in the bar (nil: none).
    func view(showing item: UIBarButtonItem) -> UIView?
}

extension BarContentObserver {
    /// None (bars without bar button items).
    func view(showing item: UIBarButtonItem) -> UIView? { nil }
}
