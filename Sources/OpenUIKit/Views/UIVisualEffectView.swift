import Foundation
import OpenQuartzCore

/// A view that blurs and tints what is behind it, with a ``contentView``
/// for the views drawn on top.
///
/// The backdrop is composited by the renderer: the pixels already drawn
/// beneath the view inside its bounds are blurred (a Gaussian of the
/// effect's radius) and tinted, every frame they change. Setting
/// ``effect`` inside an animation block animates the blur and the tint
/// (from nothing when the effect was nil, as in UIKit); ``effect`` nil
/// shows the backdrop unblurred.
///
/// Differences from UIKit: the materials are approximations (see
/// ``UIBlurEffect``); vibrancy effects do not exist; subviews added to
/// the view itself rather than to ``contentView`` are drawn, without
/// UIKit's warning.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view under ``contentView`` whose layer draws the backdrop.
    private let backdropView = BackdropView()

    /// The view to add subviews to: drawn over the effect, filling the view.
    public let contentView = UIView()

    /// Creates a view showing `effect` (nil: no effect).
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        configureEffectView()
    }

    /// Creates a view of `frame` with no effect (`UIVisualEffectView()`
    /// too, as in UIKit).
    public override init(frame: CGRect) {
        effect = nil
        super.init(frame: frame)
        configureEffectView()
    }

    /// Creates an effect view from an archive, with no effect.
    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        configureEffectView()
    }

    /// The effect shown; set inside an animation block, the change animates.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// The effect's look follows the interface style.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle { applyEffect() }
    }

    private func configureEffectView() {
        for view in [backdropView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// Gives the backdrop the effect's blur and tint (animated inside an
    /// animation block: the backdrop's keys are view-animatable).
    private func applyEffect() {
        let appearance = effect?.backdrop(for: traitCollection.userInterfaceStyle) ?? .none
        let layer = backdropView.backdropLayer
        if layer.blurRadius != appearance.blurRadius { layer.blurRadius = appearance.blurRadius }
        let tint = appearance.tint.cgColor
        if layer.tint != tint { layer.tint = tint }
    }

    /// The backdrop's blur radius now, in points (for tests and debugging).
    var backdropBlurRadius: CGFloat { backdropView.backdropLayer.blurRadius }
}

/// A view whose layer is the backdrop.
private final class BackdropView: UIView {
    override class var layerClass: AnyClass { BackdropLayer.self }

    var backdropLayer: BackdropLayer { layer as! BackdropLayer }
}
