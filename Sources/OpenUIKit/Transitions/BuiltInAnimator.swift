import Foundation

/// The animators of the standard transition styles.
@MainActor
enum BuiltInAnimator {
    /// The animator for a presentation (`presenting`) or dismissal in
    /// `style` with `transitionStyle`: sheets slide up, the popover stand-in
    /// fades, the other styles use their transition style.
    static func make(
        for style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle, presenting: Bool
    ) -> any UIViewControllerAnimatedTransitioning {
        switch style {
        case .pageSheet, .formSheet: return CoverVerticalAnimator(presenting: presenting)
        case .popover: return CrossDissolveAnimator(presenting: presenting)
        default: break
        }
        switch transitionStyle {
        case .coverVertical: return CoverVerticalAnimator(presenting: presenting)
        case .crossDissolve: return CrossDissolveAnimator(presenting: presenting)
        case .flipHorizontal: return FlipHorizontalAnimator(presenting: presenting)
        case .partialCurl: return PartialCurlAnimator(presenting: presenting)
        }
    }
}
