import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGImagePNGTests {
    /// A 32×32 image with varied colours and alpha.
    func patternImage() -> CGImage {
        var bytes: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<32 {
                bytes += [UInt8(x * 8), UInt8(y * 8), UInt8((x + y) * 4), UInt8(x % 4 == 0 ? 255 : 64 + y * 4)]
            }
        }
        return makeImage(width: 32, height: 32, alpha: .last, bytes: bytes)!
    }

    func decode(_ data: Data) -> CGImage? {
        CGImage(
            pngDataProviderSource: CGDataProvider(data: data), decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)
    }

    func pixels(_ image: CGImage) -> [Pixel] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixelAt(x, y) } }
    }

    @Test(arguments: [0, 6, 9])
    func encodingAndDecodingKeepsEveryPixel(level: Int) throws {
        let image = patternImage()
        let data = try #require(image.pngData(compressionLevel: level))
        let decoded = try #require(decode(data))
        #expect(decoded.width == 32 && decoded.height == 32)
        #expect(pixels(decoded) == pixels(image))
    }

    @Test func levelZeroIsBiggerThanLevelNine() throws {
        let image = patternImage()
        let stored = try #require(image.pngData(compressionLevel: 0))
        let compressed = try #require(image.pngData(compressionLevel: 9))
        #expect(stored.count > compressed.count)
    }

    @Test func encodedDataStartsWithThePNGSignatureAndHeader() throws {
        let data = try #require(makeQuadrantImage().pngData())
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(data[12..<16]) == Array("IHDR".utf8))
        #expect(data[25] == 6)  // Colour type: RGBA.
    }

    @Test func decodedImagesWithAlphaAreStraightRGBA() throws {
        let decoded = try #require(decode(makeQuadrantImage().pngData()!))
        #expect(decoded.alphaInfo == .last)
        #expect(decoded.bitsPerPixel == 32)
        #expect(decoded.dataProvider?.data?.prefix(4) == Data([255, 0, 0, 255]))
    }

    @Test func corruptDataGivesNil() {
        #expect(decode(Data([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])) == nil)
    }

    @Test func truncatedPNGDataGivesNil() throws {
        let data = try #require(patternImage().pngData())
        #expect(decode(data.prefix(data.count / 2)) == nil)
    }

    @Test func aCorruptedChunkGivesNil() throws {
        var data = try #require(patternImage().pngData())
        for index in 40..<60 { data[index] ^= 0x5A }
        #expect(decode(data) == nil)
    }

    @Test func outOfRangeLevelsAreClamped() throws {
        let image = makeQuadrantImage()
        #expect(image.pngData(compressionLevel: 42) == image.pngData(compressionLevel: 9))
        #expect(image.pngData(compressionLevel: -3) == image.pngData(compressionLevel: 0))
    }
}
