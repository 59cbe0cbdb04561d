import Foundation

extension ModalTransition {
    /// The interaction controller of a dismissal the user drives by
    /// dragging a sheet down: the one the sheet's drag handed its
    /// presentation controller when it asked for the dismissal. Nil for
    /// every other transition (so a programmatic dismissal animates).
    func userDismissalInteractor(record: PresentationRecord) -> (any UIViewControllerInteractiveTransitioning)? {
        guard kind == .dismissal, let sheet = record.layoutController as? UISheetPresentationController else { return nil }
        return sheet.takeDismissInteraction()
    }
}
