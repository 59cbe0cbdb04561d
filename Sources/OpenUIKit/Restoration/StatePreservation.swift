import Foundation

/// Preservation of one app's interface (ORACLE 43): from a window's root
/// controller, each controller with a restoration identifier is recorded
/// with its path and class and asked to `encodeRestorableState(with:)`;
/// the controllers it encodes (a container's children) and the one it
/// presents are preserved after it, under its path. A controller without
/// an identifier is left out with everything it contains or presents.
@MainActor
final class StatePreservation {
    private(set) var archive = StateRestorationArchive()
    private var recorded: [ObjectIdentifier: Int] = [:]
    /// The objects registered for restoration (other than controllers).
    let registry: StateRestorationRegistry

    init(registry: StateRestorationRegistry) {
        self.registry = registry
    }

    /// Preserves a registered object that record `owner` encoded, once:
    /// its path is its restoration parents' identifiers then its own. Its
    /// record index, or nil (reported) when it was not registered.
    func preserveObject(_ object: any UIStateRestoring, from owner: Int?) -> Int? {
        if let index = recorded[ObjectIdentifier(object)] { return index }
        guard registry.identifier(of: object) != nil, let path = registry.path(of: object) else {
            UIKitDiagnostics.report(
                "State preservation: a \(type(of: object)) was encoded but is not registered for state restoration "
                    + "(UIApplication.registerObject(forStateRestoration:restorationIdentifier:)); it is left out.")
            return nil
        }
        let index = archive.records.count
        recorded[ObjectIdentifier(object)] = index
        var record = StateRestorationArchive.Record(path: path, className: StateRestorationArchive.name(of: type(of: object)), parent: owner)
        record.isObject = true
        record.restorationClassName = object.objectRestorationClass.map { StateRestorationArchive.name(of: $0) }
        archive.records.append(record)
        let coder = StateRestorationCoder(mode: .encoding(self, owner: index), subject: "the object at \(path.joined(separator: "/"))")
        object.encodeRestorableState(with: coder)
        archive.records[index].state = coder.values
        return index
    }

    /// Preserves `controller`, reached from record `owner` (nil: a
    /// window's root), once; its record index, or nil when it has no
    /// restoration identifier.
    @discardableResult
    func preserve(_ controller: UIViewController, from owner: Int?) -> Int? {
        if let index = recorded[ObjectIdentifier(controller)] { return index }
        guard let identifier = controller.restorationIdentifier else { return nil }
        let path = (owner.map { archive.records[$0].path } ?? []) + [identifier]
        let index = archive.records.count
        recorded[ObjectIdentifier(controller)] = index
        var record = StateRestorationArchive.Record(path: path, className: StateRestorationArchive.name(of: type(of: controller)), parent: owner)
        if let restorationClass = controller.restorationClass {
            record.restorationClassName = StateRestorationArchive.name(of: restorationClass)
        }
        if let storyboard = controller.storyboard {
            let identifier = (controller.archivedScene as? StoryboardScene)?.element["storyboardIdentifier"]
            record.storyboard = .init(name: storyboard.name, bundlePath: storyboard.bundleStorage.bundlePath, identifier: identifier)
        }
        archive.records.append(record)

        let subject = "the view controller at \(path.joined(separator: "/"))"
        let coder = StateRestorationCoder(mode: .encoding(self, owner: index), subject: subject)
        controller.encodeRestorableState(with: coder)
        archive.records[index].state = coder.values
        if let view = controller.viewIfLoaded {
            archive.records[index].views = viewStates(in: view, of: controller, subject: subject)
        }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller,
            let presentedIndex = preserve(presented, from: index)
        {
            archive.records[index].presented = presentedIndex
            archive.records[index].presentationStyle = presented.modalPresentationStyle.rawValue
        }
        return index
    }

    /// The state of each view with a restoration identifier in `root`'s
    /// tree that belongs to `controller` (not to a child controller's view).
    private func viewStates(in root: UIView, of controller: UIViewController, subject: String) -> [String: [String: Any]] {
        var states: [String: [String: Any]] = [:]
        var pending = [root]
        while let view = pending.popLast() {
            if view !== root, let owner = view.next as? UIViewController, owner !== controller { continue }
            if let identifier = view.restorationIdentifier, states[identifier] == nil {
                let coder = StateRestorationCoder(
                    mode: .encoding(self, owner: recorded[ObjectIdentifier(controller)]), subject: "view '\(identifier)' of \(subject)")
                view.encodeRestorableState(with: coder)
                states[identifier] = coder.values
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return states
    }

    /// The application's own state (`willEncodeRestorableStateWith`).
    func setApplicationState(_ values: [String: Any]) {
        archive.application = values
    }
}
