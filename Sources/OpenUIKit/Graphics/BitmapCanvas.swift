import Foundation

/// Bitmap contexts in UIKit's coordinates: y down, origin at the top left,
/// one unit per point (scaled by the pixel scale).
enum BitmapCanvas {
    /// The largest pixel count a canvas may have (as views' backing stores).
    static let maximumPixelCount = 1 << 26

    /// The pixel count covering `points` at `scale`, rounded up; nil when
    /// empty, not finite or too large.
    static func pixelSize(for points: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
        let w = points.width * scale, h = points.height * scale
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { return nil }
        let width = Int(w.rounded(.up)), height = Int(h.rounded(.up))
        guard width <= 32767, height <= 32767, width * height <= maximumPixelCount else { return nil }
        return (width, height)
    }

    /// A zeroed bitmap context of `width` × `height` pixels: premultiplied
    /// BGRA (Cairo's native layout), or without alpha (starting black) when
    /// `opaque`. The CTM is Core Graphics' default (y up).
    static func makeContext(width: Int, height: Int, opaque: Bool) -> CGContext? {
        let alpha = opaque ? CGImageAlphaInfo.noneSkipFirst : CGImageAlphaInfo.premultipliedFirst
        return CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    /// A context whose user space is `bounds` (in points, y down) scaled by
    /// `scale` onto a bitmap that covers it.
    static func makeContext(bounds: CGRect, scale: CGFloat, opaque: Bool) -> CGContext? {
        guard let (width, height) = pixelSize(for: bounds.size, scale: scale),
            let context = makeContext(width: width, height: height, opaque: opaque)
        else { return nil }
        flip(context, height: height, scale: scale, origin: bounds.origin)
        return context
    }

    /// Makes `context`'s user space y-down points starting at `origin`.
    static func flip(_ context: CGContext, height: Int, scale: CGFloat, origin: CGPoint = .zero) {
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -origin.x, y: -origin.y)
    }
}
