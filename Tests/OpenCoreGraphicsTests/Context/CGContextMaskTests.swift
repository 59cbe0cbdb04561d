import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextMaskTests {
    /// A 4×1 opaque gray mask: black (hides) on the left half, white (paints) on the right.
    let grayMask = makeImage(
        width: 4, height: 1, bitsPerPixel: 8, space: CGColorSpace.genericGrayGamma2_2, alpha: .none,
        bytes: [0, 0, 255, 255])!

    @Test func anOpaqueGrayMaskPaintsWhereItIsWhite() {
        let context = makeContext(width: 4, height: 1)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: grayMask)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.restoreGState()
        #expect(context.allPixels()[0] == [.clear, .clear, .black, .black])
    }

    @Test func anImageWithAlphaMasksByItsAlpha() {
        let mask = makeImage(width: 2, height: 1, alpha: .last, bytes: [255, 255, 255, 0, 0, 0, 0, 128])!
        let context = makeContext(width: 2, height: 1)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: mask)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.restoreGState()
        #expect(context.pixelAt(0, 0) == .clear)
        #expect(context.pixelAt(1, 0).isClose(to: Pixel(255, 0, 0, 128), tolerance: 1))
    }

    @Test func theMaskAlsoClipsToItsRect() {
        let white = makeImage(
            width: 1, height: 1, bitsPerPixel: 8, space: CGColorSpace.genericGrayGamma2_2, alpha: .none, bytes: [255])!
        let context = makeContext(width: 4, height: 1)
        context.saveGState()
        context.clip(to: CGRect(x: 1, y: 0, width: 2, height: 1), mask: white)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 1, y: 0, width: 2, height: 1))
        context.restoreGState()
        #expect(context.allPixels()[0] == [.clear, .black, .black, .clear])
    }

    @Test func drawingUnderAMaskDoesNotDisturbWhatIsOutside() {
        let context = makeContext(width: 4, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: grayMask)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.restoreGState()
        #expect(context.allPixels()[0] == [.red, .red, .blue, .blue])
    }

    @Test func blendModesUnderAMaskSeeTheRealBackdrop() {
        let context = makeContext(width: 4, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: grayMask)
        context.setBlendMode(.screen)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.restoreGState()
        #expect(context.allPixels()[0] == [.red, .red, Pixel(255, 0, 255, 255), Pixel(255, 0, 255, 255)])
    }

    @Test func makeImageIncludesDrawingUnderAMaskThatIsStillOpen() {
        let context = makeContext(width: 4, height: 1)
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: grayMask)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(context.allPixels()[0] == [.clear, .clear, .black, .black])
    }

    @Test func convertedLayoutsIncludeDrawingUnderAnOpenMask() {
        let context = CGContext(
            data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 16,
            space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: grayMask)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        #expect(bytes[3] == 0 && bytes[15] == 255)
    }

    @Test func aScaledMaskIsInterpolatedWithoutFadingAtItsEdges() {
        let twoPixels = makeImage(
            width: 2, height: 1, bitsPerPixel: 8, space: CGColorSpace.genericGrayGamma2_2, alpha: .none, bytes: [0, 255])!
        let context = makeContext(width: 4, height: 1)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: twoPixels)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.restoreGState()
        let alphas = context.allPixels()[0].map(\.alpha)
        #expect(alphas[0] == 0 && alphas[3] == 255)
        #expect(alphas[1] > 0 && alphas[1] < alphas[2] && alphas[2] < 255)
    }

    @Test func masksNest() {
        let rightHalf = makeImage(
            width: 2, height: 1, bitsPerPixel: 8, space: CGColorSpace.genericGrayGamma2_2, alpha: .none, bytes: [0, 255])!
        let context = makeContext(width: 4, height: 1)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: grayMask)  // Columns 2, 3.
        context.saveGState()
        context.clip(to: CGRect(x: 2, y: 0, width: 2, height: 1), mask: rightHalf)  // Column 3.
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.restoreGState()
        context.restoreGState()
        #expect(context.allPixels()[0] == [.clear, .clear, .clear, .black])
    }

    @Test func makeImageComposesNestedMasksThatAreStillOpen() {
        let rightQuarter = makeImage(
            width: 2, height: 1, bitsPerPixel: 8, space: CGColorSpace.genericGrayGamma2_2, alpha: .none, bytes: [0, 255])!
        let context = makeContext(width: 4, height: 1)
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: grayMask)
        context.saveGState()
        context.clip(to: CGRect(x: 2, y: 0, width: 2, height: 1), mask: rightQuarter)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(context.allPixels()[0] == [.clear, .clear, .clear, .black])
    }

    @Test func aMaskSetInsideATransparencyLayerEndsWithTheLayer() {
        let context = makeContext(width: 4, height: 1)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: grayMask)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.endTransparencyLayer()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.allPixels()[0] == [.red, .clear, .black, .black])
    }
}
