import Foundation

extension UITextField {
    /// Why editing ended, with UIKit's raw values.
    public enum DidEndEditingReason: Int, Sendable {
        /// The text field resigned (or its view left the window).
        case committed = 0
        /// Editing was cancelled (not reported by OpenUIKit: it has no
        /// focus-engine cancellation).
        case cancelled = 1
    }
}
