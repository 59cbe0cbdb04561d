import Foundation

// MARK: - UITraitEnvironment

extension UIPresentationController: UITraitEnvironment {}

// MARK: - UIContentContainer

extension UIPresentationController: UIContentContainer {}

// MARK: - UITraitChangeObservable

extension UIPresentationController: UITraitChangeObservable {}

// MARK: - TraitChangeRegistrationStore

extension UIPresentationController: TraitChangeRegistrationStore {
    func addTraitRegistration(_ record: TraitRegistrationRecord) { keepTraitRegistration(record) }
    func removeTraitRegistration(id: ObjectIdentifier) { dropTraitRegistration(id: id) }
}

// MARK: - TraitEnvironmentNode

extension UIPresentationController: TraitEnvironmentNode {
    /// The container's traits (the window's, for most presentations), else
    /// the presenter's, with ``overrideTraitCollection`` applied.
    func computeTraitCollection() -> UITraitCollection {
        let inherited = containerStorage?.superview?.traitCollection
            ?? presentingStorage?.traitCollection ?? UIScreen.main.traitCollection
        guard let override = overrideTraitCollection else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, override])
    }
}
