internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

extension Compositor {
    /// Draws `contents` (a `CGImage`) by gravity, contents rect, contents
    /// centre and scale, cross-fading while a `contents` animation runs.
    /// `clip`, when given, is applied to each paint of the image (never
    /// with a cross-fade, which must be clipped as a whole).
    static func drawImageContents(state: LayerState, cr: OpaquePointer, alpha: Double, clip: ContentsClip? = nil) {
        let current = state.contentsImage
        guard let transition = state.contentsTransition else {
            if let current { drawImage(current, state: state, cr: cr, alpha: alpha, clip: clip) }
            return
        }
        let previous = transition.from.flatMap { $0 as? CGImage }
        let p = Swift.min(Swift.max(transition.progress, 0), 1)
        // A cross-dissolve: (1 − p)·old + p·new, added in a group.
        cairo_push_group(cr)
        if let previous { drawImage(previous, state: state, cr: cr, alpha: 1 - p) }
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        if let current { drawImage(current, state: state, cr: cr, alpha: p) }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    /// Draws one image into the layer's bounds, each paint clipped to
    /// `clip` when given.
    static func drawImage(_ image: CGImage, state: LayerState, cr: OpaquePointer, alpha: Double, clip: ContentsClip? = nil) {
        guard let (source, contentSize, destination) = ContentsLayout.placement(of: image, in: state) else { return }
        let scale = state.contentsScale > 0 && state.contentsScale.isFinite ? state.contentsScale : 1
        let center = state.contentsCenter.standardized
        let stretchable = [.resize, .resizeAspect, .resizeAspectFill].contains(state.contentsGravity)
        let filter = destination.width < contentSize.width ? state.minificationFilter : state.magnificationFilter
        if stretchable && center != CGRect(x: 0, y: 0, width: 1, height: 1) {
            for (from, to) in ContentsLayout.nineSlice(source: source, center: center, destination: destination, scale: scale) {
                paint(image, from: from, to: to, cr: cr, alpha: alpha, filter: filter, clip: clip)
            }
        } else {
            paint(image, from: source, to: destination, cr: cr, alpha: alpha, filter: filter, clip: clip)
        }
    }

    /// Paints the `from` pixels of `image` stretched into `to`.
    ///
    /// The source is a sub-surface of exactly `from` with its edges padded,
    /// so smoothing never pulls in pixels from outside it (the slices of a
    /// stretched image meet without seams).
    ///
    /// With a `clip`, the paint is clipped to its outline first. When the
    /// outline's coverage is cached, `to` is exactly the outline's
    /// rectangle on whole device pixels and `alpha` is 1, the image is
    /// masked by the coverage instead, which gives the same pixels.
    static func paint(
        _ image: CGImage, from: CGRect, to: CGRect, cr: OpaquePointer, alpha: Double, filter: CALayerContentsFilter,
        clip: ContentsClip? = nil
    ) {
        guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else { return }
        let whole = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let region = from.intersection(whole)
        guard !region.isNull, region.width > 0, region.height > 0,
              let piece = cairo_surface_create_for_rectangle(
                image.cairoSurface, Double(region.minX), Double(region.minY), Double(region.width), Double(region.height))
        else { return }
        defer { cairo_surface_destroy(piece) }
        let pattern = cairo_pattern_create_for_surface(piece)!
        defer { cairo_pattern_destroy(pattern) }
        // Pattern matrix maps user space (destination) to the piece's pixels.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, Double(from.minX - region.minX), Double(from.minY - region.minY))
        cairo_matrix_scale(&matrix, Double(from.width / to.width), Double(from.height / to.height))
        cairo_matrix_translate(&matrix, -Double(to.minX), -Double(to.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        cairo_save(cr)
        if let clip, let coverage = clip.coverage, alpha >= 1, to == clip.shape.rect,
           PixelRect(exactly: to, under: ctm) != nil {
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(to.minX), Double(to.minY), Double(to.width), Double(to.height))
            cairo_clip(cr)
            cairo_set_source(cr, pattern)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, coverage.mask.surface, Double(coverage.x), Double(coverage.y))
        } else {
            if let clip {
                clip.shape.addOutline(to: cr)
                cairo_clip(cr)
            }
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(to.minX), Double(to.minY), Double(to.width), Double(to.height))
            cairo_clip(cr)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }
}

/// Where contents go in the bounds.
enum ContentsLayout {
    /// The rectangle the contents occupy for a gravity.
    ///
    /// Gravity names follow Core Animation's y-up convention, as on iOS:
    /// `.top` aligns with the bounds' maximum y — the bottom in UIKit's
    /// y-down space — and `.bottom` with the top. (UIKit maps a view's
    /// `contentMode` `.top` to the `.bottom` gravity for this reason.)
    /// Where `image` goes in a layer in `state`: the source rectangle in
    /// image pixels (y down, origin top left, from `contentsRect`), its size
    /// in points (by `contentsScale`) and the destination in the layer's
    /// bounds (by gravity); nil when either is empty or not finite.
    static func placement(of image: CGImage, in state: LayerState) -> (source: CGRect, contentSize: CGSize, destination: CGRect)? {
        let scale = state.contentsScale > 0 && state.contentsScale.isFinite ? state.contentsScale : 1
        let unit = state.contentsRect.standardized
        let pixelWidth = CGFloat(image.width), pixelHeight = CGFloat(image.height)
        let source = CGRect(
            x: unit.minX * pixelWidth, y: unit.minY * pixelHeight,
            width: unit.width * pixelWidth, height: unit.height * pixelHeight)
        guard source.width > 0, source.height > 0, source.width.isFinite, source.height.isFinite else { return nil }
        let contentSize = CGSize(width: source.width / scale, height: source.height / scale)
        let destination = destination(gravity: state.contentsGravity, contentSize: contentSize, bounds: state.bounds)
        guard destination.width > 0, destination.height > 0 else { return nil }
        return (source, contentSize, destination)
    }

