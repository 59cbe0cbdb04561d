import Foundation

extension UIView {
    /// Inserts `view` at `index` with UIKit's callbacks, in this order
    /// (the window ones only when the window changes; each goes to the
    /// moving view and then its descendants, parent first):
    ///
    /// `view.willMove(toSuperview:)`, old superview's `willRemoveSubview(_:)`,
    /// `willMove(toWindow:)`, (the move), `didMoveToWindow()`,
    /// `view.didMoveToSuperview()`, `didAddSubview(_:)`.
    ///
    /// Re-adding a subview only reorders it (no callbacks but
    /// `didAddSubview(_:)`, as UIKit). A view cannot be added to itself or
    /// to one of its descendants: refused with a message, nothing changes.
    func insertSubviewChecked(_ view: UIView, at requestedIndex: Int) {
        guard !isDescendant(of: view) else {
            UIKitDiagnostics.report(
                "Can't add self as subview" + (view === self ? "" : ": \(view) is an ancestor of \(self)"))
            return
        }
        var index = Swift.min(Swift.max(requestedIndex, 0), stored.subviewStorage.count)
        if view.stored.superviewStorage === self, let current = stored.subviewStorage.indexOfIdentical(view) {
            stored.subviewStorage.remove(at: current)
            if current < index { index -= 1 }
            index = Swift.min(index, stored.subviewStorage.count)
            stored.subviewStorage.insert(view, at: index)
            placeLayer(of: view, at: index)
            didAddSubview(view)
            return
        }
        let oldSuperview = view.stored.superviewStorage
        if oldSuperview != nil { AutoLayoutEngine.current.viewWillLeaveSuperview(view) }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        oldSuperview?.willRemoveSubview(view)
        let windowChanges = oldWindow !== newWindow
        if windowChanges { view.sendWillMove(toWindow: newWindow) }
        if let oldSuperview {
            oldSuperview.stored.subviewStorage.removeIdentical(view)
            oldSuperview.setNeedsLayout()
        }
        stored.subviewStorage.insert(view, at: index)
        view.stored.superviewStorage = self
        view.propagateConstraintPassNeed()
        if view.stored.layoutNode != nil { AutoLayoutEngine.current.viewDidChangeSuperview(view) }
        placeLayer(of: view, at: index)
        if windowChanges {
            if oldWindow != nil, view.isFirstResponderOrContainsIt { UIKitRuntime.current.firstResponder.takeAway() }
            if newWindow == nil { UIKitRuntime.current.traitPropagation.subtreeLeftWindow() }
            view.sendDidMoveToWindow()
        }
        UIKitRuntime.current.traitPropagation.environmentChanged(of: view)
        view.didMoveToSuperview()
        didAddSubview(view)
        view.tintColorDidChangeIfInherited()
        setNeedsLayout()
    }

    /// Inserts relative to a sibling; a non-sibling reference appends.
    func insertSubview(_ view: UIView, relativeTo sibling: UIView, above: Bool) {
        guard sibling.stored.superviewStorage === self, let index = stored.subviewStorage.indexOfIdentical(sibling) else {
            insertSubviewChecked(view, at: above ? stored.subviewStorage.count : 0)
            return
        }
        if view === sibling { return }
        insertSubviewChecked(view, at: above ? index + 1 : index)
    }

    /// Puts the layer of the subview at `index` among the superview's
    /// sublayers so that the layers of subviews keep the subviews' order
    /// (other sublayers stay where they are).
    func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < stored.subviewStorage.count {
            layer.insertSublayer(view.layer, below: stored.subviewStorage[index + 1].layer)
        } else if index > 0 {
            layer.insertSublayer(view.layer, above: stored.subviewStorage[index - 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    /// `removeFromSuperview()`: `superview.willRemoveSubview(_:)`,
    /// `willMove(toSuperview: nil)`, `willMove(toWindow: nil)`, (removal),
    /// `didMoveToWindow()`, `didMoveToSuperview()`.
    func detachFromSuperview() {
        guard let oldSuperview = stored.superviewStorage else { return }
        AutoLayoutEngine.current.viewWillLeaveSuperview(self)
        let oldWindow = window
        oldSuperview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        oldSuperview.stored.subviewStorage.removeIdentical(self)
        stored.superviewStorage = nil
        if stored.layoutNode != nil { AutoLayoutEngine.current.viewDidChangeSuperview(self) }
        layer.removeFromSuperlayer()
        oldSuperview.setNeedsLayout()
        if oldWindow != nil {
            if isFirstResponderOrContainsIt { UIKitRuntime.current.firstResponder.takeAway() }
            UIKitRuntime.current.traitPropagation.subtreeLeftWindow()
            sendDidMoveToWindow()
        }
        UIKitRuntime.current.traitPropagation.environmentChanged(of: self)
        didMoveToSuperview()
        tintColorDidChangeIfInherited()
    }

    /// Whether the first responder is this view or inside it.
    var isFirstResponderOrContainsIt: Bool {
        guard let view = UIKitRuntime.current.firstResponder.responder as? UIView else { return false }
        return view.isDescendant(of: self)
    }

    /// `willMove(toWindow:)` to this view (after telling its view
    /// controller), then its descendants.
    func sendWillMove(toWindow newWindow: UIWindow?) {
        ownerHooks?.viewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in stored.subviewStorage { subview.sendWillMove(toWindow: newWindow) }
    }

    /// `didMoveToWindow()` to this view (then to its view controller),
    /// then its descendants.
    func sendDidMoveToWindow() {
        didMoveToWindow()
        ownerHooks?.viewDidMoveToWindow()
        for subview in stored.subviewStorage { subview.sendDidMoveToWindow() }
    }

    /// Moves a subview to the front or back.
    func reorder(_ view: UIView, toFront: Bool) {
        guard view.stored.superviewStorage === self, let index = stored.subviewStorage.indexOfIdentical(view) else { return }
        stored.subviewStorage.remove(at: index)
        if toFront {
            stored.subviewStorage.append(view)
        } else {
            stored.subviewStorage.insert(view, at: 0)
        }
        placeLayer(of: view, at: toFront ? stored.subviewStorage.count - 1 : 0)
    }

    /// Swaps two subviews.
    func exchangeSubviews(_ first: Int, _ second: Int) {
        guard stored.subviewStorage.indices.contains(first), stored.subviewStorage.indices.contains(second), first != second else { return }
        stored.subviewStorage.swapAt(first, second)
        placeLayer(of: stored.subviewStorage[first], at: first)
        placeLayer(of: stored.subviewStorage[second], at: second)
    }
}
