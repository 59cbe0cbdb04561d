import Foundation

/// Feedback for the outcome of a task.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome.
    public enum FeedbackType: Int, Sendable {
        /// It succeeded.
        case success = 0
        /// It produced a warning.
        case warning = 1
        /// It failed.
        case error = 2
    }

    /// The task ended with `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        occur(.notification(notificationType))
    }
}
