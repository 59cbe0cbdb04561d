import Foundation

extension UIViewController {
    /// The band at the top of the view under the status and navigation
    /// bars: from the view's top to its safe area's top. Constrain content
    /// below its `bottomAnchor`. Deprecated in UIKit since iOS 11 in favour
    /// of ``UIView/safeAreaLayoutGuide``, and kept for the guide's listings.
    public var topLayoutGuide: any UILayoutSupport { layoutGuides.top }

    /// The band at the bottom of the view above the tab bar or toolbar:
    /// from the view's safe area's bottom to its bottom. Constrain content
    /// above its `topAnchor`. Deprecated in UIKit since iOS 11.
    public var bottomLayoutGuide: any UILayoutSupport { layoutGuides.bottom }

    /// The two guides, made (and added to the view) on first use.
    private var layoutGuides: (top: LayoutSupportGuide, bottom: LayoutSupportGuide) {
        if let guides = layoutSupportGuides { return guides }
        let guides = (top: LayoutSupportGuide(), bottom: LayoutSupportGuide())
        view.addInsetGuide(guides.top, identifier: "_UILayoutGuide-top") { view in
            UIEdgeInsets(top: 0, left: 0, bottom: Swift.max(0, view.bounds.height - view.safeAreaInsets.top), right: 0)
        }
        view.addInsetGuide(guides.bottom, identifier: "_UILayoutGuide-bottom") { view in
            UIEdgeInsets(top: Swift.max(0, view.bounds.height - view.safeAreaInsets.bottom), left: 0, bottom: 0, right: 0)
        }
        layoutSupportGuides = guides
        return guides
    }
}

extension UIViewController {
    /// The smallest margins the system lets the root view have: 16 points
    /// at the leading and trailing sides in a compact-width environment,
    /// 20 in a regular one, none at the top and bottom. Difference from
    /// UIKit: UIKit's figures also vary by device; these are an iPhone's
    /// in portrait and an iPad's.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The minimum the root view's margins follow while
    /// `viewRespectsSystemMinimumLayoutMargins`.
    var minimumLayoutMargins: UIEdgeInsets? {
        guard viewRespectsSystemMinimumLayoutMargins else { return nil }
        let minimum = systemMinimumLayoutMargins
        return UIEdgeInsets(top: minimum.top, left: minimum.leading, bottom: minimum.bottom, right: minimum.trailing)
    }
}
