import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGImageTests {
    @Test func straightRGBAPixelsReadBackUnchanged() throws {
        let image = makeQuadrantImage()
        #expect(image.pixelAt(0, 0) == .red)
        #expect(image.pixelAt(1, 0) == .green)
        #expect(image.pixelAt(0, 1) == .blue)
        #expect(image.pixelAt(1, 1) == .white)
    }

    @Test func propertiesDescribeTheGivenLayout() {
        let image = makeQuadrantImage()
        #expect(image.width == 2 && image.height == 2)
        #expect(image.bitsPerComponent == 8 && image.bitsPerPixel == 32 && image.bytesPerRow == 8)
        #expect(image.alphaInfo == .last)
        #expect(image.byteOrderInfo == .orderDefault)
        #expect(image.colorSpace?.name == CGColorSpace.sRGB)
        #expect(image.shouldInterpolate)
        #expect(!image.isMask)
    }

    @Test func theDataProviderKeepsTheGivenBytes() {
        let bytes: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80]
        let image = makeImage(width: 2, height: 1, alpha: .premultipliedLast, bytes: bytes)
        #expect(image?.dataProvider?.data == Data(bytes))
    }

    @Test func straightAlphaIsKeptThroughPremultiplication() {
        let image = makeImage(width: 1, height: 1, alpha: .last, bytes: [255, 128, 0, 128])!
        #expect(image.pixelAt(0, 0).isClose(to: Pixel(255, 128, 0, 128), tolerance: 2))
    }

    @Test func premultipliedPixelsAreUnpremultipliedForReading() {
        let image = makeImage(width: 1, height: 1, alpha: .premultipliedLast, bytes: [128, 0, 0, 128])!
        #expect(image.pixelAt(0, 0) == Pixel(255, 0, 0, 128))
    }

    @Test func premultipliedFirstLittleEndianIsBGRAInMemory() {
        let image = makeImage(
            width: 1, height: 1, alpha: .premultipliedFirst, byteOrder: .byteOrder32Little, bytes: [255, 0, 0, 255])!
        #expect(image.pixelAt(0, 0) == .blue)
    }

    @Test func firstWithDefaultOrderIsARGBInMemory() {
        let image = makeImage(width: 1, height: 1, alpha: .first, bytes: [255, 0, 255, 0])!
        #expect(image.pixelAt(0, 0) == .green)
    }

    @Test func skippedAlphaIsOpaque() {
        let image = makeImage(width: 1, height: 1, alpha: .noneSkipLast, bytes: [0, 0, 255, 0])!
        #expect(image.pixelAt(0, 0) == .blue)
    }

    @Test func twentyFourBitRGBIsOpaque() {
        let image = makeImage(width: 1, height: 1, bitsPerPixel: 24, alpha: .none, bytes: [1, 2, 3])!
        #expect(image.pixelAt(0, 0) == Pixel(1, 2, 3, 255))
    }

    @Test func grayPixelsExpandToEqualChannels() {
        let image = makeImage(
            width: 2, height: 1, bitsPerPixel: 8, space: CGColorSpace.genericGrayGamma2_2, alpha: .none, bytes: [0, 200])!
        #expect(image.pixelAt(1, 0) == Pixel(200, 200, 200, 255))
    }

    @Test func grayWithAlphaKeepsItsAlpha() {
        let image = makeImage(
            width: 1, height: 1, bitsPerPixel: 16, space: CGColorSpace.genericGrayGamma2_2, alpha: .last,
            bytes: [255, 64])!
        #expect(image.pixelAt(0, 0).isClose(to: Pixel(255, 255, 255, 64)))
    }

    @Test func alphaOnlyPixelsAreBlackWithTheirAlpha() {
        let image = makeImage(
            width: 1, height: 1, bitsPerPixel: 8, space: CGColorSpace.genericGrayGamma2_2, alpha: .alphaOnly,
            bytes: [77])!
        #expect(image.pixelAt(0, 0) == Pixel(0, 0, 0, 77))
    }

    @Test func paddedRowsAreRespected() {
        let bytes: [UInt8] = [255, 0, 0, 255, 9, 9, 9, 9, 0, 0, 255, 255]
        let image = makeImage(width: 1, height: 2, bytesPerRow: 8, alpha: .last, bytes: bytes)!
        #expect(image.pixelAt(0, 1) == .blue)
    }

    @Test func aDecodeArrayMapsComponentValues() {
        let decode: [CGFloat] = [1, 0, 1, 0, 1, 0]
        let image = CGImage(
            width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 3,
            space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: [],
            provider: CGDataProvider(data: Data([255, 0, 255])), decode: decode, shouldInterpolate: false,
            intent: .defaultIntent)!
        #expect(image.pixelAt(0, 0) == .green)
        #expect(!image.shouldInterpolate)
    }

    @Test func outOfRangePixelCoordinatesReadAsClear() {
        #expect(makeQuadrantImage().pixelAt(5, 0) == .clear)
        #expect(makeQuadrantImage().pixelAt(0, -1) == .clear)
    }

    @Test func copyHasTheSamePixelsAndProperties() throws {
        let image = makeQuadrantImage()
        let copy = try #require(image.copy())
        #expect(copy !== image)
        #expect(copy.pixelAt(1, 1) == .white && copy.bitmapInfo == image.bitmapInfo)
    }
}

extension DiagnosticsTests {
    @Suite struct CGImageCreationDiagnosticsTests {
        @Test func aZeroSizeImageIsNilWithAMessage() {
            var image: CGImage?
            let messages = collectDiagnostics { image = makeImage(width: 0, height: 1, alpha: .last, bytes: [1, 2, 3, 4]) }
            #expect(image == nil)
            #expect(messages.contains { $0.hasPrefix("CGImageCreate: invalid image size") })
        }

        @Test func tooFewBytesGiveNilWithAMessage() {
            var image: CGImage?
            let messages = collectDiagnostics { image = makeImage(width: 2, height: 2, alpha: .last, bytes: [1, 2, 3]) }
            #expect(image == nil)
            #expect(messages.contains("CGImageCreate: invalid image bits/pixel or bytes/row."))
        }

        @Test func tooFewBytesPerRowGiveNil() {
            var image: CGImage?
            _ = collectDiagnostics {
                image = makeImage(width: 2, height: 1, bytesPerRow: 4, alpha: .last, bytes: [UInt8](repeating: 0, count: 8))
            }
            #expect(image == nil)
        }

        @Test func sixteenBitComponentsAreUnsupported() {
            var image: CGImage?
            let messages = collectDiagnostics {
                image = CGImage(
                    width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8,
                    space: CGColorSpace(name: CGColorSpace.sRGB)!,
                    bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                    provider: CGDataProvider(data: Data(count: 8)), decode: nil, shouldInterpolate: true,
                    intent: .defaultIntent)
            }
            #expect(image == nil)
            #expect(messages.contains { $0.hasPrefix("CGImageCreate: unsupported image format") })
        }
    }
}
