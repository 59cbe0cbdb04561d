import Foundation

extension UIImage {
    /// Draws into `rect` of the current context (y down) with `blendMode`
    /// and `alpha`; see ``draw(in:blendMode:alpha:)``.
    func drawImage(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), storedCGImage != nil else { return }
        let r = rect.standardized
        guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width > 0, r.height > 0 else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if storedCapInsets != .zero {
            guard let image = tintedUprightCGImage else { return }
            drawSlices(of: image, in: r, context: context)
        } else if storedTintColor != nil {
            guard let image = tintedUprightCGImage else { return }
            Self.draw(image, orientation: .up, in: r, context: context)
        } else if let image = storedCGImage {
            Self.draw(image, orientation: storedOrientation, in: r, context: context)
        }
    }

    /// Tiles the image at its size across `rect`, aligned with the origin.
    func drawPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let image = tintedUprightCGImage else { return }
        let tile = size
        guard tile.width > 0, tile.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        Self.tile(image, tileSize: tile, origin: .zero, context: context)
        context.restoreGState()
    }

    /// Draws `image`, shown in `orientation`, stretched over `rect` of a
    /// y-down user space.
    static func draw(_ image: CGImage, orientation: Orientation, in rect: CGRect, context: CGContext) {
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let displayed = orientation.swapsAxes ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
        // `CGContext.draw` puts the first row at the top of its rect in a
        // y-up space: undo that, then orient, then fit to `rect`.
        let drawToStored = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        let displayedToUser = CGAffineTransform(scaleX: rect.width / displayed.width, y: rect.height / displayed.height)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        let transform = drawToStored
            .concatenating(orientation.storedToDisplayed(width: w, height: h))
            .concatenating(displayedToUser)
        context.saveGState()
        context.concatenate(transform)
        context.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
        context.restoreGState()
    }

    /// Draws the `source` pixels (y down, whole pixels) of upright `image`
    /// stretched over `destination`. The piece is cut out first, so
    /// smoothing never blends in pixels from beyond its edges.
    static func draw(_ image: CGImage, source: CGRect, in destination: CGRect, context: CGContext) {
        guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { return }
        let whole = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let piece = source == whole ? image : image.cropping(to: source)
        guard let piece else { return }
        draw(piece, orientation: .up, in: destination, context: context)
    }

    /// Repeats `image` as `tileSize` tiles whose grid passes through
    /// `origin`, over the clip (y-down space).
    static func tile(_ image: CGImage, tileSize: CGSize, origin: CGPoint, context: CGContext) {
        context.saveGState()
        context.translateBy(x: origin.x, y: origin.y + tileSize.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(origin: .zero, size: tileSize), byTiling: true)
        context.restoreGState()
    }

    /// Nine-slice drawing of upright `image` (cap insets fixed, the middle
    /// stretched or tiled by ``resizingMode``) into `rect`.
    func drawSlices(of image: CGImage, in rect: CGRect, context: CGContext) {
        let scale = storedScale
        let pixelWidth = CGFloat(image.width), pixelHeight = CGFloat(image.height)
        let insets = storedCapInsets
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { Swift.min(Swift.max(v.isFinite ? v : 0, 0), limit) }
        let left = clamp(insets.left * scale, pixelWidth)
        let right = clamp(insets.right * scale, pixelWidth - left)
        let top = clamp(insets.top * scale, pixelHeight)
        let bottom = clamp(insets.bottom * scale, pixelHeight - top)
        var sx = [0, left, pixelWidth - right, pixelWidth]
        var sy = [0, top, pixelHeight - bottom, pixelHeight]
        // A middle under a pixel wide stretches the one pixel there (as
        // layers do with a zero-size contentsCenter).
        Self.widenMiddle(&sx)
        Self.widenMiddle(&sy)
        // Fixed edges shrink proportionally when the rectangle is too small.
        let fixedWidth = (sx[1] - sx[0] + sx[3] - sx[2]) / scale
        let fixedHeight = (sy[1] - sy[0] + sy[3] - sy[2]) / scale
        let fx = Swift.min(1, rect.width / Swift.max(fixedWidth, .leastNonzeroMagnitude))
        let fy = Swift.min(1, rect.height / Swift.max(fixedHeight, .leastNonzeroMagnitude))
        let dx = [rect.minX, rect.minX + (sx[1] - sx[0]) / scale * fx, rect.maxX - (sx[3] - sx[2]) / scale * fx, rect.maxX]
        let dy = [rect.minY, rect.minY + (sy[1] - sy[0]) / scale * fy, rect.maxY - (sy[3] - sy[2]) / scale * fy, rect.maxY]
        for j in 0..<3 {
            for i in 0..<3 {
                let source = CGRect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j])
                let destination = CGRect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { continue }
                let tilesX = storedResizingMode == .tile && i == 1
                let tilesY = storedResizingMode == .tile && j == 1
                if (tilesX || tilesY), let piece = image.cropping(to: source) {
                    let tileSize = CGSize(
                        width: tilesX ? source.width / scale : destination.width,
                        height: tilesY ? source.height / scale : destination.height)
                    context.saveGState()
                    context.clip(to: destination)
                    Self.tile(piece, tileSize: tileSize, origin: destination.origin, context: context)
                    context.restoreGState()
                } else {
                    Self.draw(image, source: source, in: destination, context: context)
                }
            }
        }
    }

    private static func widenMiddle(_ edges: inout [CGFloat]) {
        guard edges[2] - edges[1] < 1, edges[3] - edges[0] >= 1 else { return }
        edges[2] = Swift.min(edges[1] + 1, edges[3])
        edges[1] = Swift.max(edges[2] - 1, edges[0])
    }
}
