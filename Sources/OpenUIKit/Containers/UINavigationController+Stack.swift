import Foundation

extension UINavigationController {
    /// `pushViewController(_:animated:)`.
    func defaultPush(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            UIKitDiagnostics.raise("NSInvalidArgumentException", reason: "Pushing a navigation controller is not supported")
            return
        }
        if stackStorage.containsIdentical(viewController) {
            UIKitDiagnostics.raise(
                "NSInvalidArgumentException",
                reason: "Pushing the same view controller instance more than once is not supported (\(viewController))")
            return
        }
        guard navigationTransition == nil else {
            UIKitDiagnostics.report("nested push animation can result in corrupted navigation bar")
            return
        }
        let previous = stackStorage
        let from = topViewController
        stackStorage.append(viewController)
        addChild(viewController)
        show(from: from, to: viewController, operation: .push, previousStack: previous, removesFrom: false, animated: animated)
    }

    /// `popViewController(animated:)`.
    func defaultPop(animated: Bool) -> UIViewController? {
        guard stackStorage.count > 1 else { return nil }
        guard navigationTransition == nil else {
            UIKitDiagnostics.report("nested pop animation can result in corrupted navigation bar")
            return nil
        }
        let previous = stackStorage
        let top = stackStorage.removeLast()
        prepareToLeave(top)
        show(from: top, to: stackStorage[stackStorage.count - 1], operation: .pop, previousStack: previous, removesFrom: true, animated: animated)
        return top
    }

    /// `popToViewController(_:animated:)` and `popToRootViewController(animated:)`:
    /// the controllers between leave without appearance calls, the top pops.
    func defaultPop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stackStorage.firstIndex(where: { $0 === target }) else {
            UIKitDiagnostics.raise("NSInvalidArgumentException", reason: "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        guard index < stackStorage.count - 1 else { return [] }
        guard navigationTransition == nil else {
            UIKitDiagnostics.report("nested pop animation can result in corrupted navigation bar")
            return nil
        }
        let previous = stackStorage
        let popped = Array(stackStorage[(index + 1)...])
        stackStorage.removeSubrange((index + 1)...)
        for controller in popped.dropLast() { leaveAtOnce(controller) }
        let top = popped[popped.count - 1]
        prepareToLeave(top)
        show(from: top, to: target, operation: .pop, previousStack: previous, removesFrom: true, animated: animated)
        return popped
    }

    /// `setViewControllers(_:animated:)`.
    func defaultSetViewControllers(_ controllers: [UIViewController], animated: Bool) {
        if controllers.contains(where: { $0 is UINavigationController }) {
            UIKitDiagnostics.raise("NSInvalidArgumentException", reason: "Pushing a navigation controller is not supported")
            return
        }
        for (index, controller) in controllers.enumerated() where controllers[..<index].contains(where: { $0 === controller }) {
            UIKitDiagnostics.raise(
                "NSInvalidArgumentException", reason: "All view controllers in a navigation controller must be distinct (\(controllers))")
            return
        }
        guard navigationTransition == nil else {
            UIKitDiagnostics.report("nested push animation can result in corrupted navigation bar")
            return
        }
        let previous = stackStorage
        let oldTop = topViewController
        let newTop = controllers.last
        stackStorage = controllers
        for controller in previous where !controllers.containsIdentical(controller) && controller !== oldTop {
            leaveAtOnce(controller)
        }
        for controller in controllers where !previous.containsIdentical(controller) { addChild(controller) }
        orderChildren(as: controllers)
        for controller in controllers.dropLast() where !previous.containsIdentical(controller) {
            finishJoining(controller)
        }
        guard oldTop !== newTop else {
            navigationStackDidChange(animated: animated)
            return
        }
        let removesOldTop = oldTop.map { top in !controllers.containsIdentical(top) } ?? false
        if let oldTop, removesOldTop { prepareToLeave(oldTop) }
        let operation: Operation = previous.contains(where: { $0 === newTop }) ? .pop : .push
        show(from: oldTop, to: newTop, operation: operation, previousStack: previous, removesFrom: removesOldTop, animated: animated)
    }

    /// Shows the new top: a transition when on screen and there was a
    /// top before; else the views change at once (with the appearance the
    /// navigation controller is forwarding, if it is appearing).
    private func show(
        from: UIViewController?, to: UIViewController?, operation: Operation, previousStack: [UIViewController],
        removesFrom: Bool, animated: Bool
    ) {
        if let from, let to, showsTransitions {
            startTransition(operation, from: from, to: to, previousStack: previousStack, removesFrom: removesFrom, animated: animated)
            return
        }
        gestureInteractor = nil
        swapShownChild(from: from, to: to)
        if let from, removesFrom { from.removeFromParent() }
        if let to, !previousStack.containsIdentical(to) { finishJoining(to) }
        navigationStackDidChange(animated: false)
    }

    /// `willMove(toParent: nil)` for a controller about to be popped.
    private func prepareToLeave(_ controller: UIViewController) {
        controller.isMovingFromParentStorage = true
        CallbackTrace.record("willMove(toParent:)", on: controller)
        controller.willMove(toParent: nil)
    }

    /// A controller leaves the stack without being shown: `willMove`,
    /// its view leaves, `didMove(toParent: nil)`.
    private func leaveAtOnce(_ controller: UIViewController) {
        prepareToLeave(controller)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    /// A controller that joined the stack has joined: `didMove(toParent:)`.
    private func finishJoining(_ controller: UIViewController) {
        CallbackTrace.record("didMove(toParent:)", on: controller)
        controller.didMove(toParent: self)
        controller.isMovingToParentStorage = false
    }

    /// A cancelled transition puts the stack (and the children's order) back.
    func restoreStack(_ stack: [UIViewController]) {
        for controller in stackStorage where !stack.containsIdentical(controller) {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        stackStorage = stack
        orderChildren(as: stack)
    }

    /// The children in the stack's order (any others after them).
    private func orderChildren(as stack: [UIViewController]) {
        childStorage = stack + childStorage.filter { child in !stack.containsIdentical(child) }
        UIKitRuntime.current.statusBarControlChanges += 1
    }
}
