import Foundation

extension UIViewController {
    /// The one path every appearance callback takes.
    ///
    /// Appearing from `.disappeared` or `.disappearing` loads the view if
    /// needed and calls `viewWillAppear`; disappearing from `.appeared` or `.appearing` calls
    /// `viewWillDisappear`. A request for the transition already under way
    /// (or the state already reached) changes nothing and — when app code
    /// made it — prints UIKit's unbalanced message. With automatic
    /// forwarding the children whose views are inside this view follow,
    /// after this controller.
    func beginAppearance(_ isAppearing: Bool, animated: Bool, trigger: AppearanceRecord.Trigger) {
        switch (appearance.state, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            _ = loadedView()
            appearance.state = .appearing
            appearance.needsIsAppearing = true
        case (.appeared, false), (.appearing, false):
            appearance.state = .disappearing
            appearance.needsIsAppearing = false
        default:
            if trigger == .explicit { reportUnbalancedAppearance() }
            return
        }
        appearance.trigger = trigger
        appearance.animated = animated
        if isAppearing {
            CallbackTrace.record("viewWillAppear", on: self)
            viewWillAppear(animated)
        } else {
            CallbackTrace.record("viewWillDisappear", on: self)
            viewWillDisappear(animated)
        }
        forwardBegin(isAppearing, animated: animated)
    }

    /// Ends the transition under way: `viewIsAppearing` (if still due) and
    /// `viewDidAppear`, or `viewDidDisappear`; then the children this
    /// controller forwarded to. Without a transition, app code's call
    /// prints the unbalanced message.
    func endAppearance(trigger: AppearanceRecord.Trigger) {
        let animated = appearance.animated
        switch appearance.state {
        case .appearing:
            callViewIsAppearingIfDue()
            appearance.state = .appeared
            appearance.trigger = nil
            CallbackTrace.record("viewDidAppear", on: self)
            viewDidAppear(animated)
        case .disappearing:
            appearance.state = .disappeared
            appearance.trigger = nil
            CallbackTrace.record("viewDidDisappear", on: self)
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            if trigger == .explicit { reportUnbalancedAppearance() }
            return
        }
        let children = appearance.forwardedChildren
        appearance.forwardedChildren.removeAll()
        for child in children where child.appearance.trigger == .parent {
            child.endAppearance(trigger: .parent)
        }
    }

    /// `viewIsAppearing`, once per appearance.
    func callViewIsAppearingIfDue() {
        guard appearance.needsIsAppearing else { return }
        appearance.needsIsAppearing = false
        CallbackTrace.record("viewIsAppearing", on: self)
        viewIsAppearing(appearance.animated)
    }

    private func forwardBegin(_ isAppearing: Bool, animated: Bool) {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewStorage else { return }
        for child in childStorage {
            guard let childView = child.viewStorage, childView.isDescendant(of: root) else { continue }
            guard child.appearance.isVisibleOrAppearing != isAppearing else { continue }
            child.beginAppearance(isAppearing, animated: animated, trigger: .parent)
            if !appearance.forwardedChildren.containsIdentical(child) {
                appearance.forwardedChildren.append(child)
            }
        }
    }

    private func reportUnbalancedAppearance() {
        UIKitDiagnostics.report("Unbalanced calls to begin/end appearance transitions for \(self).")
    }

    // MARK: Window triggers

    /// Whether a window change decides this controller's appearance: not
    /// when a parent forwards by hand.
    var appearsWithItsWindow: Bool {
        parentStorage?.shouldAutomaticallyForwardAppearanceMethods ?? true
    }

    /// The view is about to enter or leave a window: a visible window
    /// starts appearance (ended after the next layout); leaving starts
    /// disappearance (ended when the view has left). While a transition
    /// started elsewhere (a presentation, a container, app code) is under
    /// way, moving the view changes nothing: that transition decides.
    func appearanceViewWillMove(toWindow newWindow: UIWindow?) {
        guard appearsWithItsWindow else { return }
        if appearance.isTransitioning && appearance.trigger != .window { return }
        if let newWindow {
            guard !newWindow.isHidden, !appearance.isVisibleOrAppearing else { return }
            beginAppearance(true, animated: false, trigger: .window)
            AppearanceScheduler.current.endAfterLayout(self)
        } else if appearance.isVisibleOrAppearing {
            beginAppearance(false, animated: false, trigger: .window)
        }
    }

    /// The view left its window: a disappearance the window started ends.
    func appearanceViewDidMoveToWindow() {
        guard viewStorage?.window == nil, appearance.state == .disappearing, appearance.trigger == .window else { return }
        endAppearance(trigger: .window)
    }
}
