import Foundation

/// A layer's rounded `masksToBounds` outline, applied to its contents image
/// at each paint instead of once around all of them, so that an image
/// filling exactly the outline's rectangle can be painted through the
/// outline's cached coverage (see ``Compositor/paint(_:from:to:cr:alpha:filter:clip:)``)
/// rather than through a path clip Cairo would rasterise again.
struct ContentsClip {
    /// The outline clipped to.
    let shape: LayerShape
    /// The outline's cached coverage and the device pixel its top-left
    /// goes to, when the pass has one that is known to give Cairo's pixels.
    let coverage: (mask: CoverageMask, x: Int, y: Int)?
}
