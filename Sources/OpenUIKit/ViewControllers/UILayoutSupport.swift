import Foundation

/// A view controller's top or bottom layout guide (``UIViewController/topLayoutGuide``):
/// a band whose length is the bars' (or the safe area's) extent at that edge.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The band's extent in points: for the top guide, from the top of the
    /// view to the bottom of the status and navigation bars; for the bottom
    /// guide, from the top of the tab bar or toolbar to the bottom of the view.
    var length: CGFloat { get }
    /// The band's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The band's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The band's height (``length``).
    var heightAnchor: NSLayoutDimension { get }
}
