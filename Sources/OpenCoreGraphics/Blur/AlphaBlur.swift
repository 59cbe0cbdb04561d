internal import CCairo
import Foundation

/// A fast approximate Gaussian blur for shadow masks.
///
/// SPI for the layers above (OpenQuartzCore blurs layer shadows with it)
/// and used by ``CGContext``'s shadows; Cairo 1.16 has no blur. Three
/// successive box blurs, vertically then horizontally, with widths from the
/// standard formula for approximating a Gaussian of standard deviation
/// `sigma` (Kovesi, "Fast almost-Gaussian filtering"), cost O(pixels)
/// whatever the radius: about 10 ms for a 1170 × 2532 plane in a release
/// build on one core, nothing allocated per pixel. Values keep 8 fractional
/// bits within each direction and are rounded to 8 bits between the two,
/// so the total of all values is conserved to within about 1 % as long as
/// the blurred content stays inside the buffer: pad content by
/// ``padding(forSigma:)`` pixels on every side. Pixels outside the buffer
/// count as transparent.
@_spi(Cairo) public enum AlphaBlur {
    /// The widths (odd) of the three box blurs that approximate a Gaussian
    /// of standard deviation `sigma`; empty when `sigma` is not positive
    /// and finite.
    public static func boxSizes(forSigma sigma: Double) -> [Int] {
        guard sigma > 0, sigma.isFinite else { return [] }
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = Swift.max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let lowerCount = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < lowerCount ? lower : upper }
    }

    /// How many pixels blurred content spreads on each side: the sum of the
    /// three box radii (0 for a `sigma` of 0).
    public static func padding(forSigma sigma: Double) -> Int {
        boxSizes(forSigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
    }

    /// Blurs a Cairo image surface in place.
    ///
    /// `surface` must be a `cairo_surface_t *` image surface in
    /// `CAIRO_FORMAT_A8` (the alpha plane is blurred) or
    /// `CAIRO_FORMAT_ARGB32` (all four premultiplied channels are blurred);
    /// other surfaces are left alone. The surface is flushed before and
    /// marked dirty after. A `sigma` of 0 or less, or not finite, changes
    /// nothing.
    public static func blur(surface: OpaquePointer, sigma: Double) {
        guard sigma > 0, sigma.isFinite, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_A8:
            blur(plane: data, width: width, height: height, bytesPerRow: stride, pixelStride: 1, sigma: sigma)
        case CAIRO_FORMAT_ARGB32:
            for channel in 0..<4 {
                blur(plane: data + channel, width: width, height: height, bytesPerRow: stride, pixelStride: 4, sigma: sigma)
            }
        default:
            return
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Blurs one 8-bit plane in place: the byte at `plane + y·bytesPerRow +
    /// x·pixelStride` for every pixel.
    ///
    /// Columns are blurred first, 32 at a time, and written back; then rows,
    /// 32 at a time. Within each stage values keep 8 fractional bits; the
    /// plane itself holds the result between the stages (rounded to 8
    /// bits). A strip of columns (then rows) that is transparent is left as
    /// it is: blurring gives it back unchanged. Allocates two strip buffers
    /// per call, nothing per pixel.
    public static func blur(
        plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, pixelStride: Int, sigma: Double
    ) {
        let radii = boxSizes(forSigma: sigma).map { ($0 - 1) / 2 }
        guard width > 0, height > 0, radii.contains(where: { $0 > 0 }) else { return }
        let plane = Plane(base: plane, width: width, height: height, bytesPerRow: bytesPerRow, pixelStride: pixelStride)
        blurColumns(of: plane, radii: radii)
        blurRows(of: plane, radii: radii)
    }

    /// The columns or rows a pass runs down at once: every pass runs down
    /// a strip of this many interleaved columns, so the inner loops run
    /// across the strip and vectorize (rows are interleaved into a strip
    /// first).
    private static let strip = 32

    /// An 8-bit plane: where its bytes are.
    private struct Plane {
        let base: UnsafeMutablePointer<UInt8>
        let width: Int, height: Int, bytesPerRow: Int, pixelStride: Int
    }

    /// The vertical stage: `strip` columns at a time.
    private static func blurColumns(of plane: Plane, radii: [Int]) {
        let (width, height, bytesPerRow, pixelStride) = (plane.width, plane.height, plane.bytesPerRow, plane.pixelStride)
        let buffers = StripBuffers(length: height)
        defer { buffers.deallocate() }
        var x0 = 0
        while x0 < width {
            let columns = Swift.min(strip, width - x0)
            var any: UInt16 = 0
            for y in 0..<height {
                let row = plane.base + y * bytesPerRow + x0 * pixelStride
                let out = buffers.a + y * columns
                if pixelStride == 1 {
                    for x in 0..<columns {
                        out[x] = UInt16(row[x]) << 8
                        any |= out[x]
                    }
                } else {
                    for x in 0..<columns {
                        out[x] = UInt16(row[x * pixelStride]) << 8
                        any |= out[x]
                    }
                }
            }
            // Transparent columns stay transparent (a mask's padding).
            guard any != 0 else {
                x0 += columns
                continue
            }
            threePasses(columns: columns, length: height, radii: radii, buffers.a, buffers.b, buffers.sums)
            for y in 0..<height {
                let input = buffers.b + y * columns
                let row = plane.base + y * bytesPerRow + x0 * pixelStride
                if pixelStride == 1 {
                    for x in 0..<columns { row[x] = narrow(input[x]) }
                } else {
                    for x in 0..<columns { row[x * pixelStride] = narrow(input[x]) }
                }
            }
            x0 += columns
        }
    }

    /// The horizontal stage: `strip` rows at a time, transposed in
    /// `strip` × `strip` blocks so that x runs down the strip and both
    /// sides stay in L1.
    private static func blurRows(of plane: Plane, radii: [Int]) {
        let (width, height, bytesPerRow, pixelStride) = (plane.width, plane.height, plane.bytesPerRow, plane.pixelStride)
        let buffers = StripBuffers(length: width)
        defer { buffers.deallocate() }
        let stripA = buffers.a, stripB = buffers.b
        var y0 = 0
        while y0 < height {
            let rows = Swift.min(strip, height - y0)
            var any: UInt16 = 0
            var anyTile: UInt64 = 0
            // Whole 8 × 8 tiles of a one-byte-per-pixel plane go through
            // ``loadTile(of:bytesPerRow:x:y:into:rows:k:)``; the rest, element by element.
            let tiledRows = pixelStride == 1 ? rows & ~7 : 0
            let tiledWidth = pixelStride == 1 ? width & ~7 : 0
            var xb = 0
            while xb < width {
                let xe = Swift.min(xb + strip, width)
                let tileEnd = Swift.min(xe, tiledWidth)
                for k in stride(from: 0, to: tiledRows, by: 8) {
                    for x in stride(from: xb, to: tileEnd, by: 8) {
                        anyTile |= loadTile(of: plane.base, bytesPerRow: bytesPerRow, x: x, y: y0 + k, into: stripA, rows: rows, k: k)
                    }
                }
                for k in 0..<rows {
                    let row = plane.base + (y0 + k) * bytesPerRow
                    if pixelStride == 1 {
                        for x in (k < tiledRows ? Swift.max(xb, tileEnd) : xb)..<xe {
                            stripA[x * rows + k] = UInt16(row[x]) << 8
                            any |= stripA[x * rows + k]
                        }
                    } else {
                        for x in xb..<xe {
                            stripA[x * rows + k] = UInt16(row[x * pixelStride]) << 8
                            any |= stripA[x * rows + k]
                        }
                    }
                }
                xb = xe
            }
            guard any != 0 || anyTile != 0 else {
                y0 += rows
                continue
            }
            threePasses(columns: rows, length: width, radii: radii, stripA, stripB, buffers.sums)
            xb = 0
            while xb < width {
                let xe = Swift.min(xb + strip, width)
                let tileEnd = Swift.min(xe, tiledWidth)
                for k in stride(from: 0, to: tiledRows, by: 8) {
                    for x in stride(from: xb, to: tileEnd, by: 8) {
                        storeTile(from: stripB, rows: rows, k: k, into: plane.base, bytesPerRow: bytesPerRow, x: x, y: y0 + k)
                    }
                }
                for k in 0..<rows {
                    let row = plane.base + (y0 + k) * bytesPerRow
                    if pixelStride == 1 {
                        for x in (k < tiledRows ? Swift.max(xb, tileEnd) : xb)..<xe { row[x] = narrow(stripB[x * rows + k]) }
                    } else {
                        for x in xb..<xe { row[x * pixelStride] = narrow(stripB[x * rows + k]) }
                    }
                }
                xb = xe
            }
            y0 += rows
        }
    }

    /// Two strip buffers of `strip` × `length` values and the
    /// running sums.
    private struct StripBuffers {
        let a: UnsafeMutablePointer<UInt16>
        let b: UnsafeMutablePointer<UInt16>
        let sums: UnsafeMutablePointer<UInt32>

        init(length: Int) {
            a = .allocate(capacity: strip * length)
            b = .allocate(capacity: strip * length)
            sums = .allocate(capacity: strip)
        }

        func deallocate() {
            a.deallocate()
            b.deallocate()
            sums.deallocate()
        }
    }

    /// The three box passes: `a` → `b` → `a` → `b`.
    @inline(__always)
    private static func threePasses(
        columns: Int, length: Int, radii: [Int],
        _ a: UnsafeMutablePointer<UInt16>, _ b: UnsafeMutablePointer<UInt16>, _ sums: UnsafeMutablePointer<UInt32>
    ) {
        boxPass(a, b, columns: columns, length: length, radius: radii[0], sums: sums)
        boxPass(b, a, columns: columns, length: length, radius: radii[1], sums: sums)
        boxPass(a, b, columns: columns, length: length, radius: radii[2], sums: sums)
    }

    /// A value with 8 fractional bits, rounded to 8 bits.
    @inline(__always)
    private static func narrow(_ value: UInt16) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt32(value) &+ 128) >> 8)
    }

    /// One box blur down a strip of `columns` interleaved columns of
    /// `length` values each (values beyond the ends count as 0), with one
    /// running sum per column.
    @inline(__always)
    private static func boxPass(
        _ input: UnsafeMutablePointer<UInt16>, _ output: UnsafeMutablePointer<UInt16>,
        columns: Int, length: Int, radius: Int, sums: UnsafeMutablePointer<UInt32>
    ) {
        if radius == 0 {
            output.update(from: input, count: columns * length)
            return
        }
        let scale = 1 / Float(2 * radius + 1)
        sums.update(repeating: 0, count: columns)
        for y in 0..<Swift.min(radius, length) {
            let row = input + y * columns
            for x in 0..<columns { sums[x] &+= UInt32(row[x]) }
        }
        // [0, leadEnd): nothing leaves; [leadEnd, tailStart): enter and leave; then nothing enters.
        let leadEnd = Swift.min(radius, length)
        let tailStart = Swift.max(leadEnd, length - radius)
        var y = 0
        while y < leadEnd {
            let out = output + y * columns
            if y + radius < length {
                let entering = input + (y + radius) * columns
                for x in 0..<columns { sums[x] &+= UInt32(entering[x]) }
            }
            for x in 0..<columns { out[x] = rounded(sums[x], scale) }
            y += 1
        }
        while y < tailStart {
            let entering = input + (y + radius) * columns
            let leaving = input + (y - radius) * columns
            let out = output + y * columns
            for x in 0..<columns {
                let sum = sums[x] &+ UInt32(entering[x])
                out[x] = rounded(sum, scale)
                sums[x] = sum &- UInt32(leaving[x])
            }
            y += 1
        }
        while y < length {
            let out = output + y * columns
            if y + radius < length {
                let entering = input + (y + radius) * columns
                for x in 0..<columns { sums[x] &+= UInt32(entering[x]) }
            }
            for x in 0..<columns { out[x] = rounded(sums[x], scale) }
            if y >= radius {
                let leaving = input + (y - radius) * columns
                for x in 0..<columns { sums[x] &-= UInt32(leaving[x]) }
            }
            y += 1
        }
    }

    /// `sum · scale` rounded to the nearest integer, for results below 2²³:
    /// adding 2²³ leaves the rounded integer in the float's low mantissa
    /// bits. Branch- and trap-free, so loops using it vectorize.
    @inline(__always)
    private static func rounded(_ sum: UInt32, _ scale: Float) -> UInt16 {
        UInt16(truncatingIfNeeded: (Float(Int32(bitPattern: sum)) * scale + 8_388_608).bitPattern)
    }
}
