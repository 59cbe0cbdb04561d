import Foundation

extension CGContext {
    /// Sets the global alpha multiplied into everything drawn (default 1),
    /// clamped to [0, 1]. NaN is ignored.
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else { return }
        gstate.alpha = Swift.min(1, Swift.max(0, alpha))
    }

    /// Sets how drawing combines with the bitmap (default normal).
    ///
    /// Every mode maps to a Cairo operator; see ``CGBlendMode``. The only
    /// approximation is ``CGBlendMode/plusDarker``, drawn as multiply.
    public func setBlendMode(_ mode: CGBlendMode) {
        gstate.blendMode = mode
    }

    /// Turns antialiasing of paths and clips on or off (default on); part
    /// of the graphics state. Takes effect only while
    /// ``setAllowsAntialiasing(_:)`` allows it.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        gstate.shouldAntialias = shouldAntialias
    }

    /// Allows or forbids antialiasing (default allowed). Antialiasing
    /// happens only when allowed and ``setShouldAntialias(_:)`` is on.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        gstate.allowsAntialiasing = allowsAntialiasing
    }

    /// How scaled images are resampled; part of the graphics state. See
    /// ``CGInterpolationQuality`` for the Cairo filters used.
    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolationQuality }
        set { gstate.interpolationQuality = newValue }
    }
}
