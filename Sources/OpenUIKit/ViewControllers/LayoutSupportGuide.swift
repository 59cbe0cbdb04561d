import Foundation

/// The layout guide behind ``UIViewController/topLayoutGuide`` and
/// ``UIViewController/bottomLayoutGuide``: it spans the view's width and
/// the safe-area inset at its edge.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    /// The band's height.
    var length: CGFloat { layoutFrame.height }
}
