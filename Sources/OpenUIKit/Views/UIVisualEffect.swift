import Foundation

/// A visual effect a ``UIVisualEffectView`` applies; use a subclass
/// (``UIBlurEffect``).
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @unchecked Sendable {
    /// Creates an effect that draws nothing over the backdrop.
    public override init() {
        super.init()
    }

    /// The backdrop this effect draws for `style` (the view's interface
    /// style): no blur and no tint.
    func backdrop(for style: UIUserInterfaceStyle) -> BackdropAppearance { .none }
}

/// What a visual effect view's backdrop shows: the blur's standard
/// deviation in points and the tint laid over it.
struct BackdropAppearance: Equatable {
    var blurRadius: CGFloat
    var tint: UIColor

    static let none = BackdropAppearance(blurRadius: 0, tint: .clear)
}
