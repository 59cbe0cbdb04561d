import Foundation

// MARK: - UITraitEnvironment

extension UIView: UITraitEnvironment {}

// MARK: - UITraitChangeObservable

extension UIView: UITraitChangeObservable {}

// MARK: - TraitChangeRegistrationStore

extension UIView: TraitChangeRegistrationStore {
    func addTraitRegistration(_ record: TraitRegistrationRecord) { keepTraitRegistration(record) }
    func removeTraitRegistration(id: ObjectIdentifier) { dropTraitRegistration(id: id) }
}

// MARK: - TraitEnvironmentNode

extension UIView: TraitEnvironmentNode {
    func computeTraitCollection() -> UITraitCollection {
        if let window = self as? UIWindow {
            return UITraitCollection.forScreen(bounds: window.screen.bounds, scale: window.screen.scale, windowSize: window.bounds.size)
        }
        if let owner = ownerHooks { return owner.traitCollection }
        if let superview = stored.superviewStorage { return superview.traitCollection }
        return UIScreen.main.traitCollection
    }
}
