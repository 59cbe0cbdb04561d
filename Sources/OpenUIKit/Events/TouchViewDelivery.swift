import Foundation

/// How a touch's view hears of the touch: which messages it has had,
/// which wait for gesture recognizers to decide (`delaysTouchesBegan`,
/// `delaysTouchesEnded`), and whether the view is cut off from it.
struct TouchViewDelivery {
    /// Where the view stands in the touch's life.
    enum Stage {
        /// The view has not had `touchesBegan` yet.
        case notBegun
        /// The view had `touchesBegan` and waits for more.
        case began
        /// The view had its last message (ended or cancelled) or never gets one.
        case closed
    }

    /// Where the view stands.
    var stage = Stage.notBegun
    /// Phases held back while a recognizer decides, oldest first.
    var held: [UITouch.Phase] = []
    /// A recognizer that cancels touches in the view recognized with this touch.
    var isCancelled = false
    /// The touch's view no longer is in the touch's window (reported once).
    var reportedDetached = false
}
