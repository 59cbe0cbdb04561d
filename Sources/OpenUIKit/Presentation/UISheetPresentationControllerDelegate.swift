import Foundation

/// The delegate of a sheet: the adaptive presentation delegate's methods,
/// plus word of the detent the user chose.
///
/// Set it through the sheet's inherited `delegate` property (Swift cannot
/// narrow a settable property's type in a subclass, so OpenUIKit's
/// `UISheetPresentationController.delegate` stays typed as
/// `UIAdaptivePresentationControllerDelegate`; the sheet calls this
/// protocol's method when the delegate conforms).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not called for
    /// changes the app makes).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
