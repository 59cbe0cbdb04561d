import Foundation
import OpenUIKit

extension TransitionDrive {
    /// What the recorder does with an interactive transition after its last frame.
    public enum Ending: Sendable {
        /// Calls `finish()`: the transition completes.
        case finish
        /// Calls `cancel()`: the transition rolls back.
        case cancel
        /// Leaves it where it is: the recording says it did not complete.
        case leaveRunning
    }
}
