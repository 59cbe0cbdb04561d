import Foundation

/// A shown presentation adapting again when the window's horizontal size
/// class changes (an iPad split-screen resize, a rotation of a large
/// phone): a popover becomes full screen in a compact width — or the
/// delegate's style — and a popover again in a regular one (ORACLE 39).
///
/// The presentation controller made for the requested style decides, as
/// when the presentation started (`adaptivePresentationStyle(for:traitCollection:)`,
/// its delegate's first); the delegate hears
/// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`
/// each time (`.none` when nothing adapts) with the size transition's
/// coordinator. When the style changes, the presentation controller laying
/// the presentation out is swapped inside the container: the old one
/// takes its chrome away (its dismissal ending), the new one puts its own
/// (its presentation beginning and ending), and the presented view moves
/// to its new frame inside the size change's animation.
///
/// A current-context presentation adapts too (`.currentContext` becomes
/// `.fullScreen` in a compact width, ORACLE 25): its container grows from
/// the context controller's view to the whole window, and back.
///
/// *Decided*: the requested popovers, page and form sheets and
/// current-context styles re-adapt, among popover, sheets, full screen,
/// over full screen and the current-context styles; the presenter stays
/// the same controller, its view stays where it is (in the window, or out
/// of it for `.currentContext`) and gets no appearance callbacks, nor does
/// the presented controller (its view never leaves the window). Adapting to another
/// style asks the delegate's `viewControllerForAdaptivePresentationStyle`:
/// a replacement (typically a navigation controller holding the requested
/// controller) is presented instead from then on, and adapting back
/// presents the requested controller again, taken out of it.
@MainActor
enum PresentationReadaptation {
    /// The requested styles that re-adapt.
    static let readaptingStyles: [UIModalPresentationStyle] = [.popover, .pageSheet, .formSheet, .currentContext, .overCurrentContext]
    /// The styles they may adapt to while shown.
    static let adaptedStyles: [UIModalPresentationStyle] = [
        .popover, .pageSheet, .formSheet, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext,
    ]

    /// Adapts `presented`'s presentation to `traits` (see the type).
    /// `presented` is the controller shown now: the requested one, or the
    /// delegate's replacement holding it.
    static func readapt(_ presented: UIViewController, to traits: UITraitCollection, coordinator: any UIViewControllerTransitionCoordinator) {
        guard let record = presented.presentationRecord, let presenter = record.presenter,
            let original = presented.presentationControllerStorage, presented.transitionInProgress == nil,
            let container = record.layoutController.containerStorage
        else { return }
        let requestedController = original.presentedViewController
        let requested = requestedController.resolvedPresentationStyle
        guard readaptingStyles.contains(requested) else { return }
        let adapted = original.delegate?.adaptivePresentationStyle(for: original, traitCollection: traits)
            ?? original.adaptivePresentationStyle(for: traits)
        let style = adapted == .none || !adaptedStyles.contains(adapted) ? requested : adapted
        var shown = requestedController
        if style != requested, style != record.style,
            let replacement = original.delegate?.presentationController(original, viewControllerForAdaptivePresentationStyle: style) {
            shown = replacement
        }
        original.delegate?.presentationController(
            original, willPresentWithAdaptiveStyle: style == requested ? .none : style, transitionCoordinator: coordinator)
        guard style != record.style else { return }
        let old = record.layoutController
        let new = style == requested ? original : BuiltInPresentation.controller(for: style, presented: shown, presenting: presenter)
        new.presentingStorage = presenter
        UIView.performWithoutAnimation {
            // The shown view moves straight to the container (the requested
            // controller's view never leaves the window: no appearance
            // callbacks for it). It loses the popover's arrow inset.
            requestedController.setContainerSafeAreaInsets(.zero)
            if shown !== presented {
                exchange(presented, for: shown, requested: requestedController, presenter: presenter, record: record, in: container)
            } else {
                container.addSubview(shown.view)
            }
            old.dismissalTransitionWillBegin()
            old.dismissalTransitionDidEnd(true)
            old.containerStorage = nil
            new.containerStorage = container
            (container as? TransitionContainerView)?.presentationController = new
            record.layoutController = new
            record.style = style
            if new.shouldPresentInFullscreen != old.shouldPresentInFullscreen {
                frame(container, for: new, presenter: presenter, record: record)
            }
            new.presentationTransitionWillBegin()
            if let view = new.presentedView, view.superview !== container { container.addSubview(view) }
            new.presentationTransitionDidEnd(true)
        }
        container.setNeedsLayout()
    }

    /// Puts `container` over the whole window (a style presenting in full
    /// screen) or over the context controller's view — where it is, or
    /// where it was before a `.currentContext` presentation took it out.
    private static func frame(
        _ container: UIView, for controller: UIPresentationController, presenter: UIViewController, record: PresentationRecord
    ) {
        guard let window = container.window else { return }
        if controller.shouldPresentInFullscreen {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            return
        }
        container.autoresizingMask = []
        let view = presenter.view!
        let superview = view.superview ?? record.removedPresenterView?.superview
        container.frame = superview?.convert(view.frame, to: window) ?? view.frame
    }

    /// `presenter` presents `next` instead of `current` from now on: the
    /// delegate's replacement holding the requested controller (adapting),
    /// or the requested controller again, taken out of the replacement
    /// (adapting back). The presentation's record and presentation
    /// controller go with it; a replacement that goes leaves the window.
    private static func exchange(
        _ current: UIViewController, for next: UIViewController, requested: UIViewController, presenter: UIViewController,
        record: PresentationRecord, in container: UIView
    ) {
        if next === requested {
            container.addSubview(requested.view)
            if requested.parent != nil {
                requested.willMove(toParent: nil)
                requested.removeFromParent()
            }
            current.viewIfLoaded?.removeFromSuperview()
        } else {
            container.addSubview(next.view)
            next.view.frame = container.bounds
            next.view.layoutIfNeeded()
        }
        current.presentingStorage = nil
        current.presentationRecord = nil
        presenter.presentedStorage = next
        next.presentingStorage = presenter
        next.presentationRecord = record
        next.presentationControllerStorage = requested.presentationControllerStorage
        if current !== requested { current.presentationControllerStorage = nil }
    }
}
