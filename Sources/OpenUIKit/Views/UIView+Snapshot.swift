import Foundation

extension UIView {
    /// `drawHierarchy(in:afterScreenUpdates:)`'s default implementation.
    func defaultDrawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { applyPendingScreenUpdates() }
        let r = rect.standardized
        guard let presentation = layer.presentation() else { return false }
        let region = presentation.bounds
        guard region.width > 0, region.height > 0, r.width > 0, r.height > 0,
            [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite)
        else { return true }
        // Render at the destination's device resolution.
        let ctm = context.ctm
        let deviceWidth = r.width * (ctm.a * ctm.a + ctm.b * ctm.b).squareRoot()
        let deviceHeight = r.height * (ctm.c * ctm.c + ctm.d * ctm.d).squareRoot()
        let scale = CGSize(
            width: Swift.max(deviceWidth.rounded(.up), 1) / region.width,
            height: Swift.max(deviceHeight.rounded(.up), 1) / region.height)
        guard let picture = renderPresentation(region: region, scale: scale) else { return true }
        UIImage.draw(picture, orientation: .up, in: r, context: context)
        return true
    }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`'s
    /// default implementation.
    func defaultResizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        if afterUpdates { applyPendingScreenUpdates() }
        let region = rect.standardized
        let screenScale = pixelScale
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: region.size))
        snapshot.isOpaque = false
        snapshot.layer.contentsScale = screenScale
        snapshot.layer.contentsGravity = .resize
        if region.width > 0, region.height > 0 {
            snapshot.picture = renderPresentation(
                region: region, scale: CGSize(width: screenScale, height: screenScale))
        }
        if capInsets != .zero, let picture = snapshot.picture {
            let image = UIImage(cgImage: picture, scale: screenScale, orientation: .up)
                .resizableImage(withCapInsets: capInsets, resizingMode: .stretch)
            snapshot.layer.contentsCenter = UIImageView.contentsCenter(for: image)
        }
        return snapshot
    }

    /// What "after screen updates" waits for: the commit, and — for a view
    /// no window shows, which the commit leaves alone — its own layout and
    /// drawing.
    func applyPendingScreenUpdates() {
        CATransaction.flush()
        guard window == nil else { return }
        layoutIfNeeded()
        layer.displaySubtreeIfNeeded()
    }

    /// A bitmap of `region` (bounds coordinates) of the view's presentation
    /// at `scale` pixels per point; nil when the view has never been
    /// committed or the bitmap would be empty or too large.
    func renderPresentation(region: CGRect, scale: CGSize) -> CGImage? {
        guard let presentation = layer.presentation() else { return nil }
        let pixelWidth = Int((region.width * scale.width).rounded(.up))
        let pixelHeight = Int((region.height * scale.height).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 32767, pixelHeight <= 32767,
            pixelWidth * pixelHeight <= BitmapCanvas.maximumPixelCount,
            let context = BitmapCanvas.makeContext(width: pixelWidth, height: pixelHeight, opaque: false)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(pixelHeight))
        context.scaleBy(x: scale.width, y: -scale.height)
        context.translateBy(x: -region.minX, y: -region.minY)
        // The renderer draws the layer in its superlayer's space: undo the
        // layer's own placement so its bounds land on the bitmap.
        let toParent = Self.layerToParent(presentation)
        let fromParent = toParent.inverted()
        guard toParent.a * toParent.d - toParent.b * toParent.c != 0 else { return context.makeImage() }
        context.concatenate(fromParent)
        let renderer = CARenderer(cgContext: context)
        renderer.layer = layer
        renderer.bounds = region.applying(toParent).insetBy(dx: -1, dy: -1)
        renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        return context.makeImage()
    }

    /// The affine map from a layer's own coordinates to its superlayer's,
    /// from its presentation values (the affine part of a 3D transform).
    static func layerToParent(_ layer: CALayer) -> CGAffineTransform {
        let bounds = layer.bounds, anchor = layer.anchorPoint, position = layer.position
        let anchorInBounds = CGPoint(
            x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        return CGAffineTransform(translationX: -anchorInBounds.x, y: -anchorInBounds.y)
            .concatenating(CATransform3DGetAffineTransform(layer.transform))
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }
}
