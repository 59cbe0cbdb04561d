import Foundation

/// What a custom detent's resolver knows: the traits of the sheet's
/// container and the largest value a detent may have.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container view.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest detent value (the large detent's): the height from 10
    /// points below the container's safe-area top to its bottom safe-area inset.
    var maximumDetentValue: CGFloat { get }
}
