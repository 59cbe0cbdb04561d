import Foundation

/// One level of the transaction stack: its settings and completion group.
/// A value kept in the stack's buffer, so opening a transaction (every
/// frame turn opens an implicit one) allocates nothing.
struct TransactionFrame {
    /// Whether the frame was created implicitly by a layer change.
    let isImplicit: Bool
    var values: [String: Any] = [:]
    var completionGroup: TransactionCompletionGroup?

    init(isImplicit: Bool) {
        self.isImplicit = isImplicit
    }
}
