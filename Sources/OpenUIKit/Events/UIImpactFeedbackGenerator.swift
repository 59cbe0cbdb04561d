import Foundation

/// Feedback for a collision or a snap into place.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light = 0
        /// A medium impact.
        case medium = 1
        /// A heavy impact.
        case heavy = 2
        /// A soft, flexible impact.
        case soft = 3
        /// A hard, rigid impact.
        case rigid = 4
    }

    /// The generator's style.
    private let style: FeedbackStyle

    /// Creates a generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of medium impacts.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// An impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// An impact at `intensity`, clamped to 0…1 (a non-finite value counts as 1).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isFinite ? min(max(intensity, 0), 1) : 1
        occur(.impact(style, intensity: clamped))
    }
}
