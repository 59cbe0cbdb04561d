import Foundation

/// The animations a transaction's completion block waits for.
///
/// The block runs once the group is sealed (its transaction committed, or
/// another block set) and every animation added while it was current has
/// finished or been removed.
@MainActor
final class TransactionCompletionGroup {
    private var block: (() -> Void)?
    private var pending = 0
    private var sealed = false

    init(block: @escaping () -> Void) {
        self.block = block
    }

    func animationAdded() {
        pending += 1
    }

    /// An animation of the group stopped; returns the block if it is now due.
    func animationStopped() -> (() -> Void)? {
        pending -= 1
        return takeIfDue()
    }

    /// Seals the group; returns the block if it is now due.
    func seal() -> (() -> Void)? {
        sealed = true
        return takeIfDue()
    }

    private func takeIfDue() -> (() -> Void)? {
        guard sealed, pending <= 0, let block else { return nil }
        self.block = nil
        return block
    }
}
