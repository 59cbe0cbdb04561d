import Foundation

extension UIViewController {
    /// `addChild(_:)`: refuses a controller that is the receiver or one of
    /// its ancestors (UIKit raises `UIViewControllerHierarchyInconsistency`);
    /// takes the child from a previous parent; adds it last and calls its
    /// `willMove(toParent:)`. Adding a child again changes nothing.
    func defaultAddChild(_ child: UIViewController) {
        guard child.parentStorage !== self else { return }
        if child === self || isDescendant(ofController: child) {
            let expected = child.parentStorage.map { "\($0)" } ?? "(null)"
            UIKitDiagnostics.raise(
                "UIViewControllerHierarchyInconsistency",
                reason: "child view controller:\(child) should have parent view controller:\(expected) but requested parent is:\(self)")
            return
        }
        if child.parentStorage != nil { child.removeFromParent() }
        childStorage.append(child)
        child.parentStorage = self
        UIKitRuntime.current.statusBarControlChanges += 1
        child.isMovingToParentStorage = true
        CallbackTrace.record("willMove(toParent:)", on: child)
        child.willMove(toParent: self)
        TraitPropagation.current.environmentChanged(of: child)
    }

    /// `removeFromParent()`: the child leaves its parent's children, then
    /// gets `didMove(toParent: nil)`. A controller without a parent (a
    /// window's root) is left as it is, with a message.
    func defaultRemoveFromParent() {
        guard let parent = parentStorage else {
            UIKitDiagnostics.report(
                "-[\(ObjectDescription.typeName(self)) removeFromParentViewController]: \(self) has no parent view controller; ignored.")
            return
        }
        parent.childStorage.removeAllIdentical(self)
        UIKitRuntime.current.statusBarControlChanges += 1
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        parentStorage = nil
        CallbackTrace.record("didMove(toParent:)", on: self)
        didMove(toParent: nil)
        isMovingFromParentStorage = false
        isMovingToParentStorage = false
        TraitPropagation.current.environmentChanged(of: self)
    }

    /// Whether `ancestor` is this controller's parent, grandparent, ….
    func isDescendant(ofController ancestor: UIViewController) -> Bool {
        var current = parentStorage
        while let controller = current {
            if controller === ancestor { return true }
            current = controller.parentStorage
        }
        return false
    }
}
