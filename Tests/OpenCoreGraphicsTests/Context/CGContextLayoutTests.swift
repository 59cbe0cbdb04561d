import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextLayoutTests {
    let srgb = CGColorSpace(name: CGColorSpace.sRGB)!

    /// Draws a small scene with colours, alpha, an ellipse and a stroke.
    func drawScene(_ context: CGContext) {
        context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        context.setFillColor(red: 0, green: 0.3, blue: 1, alpha: 0.6)
        context.fillEllipse(in: CGRect(x: 2, y: 2, width: 10, height: 10))
        context.setStrokeColor(red: 0.1, green: 0.9, blue: 0.2, alpha: 1)
        context.setLineWidth(1.5)
        context.stroke(CGRect(x: 1, y: 1, width: 12, height: 12))
    }

    func context(bitmapInfo: UInt32, space: CGColorSpace? = nil) -> CGContext {
        CGContext(
            data: nil, width: 16, height: 16, bitsPerComponent: 8, bytesPerRow: 0, space: space ?? srgb,
            bitmapInfo: bitmapInfo)!
    }

    @Test(arguments: [
        CGImageAlphaInfo.premultipliedLast.rawValue,
        CGImageAlphaInfo.premultipliedFirst.rawValue,
        CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
        CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Big.rawValue,
    ])
    func everyPremultipliedLayoutGivesTheSamePixelsAsTheNativeOne(bitmapInfo: UInt32) {
        let native = context(bitmapInfo: nativeBitmapInfo)
        let other = context(bitmapInfo: bitmapInfo)
        drawScene(native)
        drawScene(other)
        #expect(other.allPixels() == native.allPixels())
    }

    @Test func rgbaMemoryHoldsRedGreenBlueAlphaInOrder() {
        let rgba = context(bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        rgba.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        rgba.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        let bytes = rgba.data!.assumingMemoryBound(to: UInt8.self)
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [255, 128, 0, 255])
    }

    @Test func rgbaAndBGRAMemoryHoldTheSameBytesReordered() {
        let rgba = context(bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        let bgra = context(bitmapInfo: nativeBitmapInfo)
        drawScene(rgba)
        drawScene(bgra)
        let a = rgba.data!.assumingMemoryBound(to: UInt8.self), b = bgra.data!.assumingMemoryBound(to: UInt8.self)
        let mismatches = (0..<(16 * 16)).filter { i in
            a[4 * i] != b[4 * i + 2] || a[4 * i + 1] != b[4 * i + 1] || a[4 * i + 2] != b[4 * i] || a[4 * i + 3] != b[4 * i + 3]
        }
        #expect(mismatches.isEmpty)
    }

    @Test func noneSkipLastIsOpaqueWithTheLastByteSet() {
        let context = context(bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        let lastRow = 15 * context.bytesPerRow
        #expect([bytes[lastRow], bytes[lastRow + 1], bytes[lastRow + 2], bytes[lastRow + 3]] == [0, 0, 255, 255])
        #expect(context.pixelAt(1, 0) == .black)
    }

    @Test func aGrayContextStoresLuminance() {
        let context = context(bitmapInfo: CGImageAlphaInfo.none.rawValue, space: CGColorSpaceCreateDeviceGray())
        context.setFillColor(gray: 0.5, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 16))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 8, y: 0, width: 8, height: 16))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        #expect(bytes[0] == 128)
        #expect(bytes[8] == 54)
        let image = context.makeImage()!
        #expect(image.bitsPerPixel == 8)
        #expect(image.pixelAt(0, 0) == Pixel(128, 128, 128, 255))
    }

    @Test func anAlphaOnlyContextStoresCoverage() {
        let context = CGContext(
            data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceGray(),
            bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        #expect(bytes[0] == 128 && bytes[2] == 0)
        #expect(context.makeImage()?.pixelAt(0, 0) == Pixel(0, 0, 0, 128))
    }

    @Test func anAlphaOnlyContextWithUnalignedRowsStillWorks() {
        let context = CGContext(
            data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 3, space: CGColorSpaceCreateDeviceGray(),
            bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
        context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        #expect(Array(UnsafeBufferPointer(start: bytes, count: 6)) == [0, 0, 0, 0, 0, 255])
    }

    @Test func paddedRowsInTheNativeLayoutAreDrawnDirectly() {
        let context = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 16, space: srgb,
            bitmapInfo: nativeBitmapInfo)!
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        #expect(bytes[16 + 3] == 255)
        #expect(context.pixelAt(0, 1) == .black)
    }
}
