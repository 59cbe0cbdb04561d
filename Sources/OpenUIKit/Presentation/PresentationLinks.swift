import Foundation

/// The one place where the links between presenting and presented
/// controllers change: who presents whom (`presentedViewController`,
/// `presentingViewController`), the record of a presentation, the
/// presented controller's presentation controller, and which transition
/// each controller takes part in.
@MainActor
enum PresentationLinks {
    /// `presenter` presents `presented` from now on (before the transition
    /// starts, as UIKit links them at once).
    static func link(_ presented: UIViewController, to presenter: UIViewController) {
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
    }

    /// The controllers of `transition` take part in it until it ends.
    static func claim(_ controllers: [UIViewController], for transition: ModalTransition) {
        for controller in controllers { controller.transitionInProgress = transition }
    }

    /// `controllers` no longer take part in `transition` (those that took
    /// part in another one keep it).
    static func release(_ controllers: [UIViewController], from transition: ModalTransition) {
        for controller in controllers where controller.transitionInProgress === transition {
            controller.transitionInProgress = nil
        }
    }

    /// `presented` keeps `presentationController`, made before it is
    /// presented (UIKit makes one when `presentationController` is first
    /// read), for its next presentation.
    static func keep(_ presentationController: UIPresentationController, for presented: UIViewController) {
        presented.presentationControllerStorage = presentationController
    }

    /// `presentationController` lays out `presented`'s presentation by
    /// `presenter` (set when the presentation starts).
    static func attach(
        _ presentationController: UIPresentationController, to presented: UIViewController,
        presentedBy presenter: UIViewController
    ) {
        presented.presentationControllerStorage = presentationController
        presentationController.presentingStorage = presenter
    }

    /// `presented` keeps the record of its presentation while it lasts.
    static func record(_ record: PresentationRecord, for presented: UIViewController) {
        presented.presentationRecord = record
    }

    /// `presenter` presents `replacement` instead of `original` (the
    /// adaptive delegate's choice), which inherits its presentation
    /// controller and takes its place in `transition`.
    static func replace(
        _ original: UIViewController, with replacement: UIViewController, presentedBy presenter: UIViewController,
        in transition: ModalTransition
    ) {
        if original.presentingStorage === presenter { original.presentingStorage = nil }
        release([original], from: transition)
        link(replacement, to: presenter)
        claim([replacement], for: transition)
        replacement.presentationControllerStorage = original.presentationControllerStorage
    }

    /// `presented` is no longer presented by `presenter` (a presentation
    /// cancelled, or dismissed with every controller above it).
    static func unlink(_ presented: [UIViewController], from presenter: UIViewController) {
        for controller in presented {
            controller.presentingStorage = nil
            controller.presentedStorage = nil
            controller.presentationRecord = nil
            controller.presentationControllerStorage = nil
        }
        presenter.presentedStorage = nil
    }
}
