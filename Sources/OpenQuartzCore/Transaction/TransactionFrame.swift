import Foundation

/// One level of the transaction stack: its settings and completion group.
@MainActor
final class TransactionFrame {
    /// Whether the frame was created implicitly by a layer change.
    let isImplicit: Bool
    var values: [String: Any] = [:]
    var completionGroup: TransactionCompletionGroup?

    init(isImplicit: Bool) {
        self.isImplicit = isImplicit
    }
}
