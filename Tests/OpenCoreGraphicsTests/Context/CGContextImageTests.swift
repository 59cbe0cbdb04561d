import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextImageTests {
    @Test func anImageIsDrawnUprightInCoreGraphicsYUpSpace() {
        let context = makeContext(width: 2, height: 2)
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.allPixels() == [[.red, .green], [.blue, .white]])
    }

    @Test func anImageIsUpsideDownUnderAFlippedCTM() {
        let context = makeContext(width: 2, height: 2)
        context.translateBy(x: 0, y: 2)
        context.scaleBy(x: 1, y: -1)
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.allPixels() == [[.blue, .white], [.red, .green]])
    }

    @Test func anImageIsStretchedOverTheRect() {
        let context = makeContext(width: 4, height: 4)
        context.interpolationQuality = .none
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let pixels = context.allPixels()
        #expect(pixels[0] == [.red, .red, .green, .green])
        #expect(pixels[3] == [.blue, .blue, .white, .white])
    }

    @Test func anImageIsPlacedAtTheRectOrigin() {
        let context = makeContext(width: 4, height: 4)
        context.draw(makeQuadrantImage(), in: CGRect(x: 2, y: 0, width: 2, height: 2))
        #expect(context.pixelAt(2, 2) == .red)
        #expect(context.pixelAt(3, 3) == .white)
        #expect(context.pixelAt(0, 0) == .clear)
    }

    @Test func tilingRepeatsTheImageOverTheClip() {
        let context = makeContext(width: 4, height: 4)
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        let pixels = context.allPixels()
        #expect(pixels[0] == [.red, .green, .red, .green])
        #expect(pixels[3] == [.blue, .white, .blue, .white])
    }

    @Test func globalAlphaAppliesToImages() {
        let context = makeContext(width: 2, height: 2)
        context.setAlpha(0.5)
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.pixelAt(0, 0).isClose(to: Pixel(255, 0, 0, 128), tolerance: 1))
    }

    @Test func imagesRespectTheClip() {
        let context = makeContext(width: 2, height: 2)
        context.clip(to: CGRect(x: 0, y: 1, width: 1, height: 1))
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.allPixels() == [[.red, .clear], [.clear, .clear]])
    }

    @Test func grayImagesDrawAsGray() {
        let gray = makeImage(
            width: 1, height: 1, bitsPerPixel: 8, space: CGColorSpace.genericGrayGamma2_2, alpha: .none, bytes: [100])!
        let context = makeContext(width: 1, height: 1)
        context.draw(gray, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(0, 0) == Pixel(100, 100, 100, 255))
    }

    @Test func anImageOfAContextDrawnBackReproducesIt() throws {
        let source = makeContext(width: 4, height: 4)
        source.setFillColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 2, height: 3))
        let image = try #require(source.makeImage())
        let copy = makeContext(width: 4, height: 4)
        copy.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(copy.allPixels() == source.allPixels())
    }
}
