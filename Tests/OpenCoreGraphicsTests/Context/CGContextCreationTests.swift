import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextCreationTests {
    let srgb = CGColorSpace(name: CGColorSpace.sRGB)!

    @Test func aNativeContextDescribesItsBitmap() {
        let context = makeContext(width: 5, height: 3)
        #expect(context.width == 5 && context.height == 3)
        #expect(context.bitsPerComponent == 8 && context.bitsPerPixel == 32)
        #expect(context.bytesPerRow == 20)
        #expect(context.bitmapInfo.rawValue == nativeBitmapInfo)
        #expect(context.alphaInfo == .premultipliedFirst)
        #expect(context.colorSpace == srgb)
        #expect(context.data != nil)
    }

    @Test func anAllocatedContextStartsTransparent() {
        #expect(makeContext().allPixels().joined().allSatisfy { $0 == .clear })
    }

    @Test func aNativeContextDrawsStraightIntoTheCallersMemory() {
        var bytes = [UInt8](repeating: 0, count: 4 * 2 * 2)
        bytes.withUnsafeMutableBytes { buffer in
            let context = CGContext(
                data: buffer.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: srgb,
                bitmapInfo: nativeBitmapInfo)!
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            #expect(context.data == buffer.baseAddress)
        }
        #expect(Array(bytes.prefix(4)) == [255, 0, 0, 255])  // B, G, R, A.
    }

    @Test func existingContentsOfTheCallersMemoryAreTheStartingPicture() {
        var bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 0, 0]  // RGBA: red, clear.
        let pixels = bytes.withUnsafeMutableBytes { buffer in
            let context = CGContext(
                data: buffer.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8, space: srgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            return (context.pixelAt(0, 0), context.pixelAt(1, 0))
        }
        #expect(pixels.0 == .red && pixels.1 == .green)
        #expect(bytes == [255, 0, 0, 255, 0, 255, 0, 255])
    }

    @Test func zeroBytesPerRowIsComputed() {
        let context = CGContext(
            data: nil, width: 3, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        #expect(context.bytesPerRow == 4)
        #expect(context.bitsPerPixel == 8)
    }

    @Test func imagesFromAContextHaveItsLayout() throws {
        let context = makeContext(width: 3, height: 2)
        let image = try #require(context.makeImage())
        #expect(image.width == 3 && image.height == 2)
        #expect(image.bitmapInfo == context.bitmapInfo)
        #expect(image.bytesPerRow == context.bytesPerRow)
    }

    @Test func anImageIsASnapshotUnaffectedByLaterDrawing() throws {
        let context = makeContext(width: 2, height: 2)
        let before = try #require(context.makeImage())
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(before.pixelAt(0, 0) == .clear)
        #expect(context.pixelAt(0, 0) == .black)
    }
}

extension DiagnosticsTests {
    @Suite struct CGContextCreationDiagnosticsTests {
        let srgb = CGColorSpace(name: CGColorSpace.sRGB)!

        func create(width: Int, height: Int, bytesPerRow: Int = 0, bitmapInfo: UInt32 = nativeBitmapInfo, bitsPerComponent: Int = 8)
            -> (CGContext?, [String])
        {
            var context: CGContext?
            let messages = collectDiagnostics {
                context = CGContext(
                    data: nil, width: width, height: height, bitsPerComponent: bitsPerComponent,
                    bytesPerRow: bytesPerRow, space: srgb, bitmapInfo: bitmapInfo)
            }
            return (context, messages)
        }

        @Test func aZeroSizeContextIsNilWithAMessage() {
            let (context, messages) = create(width: 0, height: 0)
            #expect(context == nil)
            #expect(messages.contains { $0.hasPrefix("CGBitmapContextCreate: invalid data size") })
        }

        @Test func aNegativeWidthContextIsNilWithAMessage() {
            let (context, messages) = create(width: -4, height: 4)
            #expect(context == nil)
            #expect(!messages.isEmpty)
        }

        @Test func tooFewBytesPerRowGiveNilWithAMessage() {
            let (context, messages) = create(width: 4, height: 4, bytesPerRow: 8)
            #expect(context == nil)
            #expect(messages.contains { $0.hasPrefix("CGBitmapContextCreate: invalid data bytes/row: should be at least 16") })
        }

        @Test func nonPremultipliedAlphaIsUnsupported() {
            let (context, messages) = create(width: 4, height: 4, bitmapInfo: CGImageAlphaInfo.last.rawValue)
            #expect(context == nil)
            #expect(messages.contains { $0.hasPrefix("CGBitmapContextCreate: unsupported parameter combination") })
        }

        @Test func sixteenBitComponentsAreUnsupported() {
            let (context, messages) = create(width: 4, height: 4, bitsPerComponent: 16)
            #expect(context == nil)
            #expect(messages.contains { $0.contains("16 bits/component") })
        }
    }
}
