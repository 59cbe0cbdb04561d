import Foundation

/// Feedback for a change of selection (a picker wheel's tick).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed.
    open func selectionChanged() {
        occur(.selectionChanged)
    }
}
