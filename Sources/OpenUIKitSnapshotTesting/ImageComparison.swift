import Foundation
import OpenUIKitTesting

/// How far a new image is from a reference, pixel by pixel.
///
/// A pixel matches when its bytes are equal or, with a perceptual
/// precision below 1, when its colour (composited over white) is within
/// CIE76 ΔE `(1 − perceptualPrecision) × 100` of the reference's. The
/// images match when no more than `(1 − precision)` of the pixels differ.
struct ImageComparison {
    /// Pixels that do not match.
    private(set) var differingPixels = 0
    /// All pixels compared.
    let totalPixels: Int
    /// The largest colour difference seen (CIE76 ΔE: 0 for equal colours, about 2.3 just noticeable, 176 from red to blue).
    private(set) var largestDeltaE = 0.0
    /// `|reference − new|` per channel, opaque; black where equal.
    let difference: CGImage

    /// Compares two images of the same pixel size; nil when the sizes differ.
    init?(reference: CGImage, new: CGImage, perceptualPrecision: Double) {
        guard reference.width == new.width, reference.height == new.height,
              let old = PixelBuffer(reference), let fresh = PixelBuffer(new), let diff = PixelBuffer(new)
        else { return nil }
        totalPixels = old.width * old.height
        let threshold = (1 - Swift.min(1, Swift.max(0, perceptualPrecision))) * 100
        for y in 0..<old.height {
            let a = old.row(y), b = fresh.row(y), d = diff.row(y)
            for x in 0..<old.width {
                let i = x * 4
                let same = a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] && a[i + 3] == b[i + 3]
                for channel in 0..<3 {
                    d[i + channel] = same ? 0 : UInt8(abs(Int(a[i + channel]) - Int(b[i + channel])))
                }
                d[i + 3] = 255
                guard !same else { continue }
                let deltaE = Self.deltaE(a + i, b + i)
                largestDeltaE = Swift.max(largestDeltaE, deltaE)
                if threshold == 0 || deltaE > threshold { differingPixels += 1 }
            }
        }
        difference = diff.context.makeImage()!
    }

    /// Whether at most `(1 − precision)` of the pixels differ.
    func matches(precision: Double) -> Bool {
        differingPixels <= Self.allowedPixels(precision: precision, of: totalPixels)
    }

    /// How many of `total` pixels may differ at `precision` (given as a
    /// `Float` by callers: 0.99 is 0.9900000095, so round off the noise).
    static func allowedPixels(precision: Double, of total: Int) -> Int {
        Int(((1 - Swift.min(1, Swift.max(0, precision))) * Double(total) + 1e-4).rounded(.down))
    }

    /// CIE76 ΔE between two premultiplied BGRA pixels composited over white.
    static func deltaE(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Double {
        let l = lab(a), r = lab(b)
        return ((l.0 - r.0) * (l.0 - r.0) + (l.1 - r.1) * (l.1 - r.1) + (l.2 - r.2) * (l.2 - r.2)).squareRoot()
    }

    /// CIELAB (D65) of a premultiplied BGRA pixel over white.
    private static func lab(_ p: UnsafePointer<UInt8>) -> (Double, Double, Double) {
        let white = 255 - Double(p[3])
        func linear(_ byte: UInt8) -> Double {
            let c = (Double(byte) + white) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(p[2]), g = linear(p[1]), b = linear(p[0])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
