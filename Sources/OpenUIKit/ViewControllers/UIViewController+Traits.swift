import Foundation

// MARK: - UITraitEnvironment

extension UIViewController: UITraitEnvironment {}

// MARK: - UITraitChangeObservable

extension UIViewController: UITraitChangeObservable {}

// MARK: - TraitChangeRegistrationStore

extension UIViewController: TraitChangeRegistrationStore {
    func addTraitRegistration(_ record: TraitRegistrationRecord) { keepTraitRegistration(record) }
    func removeTraitRegistration(id: ObjectIdentifier) { dropTraitRegistration(id: id) }
}

// MARK: - TraitEnvironmentNode

extension UIViewController: TraitEnvironmentNode {
    func computeTraitCollection() -> UITraitCollection {
        if let parent = parentStorage {
            let inherited = parent.traitCollection
            guard let override = parent.childTraitOverrides[ObjectIdentifier(self)] else { return inherited }
            return UITraitCollection(traitsFrom: [inherited, override])
        }
        if let record = presentationRecord { return record.layoutController.traitCollection }
        if let superview = viewStorage?.superview { return superview.traitCollection }
        return UIScreen.main.traitCollection
    }
}

extension UIViewController {
    /// `setOverrideTraitCollection(_:forChild:)`: a controller that is not
    /// a child gets no override (with a message).
    func setChildTraitOverride(_ collection: UITraitCollection?, for child: UIViewController) {
        guard child.parentStorage === self else {
            UIKitDiagnostics.report(
                "-[\(ObjectDescription.typeName(self)) setOverrideTraitCollection:forChildViewController:]: \(child) is not a child of \(self); ignored.")
            return
        }
        childTraitOverrides[ObjectIdentifier(child)] = collection
        TraitPropagation.current.environmentChanged(of: child)
    }
}

extension TraitPropagation {
    /// The traits of `controller` (and so of its view's subtree) may have changed.
    func environmentChanged(of controller: UIViewController) {
        traitSourcesChanged()
        if let view = controller.viewIfLoaded { environmentChanged(of: view) }
    }
}
