import Foundation

extension UISheetPresentationController {
    /// The gap between the container's safe-area top and a full-height card.
    static let cardTopGap: CGFloat = 10
    /// The dimming view's alpha where the sheet dims.
    static let dimmedAlpha: CGFloat = 0.4
    /// The corner radius when ``preferredCornerRadius`` is nil.
    static let defaultCornerRadius: CGFloat = 10

    /// Whether the sheet is a card (the environment is not horizontally regular).
    var isCard: Bool { traitCollection.horizontalSizeClass != .regular }

    // MARK: Detents

    /// The context detents resolve in, for `container`.
    func detentContext(in container: UIView) -> SheetDetentContext {
        let bounds = container.bounds, safe = container.safeAreaInsets
        return SheetDetentContext(
            containerTraitCollection: container.traitCollection,
            maximumDetentValue: max(0, bounds.height - safe.top - Self.cardTopGap - safe.bottom),
            mediumValue: max(0, (bounds.height - safe.top) / 2 - safe.bottom))
    }

    /// The active detents and their values, smallest first (the large
    /// detent when none is active).
    func resolvedDetents() -> [(detent: Detent, value: CGFloat)] {
        guard let container = containerStorage else { return [] }
        let context = detentContext(in: container)
        var resolved: [(index: Int, detent: Detent, value: CGFloat)] = []
        for (index, detent) in detentsStorage.enumerated() {
            if let value = detent.resolvedValue(in: context) { resolved.append((index: index, detent: detent, value: value)) }
        }
        resolved.sort { $0.value == $1.value ? $0.index < $1.index : $0.value < $1.value }
        guard !resolved.isEmpty else { return [(detent: Detent.large(), value: context.maximumDetentValue)] }
        return resolved.map { (detent: $0.detent, value: $0.value) }
    }

    /// The detent the sheet rests at: the selected one when active, else the smallest.
    func currentDetent() -> (detent: Detent, value: CGFloat)? {
        let resolved = resolvedDetents()
        if let selected = selectedDetentStorage, let match = resolved.first(where: { $0.detent.identifier == selected }) {
            return match
        }
        return resolved.first
    }

    /// A card's top when it rests at a detent of `value`.
    func cardTop(forValue value: CGFloat, in container: UIView) -> CGFloat {
        let bounds = container.bounds, safe = container.safeAreaInsets
        return max(bounds.maxY - safe.bottom - value, bounds.minY + safe.top + Self.cardTopGap)
    }

    // MARK: Frames

    /// The sheet's frame: where the user drags it, else at rest.
    func sheetFrame() -> CGRect {
        frame(top: draggedTop)
    }

    /// The sheet's frame at rest.
    func restingFrame() -> CGRect {
        frame(top: nil)
    }

    /// The sheet's frame with its top at `top` (nil: at rest).
    private func frame(top: CGFloat?) -> CGRect {
        guard let container = containerStorage else { return .zero }
        let bounds = container.bounds
        if isCard {
            let top = top ?? cardTop(forValue: currentDetent()?.value ?? detentContext(in: container).maximumDetentValue, in: container)
            return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
        }
        var frame: CGRect
        if sheetStyle == .formSheet {
            let size = CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
            frame = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        } else {
            let width = min(704, bounds.width)
            let top = bounds.minY + container.safeAreaInsets.top + Self.cardTopGap
            frame = CGRect(x: bounds.midX - width / 2, y: top, width: width, height: max(0, bounds.maxY - top))
        }
        if let top { frame.origin.y = top }
        return frame
    }

    /// The resting tops of the active detents, highest on screen (largest) last.
    func detentTops(in container: UIView) -> [(identifier: Detent.Identifier, top: CGFloat)] {
        guard isCard else { return [(identifier: currentDetent()?.detent.identifier ?? .large, top: restingFrame().minY)] }
        return resolvedDetents().map { (identifier: $0.detent.identifier, top: cardTop(forValue: $0.value, in: container)) }
    }

