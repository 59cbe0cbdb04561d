/// The objects registered for state restoration, with their identifiers
/// (held weakly: registering does not keep an object alive).
@MainActor
final class StateRestorationRegistry {
    private struct Entry {
        weak var object: (any UIStateRestoring)?
        let identifier: String
    }

    private var entries: [Entry] = []

    /// Registers `object` under `identifier` (again: the new identifier).
    func register(_ object: any UIStateRestoring, identifier: String) {
        entries.removeAll { $0.object == nil || $0.object === object }
        entries.append(Entry(object: object, identifier: identifier))
    }

    /// The identifier `object` was registered with.
    func identifier(of object: any UIStateRestoring) -> String? {
        entries.first { $0.object === object }?.identifier
    }

    /// The first live object registered whose path — its parent's
    /// identifiers' path, then its own — is `path`.
    func object(at path: [String]) -> (any UIStateRestoring)? {
        entries.first { entry in
            guard let object = entry.object else { return false }
            return self.path(of: object) == path
        }?.object
    }

    /// `object`'s restoration path: its restoration parents' identifiers
    /// (a controller's or view's `restorationIdentifier`, or the registered
    /// one), outermost first, then its own; nil when one is missing.
    func path(of object: any UIStateRestoring) -> [String]? {
        var components: [String] = []
        var current: (any UIStateRestoring)? = object
        var steps = 0
        while let item = current, steps < 64 {
            guard let identifier = identifier(of: item) ?? (item as? UIViewController)?.restorationIdentifier
                ?? (item as? UIView)?.restorationIdentifier
            else { return nil }
            components.insert(identifier, at: 0)
            current = item.restorationParent
            steps += 1
        }
        return components
    }
}
