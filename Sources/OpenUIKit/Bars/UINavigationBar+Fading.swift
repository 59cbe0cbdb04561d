import Foundation

extension UINavigationBar {
    /// The views that show the bar's items — everything but its background.
    var contentViews: [UIView] {
        subviews.filter { $0 !== backgroundView }
    }
}
