import Foundation

/// An animation to run beside a transition (and its completion).
@MainActor
struct AlongsideAnimation {
    weak var view: UIView?
    let hasView: Bool
    let animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    let completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
}
