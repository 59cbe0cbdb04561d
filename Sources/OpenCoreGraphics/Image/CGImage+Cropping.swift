import Foundation

extension CGImage {
    /// The part of the image inside `rect`, in pixels with the origin at the
    /// top-left corner (the image's first row).
    ///
    /// `rect` is standardized, made integral (outwards) and intersected with
    /// the image's bounds; `nil` when nothing is left or `rect` is not
    /// finite. The result keeps the image's layout, colour space and
    /// settings; its provider holds only the cropped bytes (Core Graphics
    /// shares the original's instead), with rows packed tightly.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard !rect.isNull, !rect.isInfinite,
            rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let crop = rect.standardized.integral.intersection(bounds)
        guard !crop.isNull, crop.width >= 1, crop.height >= 1, let data = dataProvider?.data else { return nil }
        let layout = self.layout
        let x0 = Int(crop.minX), y0 = Int(crop.minY)
        let cropWidth = Int(crop.width), cropHeight = Int(crop.height)
        let rowLength = cropWidth * layout.bytesPerPixel
        var bytes = Data(count: rowLength * cropHeight)
        bytes.withUnsafeMutableBytes { output in
            data.withUnsafeBytes { input in
                for row in 0..<cropHeight {
                    let start = (y0 + row) * bytesPerRow + x0 * layout.bytesPerPixel
                    (output.baseAddress! + row * rowLength).copyMemory(from: input.baseAddress! + start, byteCount: rowLength)
                }
            }
        }
        return withDecode { decode in
            CGImage(
                width: cropWidth, height: cropHeight, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                bytesPerRow: rowLength, space: colorSpace ?? CGColorSpace(kind: .sRGB), bitmapInfo: bitmapInfo,
                provider: CGDataProvider(data: bytes), decode: decode, shouldInterpolate: shouldInterpolate,
                intent: renderingIntent)
        }
    }

    /// Calls `body` with the image's decode array as a pointer (or `nil`).
    internal func withDecode<Result>(_ body: (UnsafePointer<CGFloat>?) -> Result) -> Result {
        guard let decodeArray else { return body(nil) }
        return decodeArray.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