    // MARK: Dimming and push-back

    /// The dimming alpha for a card whose top is at `top`: 0.4 at dimmed
    /// detents, 0 at or below ``largestUndimmedDetentIdentifier``, and in
    /// between while dragged from the largest undimmed detent to the next.
    func dimmingAlpha(forTop top: CGFloat) -> CGFloat {
        guard isCard, let undimmed = largestUndimmedStorage, let container = containerStorage else { return Self.dimmedAlpha }
        let tops = detentTops(in: container)
        guard let index = tops.firstIndex(where: { $0.identifier == undimmed }) else { return Self.dimmedAlpha }
        guard index + 1 < tops.count else { return 0 }
        let undimmedTop = tops[index].top, nextTop = tops[index + 1].top
        guard undimmedTop - nextTop > 0.5 else { return top < undimmedTop - 0.5 ? Self.dimmedAlpha : 0 }
        return Self.dimmedAlpha * min(max((undimmedTop - top) / (undimmedTop - nextTop), 0), 1)
    }

    /// How far the view behind is pushed back for a card whose top is at
    /// `top`: fully at full height (when dimmed there), not at all at the
    /// detent below, in between while dragged.
    func pushBackFraction(forTop top: CGFloat) -> CGFloat {
        guard isCard, let container = containerStorage else { return 0 }
        let fullTop = cardTop(forValue: detentContext(in: container).maximumDetentValue, in: container)
        guard dimmingAlpha(forTop: fullTop) >= Self.dimmedAlpha else { return 0 }
        guard let lowerTop = detentTops(in: container).map(\.top).filter({ $0 > fullTop + 0.5 }).min() else { return 1 }
        return min(max((lowerTop - top) / (lowerTop - fullTop), 0), 1)
    }

    // MARK: Resting

    /// Puts the sheet at its detent with its dimming and push-back
    /// (animated with a 0.5 s critically damped spring when `animated`).
    /// Does nothing before the sheet is presented or while a transition runs.
    func settle(animated: Bool) {
        guard let chrome, let view = presentedView, view.superview === containerStorage,
            (containerStorage as? TransitionContainerView)?.isTransitioning != true
        else { return }
        draggedTop = nil
        let frame = sheetFrame()
        let alpha = dimmingAlpha(forTop: frame.minY), push = pushBackFraction(forTop: frame.minY)
        chrome.dimmingView.passesTouches = alpha == 0
        let changes = {
            view.frame = frame
            chrome.setLook(dimmingAlpha: alpha, pushBack: push)
        }
        if animated {
            UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [.allowUserInteraction, .beginFromCurrentState], animations: changes)
        } else {
            UIView.performWithoutAnimation(changes)
        }
    }

    /// A property changed: relayout now, or at the end of ``animateChanges(_:)``.
    func sheetPropertiesChanged() {
        if changeAnimationDepth == 0 { settle(animated: false) }
    }

    // MARK: Chrome

    /// Adds the chrome and animates it in alongside the presentation.
    func installChrome() {
        guard let container = containerStorage, let view = presentedView else { return }
        let chrome = SheetChrome(sheet: self, container: container, presentedView: view)
        self.chrome = chrome
        chrome.install()
        let top = sheetFrame().minY
        let alpha = dimmingAlpha(forTop: top)
        chrome.dimmingView.passesTouches = alpha == 0
        chrome.animateAlongside(
            dimmingAlpha: alpha, pushBack: pushBackFraction(forTop: top), coordinator: presentedViewController.transitionCoordinator)
    }

    /// Removes the chrome and restores the views it changed.
    func removeChrome() {
        chrome?.remove()
        chrome = nil
        draggedTop = nil
        pendingDismissInteraction = nil
    }

    /// The interaction a drag asked for, handed to the dismissal it started (once).
    func takeDismissInteraction() -> SheetDismissInteraction? {
        defer { pendingDismissInteraction = nil }
        return pendingDismissInteraction
    }
}
