import UIKit
@testable import OpenUIKit

/// A custom trait's value.
enum Theme: Int {
    case standard
    case monochrome
}

/// A custom trait with only the required default value.
struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
}

/// A custom trait that names itself and affects colours.
struct AccentTrait: UITraitDefinition {
    static let defaultValue = "blue"
    static let name = "Accent"
    static let identifier = "com.example.accent"
    static let affectsColorAppearance = true
}

/// A trait environment that keeps registrations the way a view does and
/// notifies them when its traits are changed by hand.
@MainActor
final class TraitObservingObject: NSObject, UITraitEnvironment, UITraitChangeObservable, TraitChangeRegistrationStore {
    private(set) var traitCollection = UITraitCollection()
    private(set) var records: [TraitRegistrationRecord] = []
    var log: [String] = []

    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    func addTraitRegistration(_ record: TraitRegistrationRecord) {
        records.append(record)
    }

    func removeTraitRegistration(id: ObjectIdentifier) {
        records.removeAll { $0.id == id }
    }

    /// Switches to `traits` and runs the registrations that observe a changed trait.
    func change(to traits: UITraitCollection) {
        let previous = traitCollection
        traitCollection = traits
        TraitRegistrationRecord.notify(records, of: self, from: previous, to: traits)
    }

    func sizeClassChanged() {
        log.append("sizeClassChanged")
    }

    func traitsChanged(_ environment: TraitObservingObject, previous: UITraitCollection) {
        log.append("traitsChanged(from \(previous.horizontalSizeClass.rawValue))")
    }
}

/// An observable object that keeps no registrations.
@MainActor
final class StorelessObservable: NSObject, UITraitEnvironment, UITraitChangeObservable {
    let traitCollection = UITraitCollection()

    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// An object that receives trait-change actions as a separate target.
@MainActor
final class TraitActionTarget {
    var calls: [String] = []

    func traitsChanged() {
        calls.append("traitsChanged")
    }

    func environmentChanged(_ environment: TraitObservingObject, previous: UITraitCollection) {
        calls.append("environmentChanged(\(environment.traitCollection.userInterfaceStyle.rawValue))")
    }
}
