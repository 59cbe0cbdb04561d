import Foundation

/// The background of a popover — its card and arrow — for popovers that
/// draw their own (``UIPopoverPresentationController/popoverBackgroundViewClass``).
///
/// Subclasses override the class methods ``arrowHeight()``, ``arrowBase()``
/// and ``contentViewInsets()``, and the instance properties
/// ``arrowOffset`` and ``arrowDirection`` (the popover sets them when it
/// places itself), and draw the background and arrow. The base class's
/// methods print UIKit's message (they must be overridden) and answer 0.
///
/// Difference from UIKit: `init(frame:)` is `required` (the popover makes
/// the background from its class).
@preconcurrency @MainActor
open class UIPopoverBackgroundView: UIView {
    /// A background view with `frame` (the popover sizes it).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A background view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How far the arrow sticks out of the card.
    open class func arrowHeight() -> CGFloat {
        UIKitDiagnostics.report("+[UIPopoverBackgroundView arrowHeight] must be implemented by subclassers.")
        return 0
    }

    /// How wide the arrow is where it meets the card.
    open class func arrowBase() -> CGFloat {
        UIKitDiagnostics.report("+[UIPopoverBackgroundView arrowBase] must be implemented by subclassers.")
        return 0
    }

    /// The insets of the content from the card's edges (the arrow's side excluded).
    open class func contentViewInsets() -> UIEdgeInsets {
        UIKitDiagnostics.report("+[UIPopoverBackgroundView contentViewInsets] must be implemented by subclassers.")
        return .zero
    }

    /// Whether the popover gives its content the default look (rounded
    /// corners); false leaves the content's corners square.
    open class var wantsDefaultContentAppearance: Bool { true }

    /// The arrow's distance from the middle of the card's side it is on
    /// (positive: towards the right or the bottom).
    open var arrowOffset: CGFloat = 0

    /// The direction the arrow points in.
    open var arrowDirection: UIPopoverArrowDirection = .unknown
}
