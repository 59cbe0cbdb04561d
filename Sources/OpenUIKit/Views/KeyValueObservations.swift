import Foundation

/// The runtime's registry of ``NSKeyValueObservation``s, by observed
/// object; views call ``objectDidChange(_:)`` when their geometry is set.
@MainActor
final class KeyValueObservations {
    /// A weak reference to an observation.
    private struct Entry {
        weak var observation: NSKeyValueObservation?
    }

    /// The observations of each observed object, in registration order.
    /// (This and ``settingFrame`` skip dynamic exclusivity checks: every
    /// view geometry change reads them, on the main actor; no access
    /// spans a call.)
    @exclusivity(unchecked) private var byObject: [ObjectIdentifier: [Entry]] = [:]
    /// The view whose `frame` setter is running: its own changes are
    /// reported once, when the setter ends.
    @exclusivity(unchecked) private var settingFrame: ObjectIdentifier?

    /// Registers `observation` of the object `identifier` names.
    func add(_ observation: NSKeyValueObservation, of identifier: ObjectIdentifier) {
        byObject[identifier, default: []].append(Entry(observation: observation))
    }

    /// Unregisters `observation`.
    func remove(_ observation: NSKeyValueObservation, of identifier: ObjectIdentifier) {
        drop(of: identifier) { $0 === observation }
    }

    /// Drops the entries of observations that went away.
    func removeDeallocated(of identifier: ObjectIdentifier) {
        drop(of: identifier) { _ in false }
    }

    /// Drops the object's entries that went away or that `matches`, and
    /// the object once it has none.
    private func drop(of identifier: ObjectIdentifier, where matches: (NSKeyValueObservation) -> Bool) {
        byObject[identifier]?.removeAll { entry in entry.observation.map(matches) ?? true }
        if byObject[identifier]?.isEmpty == true { byObject[identifier] = nil }
    }

    /// Runs the checks of `object`'s observations (its observed values may
    /// have changed). One dictionary test when nothing is observed.
    @inline(__always)
    func objectDidChange(_ object: AnyObject) {
        guard !byObject.isEmpty else { return }
        notify(ObjectIdentifier(object))
    }

    @inline(never)
    private func notify(_ identifier: ObjectIdentifier) {
        guard identifier != settingFrame, let entries = byObject[identifier] else { return }
        for entry in entries { entry.observation?.run() }
    }

    /// Runs `body` (a `frame` setter of `object`) and reports the object's
    /// changes once, after it.
    func settingFrame(of object: AnyObject, _ body: () -> Void) {
        guard !byObject.isEmpty else { return body() }
        let identifier = ObjectIdentifier(object)
        let outer = settingFrame
        settingFrame = identifier
        body()
        settingFrame = outer
        notify(identifier)
    }
}
