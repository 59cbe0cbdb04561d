import Foundation

/// A presented controller with its own say in how its popover behaves
/// (an action sheet): the style the popover adapts to in a horizontally
/// compact environment, and what happens when a tap outside dismissed it.
@MainActor
protocol PopoverAdaptingContent: UIViewController {
    /// The style to adapt to in a compact width (the standard popover's is `.fullScreen`).
    var compactPopoverStyle: UIModalPresentationStyle { get }
    /// A tap outside the popover dismissed it (after the dismissal).
    func popoverDismissedByTapOutside()
}
