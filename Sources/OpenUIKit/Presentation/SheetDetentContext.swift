import Foundation

/// The resolution context a sheet hands its detents: the container's
/// traits and the largest detent value, plus the medium detent's value
/// for the system's medium detent.
@MainActor
final class SheetDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    /// Half the container's height below its safe-area top, less the bottom inset.
    let mediumValue: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat, mediumValue: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
        self.mediumValue = mediumValue
        super.init()
    }
}
