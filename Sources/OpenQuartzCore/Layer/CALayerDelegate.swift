import Foundation

/// The object a layer consults for drawing, layout and actions (a view is
/// its layer's delegate).
///
/// Every method is optional on Apple platforms; here each has a default
/// implementation that does what Core Animation does when the delegate does
/// not implement it.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Supplies the layer's contents. The default makes a backing store of
    /// the layer's size × `contentsScale` and calls `layer.draw(in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's contents (called from the layer's `draw(in:)`).
    /// The default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws into its backing store.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers (called from `layoutSublayers()`).
    func layoutSublayers(of layer: CALayer)
    /// The action for `event`, `NSNull()` for none (stops the search), or
    /// nil to let the layer continue searching.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Draws the layer into a new backing store with
    /// ``CALayer/displayIntoBackingStore()`` (which calls
    /// ``CALayer/draw(in:)``).
    public func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing: sublayers keep their frames.
    public func layoutSublayers(of layer: CALayer) {}
    /// Returns nil, so the layer goes on searching (``CALayer/actions``, the
    /// style, then ``CALayer/defaultAction(forKey:)``).
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
