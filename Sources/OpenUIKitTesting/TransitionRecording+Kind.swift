import Foundation

extension TransitionRecording {
    /// Which way a recorded transition went.
    public enum Kind: String, Sendable {
        /// A view controller was being presented.
        case presentation
        /// A presented view controller was being dismissed.
        case dismissal
    }
}
