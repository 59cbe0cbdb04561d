import Foundation

/// The base of the haptic feedback generators.
///
/// Linux hosts have no haptic engine: a generator's feedback plays
/// nothing, and is recorded instead in ``occurredFeedback`` (an OpenUIKit
/// addition, per app) so tests can check that the app asked for it.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// One piece of feedback an app asked for. An OpenUIKit addition.
    public enum Feedback: Equatable, Sendable {
        /// ``UIImpactFeedbackGenerator/impactOccurred(intensity:)``.
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// ``UISelectionFeedbackGenerator/selectionChanged()``.
        case selectionChanged
        /// ``UINotificationFeedbackGenerator/notificationOccurred(_:)``.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
    }

    /// Creates a generator.
    public override init() {
        super.init()
    }

    /// Readies the haptic engine for feedback soon. Nothing to ready here.
    open func prepare() {}

    /// The feedback the current app's generators produced, oldest first.
    /// An OpenUIKit addition for tests.
    public static var occurredFeedback: [Feedback] { UIKitRuntime.current.occurredFeedback }

    /// Records feedback for the current app.
    func occur(_ feedback: Feedback) {
        UIKitRuntime.current.occurredFeedback.append(feedback)
    }
}
