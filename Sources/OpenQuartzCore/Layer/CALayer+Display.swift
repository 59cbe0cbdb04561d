import Foundation

extension CALayer {
    /// Marks the layer for display at the next commit.
    func markNeedsDisplay(_ rect: CGRect?) {
        guard !isPresentationCopy else { return }
        noteTreeChange()
        if let rect {
            stored.backingStoreDirtyRect = stored.backingStoreDirtyRect.map { $0.union(rect) } ?? rect
        } else {
            stored.backingStoreDirtyRect = bounds
        }
        guard !stored.needsDisplayFlag else { return }
        stored.needsDisplayFlag = true
        CoreAnimationState.current.layerNeedsDisplay(self)
    }

    /// Core Animation's default display: draw into a new backing store of
    /// the bounds' size × `contentsScale` and make it the contents.
    ///
    /// Called by the delegate's default `display(_:)`, and by ``display()``
    /// when the layer has no delegate. An empty or non-finite size, or one
    /// over 2²⁶ pixels, clears the contents instead. The context's
    /// coordinates are the layer's (y down, origin at `bounds.origin`), as
    /// on iOS; its pixels are premultiplied BGRA (Cairo's native layout). An
    /// OpenQuartzCore addition, public so delegates can fall back to it.
    public func displayIntoBackingStore() {
        stored.needsDisplayFlag = false
        stored.backingStoreDirtyRect = nil
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let size = bounds.size
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard size.width.isFinite, size.height.isFinite, width > 0, height > 0, width * height <= 1 << 26 else {
            contents = nil
            return
        }
        guard let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else {
            contents = nil
            return
        }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
        delegate?.layerWillDraw(self)
        draw(in: context)
        contents = context.makeImage()
    }
}
