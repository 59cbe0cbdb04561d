import Foundation
@_spi(Cairo) import OpenCoreGraphics
import Testing

@Suite struct AlphaBlurTests {
    /// A `size`×`size` plane with one 255 pixel in the middle, blurred with `sigma`.
    func blurredDot(size: Int = 41, sigma: Double) -> [UInt8] {
        var plane = [UInt8](repeating: 0, count: size * size)
        plane[(size / 2) * size + size / 2] = 255
        plane.withUnsafeMutableBufferPointer { buffer in
            AlphaBlur.blur(plane: buffer.baseAddress!, width: size, height: size, bytesPerRow: size, pixelStride: 1, sigma: sigma)
        }
        return plane
    }

    @Test func aBlurredDotSpreadsSymmetrically() {
        let size = 41, c = 20
        let plane = blurredDot(size: size, sigma: 3)
        func at(_ x: Int, _ y: Int) -> UInt8 { plane[y * size + x] }
        #expect(at(c, c) < 255 && at(c + 3, c) > 0)
        for d in 1...8 {
            #expect(at(c + d, c) == at(c - d, c))
            #expect(at(c, c + d) == at(c, c - d))
            #expect(at(c + d, c) == at(c, c + d))
        }
    }

    @Test func aBlurredDotFallsOffWithDistance() {
        let size = 41, c = 20
        let plane = blurredDot(size: size, sigma: 3)
        let row = (0...8).map { Int(plane[c * size + c + $0]) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 })
    }

    @Test(arguments: [1.0, 2.5, 6.0])
    func totalAlphaIsNearlyConserved(sigma: Double) {
        var plane = [UInt8](repeating: 0, count: 64 * 64)
        for y in 28..<36 { for x in 28..<36 { plane[y * 64 + x] = 200 } }
        let before = plane.reduce(0) { $0 + Int($1) }
        plane.withUnsafeMutableBufferPointer { buffer in
            AlphaBlur.blur(plane: buffer.baseAddress!, width: 64, height: 64, bytesPerRow: 64, pixelStride: 1, sigma: sigma)
        }
        let after = plane.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) <= before / 50)
    }

    @Test func sigmaZeroChangesNothing() {
        #expect(blurredDot(sigma: 0)[20 * 41 + 20] == 255)
        #expect(blurredDot(sigma: 0).reduce(0) { $0 + Int($1) } == 255)
    }

    @Test func aUniformPlaneStaysUniformAwayFromTheEdges() {
        var plane = [UInt8](repeating: 180, count: 32 * 32)
        plane.withUnsafeMutableBufferPointer { buffer in
            AlphaBlur.blur(plane: buffer.baseAddress!, width: 32, height: 32, bytesPerRow: 32, pixelStride: 1, sigma: 2)
        }
        #expect(plane[16 * 32 + 16] == 180)
        #expect(plane[0] < 180)
    }

    @Test func strideAndChannelOffsetBlurOnlyThatChannel() {
        // Four interleaved channels; blur channel 3 only.
        var pixels = [UInt8](repeating: 0, count: 21 * 21 * 4)
        for i in 0..<(21 * 21) { pixels[4 * i] = 77 }
        pixels[4 * (10 * 21 + 10) + 3] = 255
        pixels.withUnsafeMutableBufferPointer { buffer in
            AlphaBlur.blur(plane: buffer.baseAddress! + 3, width: 21, height: 21, bytesPerRow: 84, pixelStride: 4, sigma: 2)
        }
        #expect(pixels[4 * (10 * 21 + 12) + 3] > 0)
        #expect((0..<(21 * 21)).allSatisfy { pixels[4 * $0] == 77 })
    }

    @Test func boxSizesAreOddAndGrowWithSigma() {
        let small = AlphaBlur.boxSizes(forSigma: 1), large = AlphaBlur.boxSizes(forSigma: 10)
        #expect(small.count == 3 && large.count == 3)
        #expect((small + large).allSatisfy { $0 % 2 == 1 })
        #expect(large.reduce(0, +) > small.reduce(0, +))
        #expect(AlphaBlur.boxSizes(forSigma: 0).isEmpty)
    }

    @Test func paddingIsTheSumOfTheBoxRadiiAndAboutThreeSigma() {
        let sizes = AlphaBlur.boxSizes(forSigma: 10)
        #expect(AlphaBlur.padding(forSigma: 10) == sizes.reduce(0) { $0 + ($1 - 1) / 2 })
        #expect((25...35).contains(AlphaBlur.padding(forSigma: 10)))
        #expect(AlphaBlur.padding(forSigma: 0) == 0)
    }

    @Test func aCairoImageSurfaceIsBlurredInPlace() {
        let image = makeImage(
            width: 9, height: 9, alpha: .premultipliedFirst, byteOrder: .byteOrder32Little,
            bytes: (0..<81).flatMap { $0 == 40 ? [UInt8](repeating: 255, count: 4) : [0, 0, 0, 0] })!
        // The test owns this image exclusively, so blurring its surface is safe here.
        let copy = withExtendedLifetime(image) {
            AlphaBlur.blur(surface: image.cairoSurface, sigma: 1)
            return CGImage(cairoSurface: image.cairoSurface)!
        }
        #expect(copy.pixelAt(5, 4).alpha > 0)
        #expect(copy.pixelAt(4, 4).alpha < 255)
    }

    /// The blur's arithmetic written out pixel by pixel: three box passes
    /// down each column (8 fractional bits, values beyond the ends 0),
    /// rounded to 8 bits, then three along each row.
    func referenceBlur(_ plane: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
        let radii = AlphaBlur.boxSizes(forSigma: sigma).map { ($0 - 1) / 2 }
        func box(_ line: [UInt16], _ radius: Int) -> [UInt16] {
            let scale = 1 / Float(2 * radius + 1)
            return line.indices.map { i in
                let sum = (i - radius...i + radius).reduce(UInt32(0)) { $0 + ($1 >= 0 && $1 < line.count ? UInt32(line[$1]) : 0) }
                return UInt16(truncatingIfNeeded: (Float(sum) * scale + 8_388_608).bitPattern)
            }
        }
        func blurred(_ line: [UInt8]) -> [UInt8] {
            let passed = radii.reduce(line.map { UInt16($0) << 8 }) { box($0, $1) }
            return passed.map { UInt8(truncatingIfNeeded: (UInt32($0) + 128) >> 8) }
        }
        var result = plane
        for x in 0..<width {
            let column = blurred((0..<height).map { result[$0 * width + x] })
            for y in 0..<height { result[y * width + x] = column[y] }
        }
        for y in 0..<height {
            let row = blurred(Array(result[(y * width)..<((y + 1) * width)]))
            result.replaceSubrange((y * width)..<((y + 1) * width), with: row)
        }
        return result
    }

    /// A shape of noise inside a wide transparent margin: whole strips of
    /// columns and rows start transparent.
    @Test(arguments: [(150, 120, 2.5), (97, 140, 6.0), (40, 40, 1.0)])
    func aPlaneWithTransparentStripsIsBlurredAsThePixelByPixelArithmetic(width: Int, height: Int, sigma: Double) {
        var state: UInt32 = 12_345
        var plane = [UInt8](repeating: 0, count: width * height)
        for y in (height / 3)..<(height / 2) {
            for x in (width / 2)..<(width * 3 / 4) {
                state = state &* 1_103_515_245 &+ 12_345
                plane[y * width + x] = UInt8(truncatingIfNeeded: state >> 16)
            }
        }
        let expected = referenceBlur(plane, width: width, height: height, sigma: sigma)
        plane.withUnsafeMutableBufferPointer { buffer in
            AlphaBlur.blur(plane: buffer.baseAddress!, width: width, height: height, bytesPerRow: width, pixelStride: 1, sigma: sigma)
        }
        let same = plane == expected
        #expect(same)
        #expect(plane.contains { $0 != 0 })
    }
}