    static func destination(gravity: CALayerContentsGravity, contentSize: CGSize, bounds: CGRect) -> CGRect {
        let w = contentSize.width, h = contentSize.height
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return .zero }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = gravity == .resizeAspect ? Swift.min(sx, sy) : Swift.max(sx, sy)
            let size = CGSize(width: w * s, height: h * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        default:
            let name = gravity.rawValue.lowercased()
            var x = bounds.midX - w / 2
            var y = bounds.midY - h / 2
            if name.hasSuffix("left") { x = bounds.minX }
            if name.hasSuffix("right") { x = bounds.maxX - w }
            if name.hasPrefix("top") { y = bounds.maxY - h }
            if name.hasPrefix("bottom") { y = bounds.minY }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }

    private static func widenCenter(_ edges: inout [CGFloat]) {
        guard edges[2] - edges[1] < 1, edges[3] - edges[0] >= 1 else { return }
        edges[2] = Swift.min(edges[1] + 1, edges[3])
        edges[1] = Swift.max(edges[2] - 1, edges[0])
    }

    /// The nine (source, destination) pairs of a stretched image whose
    /// middle is `center` (unit coordinates of the source).
    static func nineSlice(source: CGRect, center: CGRect, destination: CGRect, scale: CGFloat) -> [(CGRect, CGRect)] {
        var sx = [source.minX, source.minX + center.minX * source.width,
                  source.minX + center.maxX * source.width, source.maxX]
        var sy = [source.minY, source.minY + center.minY * source.height,
                  source.minY + center.maxY * source.height, source.maxY]
        // A zero-size centre stretches the one pixel row or column there.
        widenCenter(&sx)
        widenCenter(&sy)
        let left = (sx[1] - sx[0]) / scale, right = (sx[3] - sx[2]) / scale
        let top = (sy[1] - sy[0]) / scale, bottom = (sy[3] - sy[2]) / scale
        // Fixed edges shrink proportionally when the destination is too small.
        let fx = Swift.min(1, destination.width / Swift.max(left + right, .leastNonzeroMagnitude))
        let fy = Swift.min(1, destination.height / Swift.max(top + bottom, .leastNonzeroMagnitude))
        let dx = [destination.minX, destination.minX + left * fx, destination.maxX - right * fx, destination.maxX]
        let dy = [destination.minY, destination.minY + top * fy, destination.maxY - bottom * fy, destination.maxY]
        var pieces: [(CGRect, CGRect)] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let from = CGRect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j])
                let to = CGRect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                if from.width > 0, from.height > 0, to.width > 0, to.height > 0 { pieces.append((from, to)) }
            }
        }
        return pieces
    }
}
