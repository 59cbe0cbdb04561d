import Foundation

/// The presentation controller of sheets (`.pageSheet`, `.formSheet`, and
/// `.automatic`, which is `.pageSheet`): in a horizontally compact
/// environment a card that leaves the top of the presenter showing; in a
/// regular one a sheet centred on the window. The presenter's views stay
/// (the presenter gets no appearance callbacks).
@MainActor
open class UISheetPresentationController: UIPresentationController {
    let sheetStyle: UIModalPresentationStyle

    /// Creates a sheet presentation controller.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        let style = presentedViewController.modalPresentationStyle
        sheetStyle = style == .formSheet ? .formSheet : .pageSheet
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// `.pageSheet` or `.formSheet`.
    open override var presentationStyle: UIModalPresentationStyle { sheetStyle }

    /// A card below the status area in compact widths; a centred sheet
    /// otherwise (page sheets up to 704 points wide, form sheets 540 × 620).
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerStorage else { return .zero }
        let bounds = container.bounds
        if traitCollection.horizontalSizeClass != .regular {
            let top = container.safeAreaInsets.top + Self.cardTopGap
            return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
        }
        let size = sheetStyle == .formSheet
            ? CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
            : CGSize(width: min(704, bounds.width), height: bounds.height - container.safeAreaInsets.top - Self.cardTopGap)
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.maxY - size.height, width: size.width, height: size.height)
    }

    /// The gap between the safe area's top and a card's top edge.
    static let cardTopGap: CGFloat = 10
}
