import Foundation

/// Timers that run on host media time: gesture recognizers' deadlines
/// (long press, multi-tap, swipe). Due timers fire at the start of a turn's
/// `.input` phase, before that turn's input, in deadline order (ties in
/// the order they were scheduled).
///
/// UIKit uses run-loop timers on the wall clock; OpenUIKit has no wall
/// clock in library code, so a deadline passes when the host's frame
/// timestamp reaches it.
///
/// The timers are read every turn and never accessed overlapping, so their
/// exclusivity is unchecked.
@MainActor
final class MediaTimeTimers {
    /// The current runtime's timers.
    static var current: MediaTimeTimers { UIKitRuntime.current.timers }

    /// A scheduled timer's identity, for cancelling.
    struct Token: Hashable {
        fileprivate let id: Int
    }

    private struct Entry {
        let token: Token
        let deadline: TimeInterval
        let action: () -> Void
    }

    @exclusivity(unchecked) private var entries: [Entry] = []
    private var nextID = 0

    /// No timers.
    init() {}

    /// Schedules `action` for the first turn at or after `deadline`.
    @discardableResult
    func schedule(at deadline: TimeInterval, _ action: @escaping () -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        entries.append(Entry(token: token, deadline: deadline, action: action))
        return token
    }

    /// Cancels a timer (nothing happens if it already fired).
    func cancel(_ token: Token?) {
        guard let token else { return }
        entries.removeAll { $0.token == token }
    }

    /// Whether any timer is waiting.
    var hasPendingTimers: Bool { !entries.isEmpty }

    /// Fires every timer due at `now`, earliest first. Timers scheduled by
    /// a firing timer fire in the same call when they are already due.
    func fireDue(now: TimeInterval) {
        while let index = indexOfEarliest(dueAt: now) {
            let entry = entries.remove(at: index)
            entry.action()
        }
    }

    private func indexOfEarliest(dueAt now: TimeInterval) -> Int? {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.deadline <= now {
            if let current = best, entries[current].deadline <= entry.deadline { continue }
            best = index
        }
        return best
    }
}
