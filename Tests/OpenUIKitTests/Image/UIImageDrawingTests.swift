import Foundation
import Testing
import UIKit

@Suite struct UIImageDrawingTests {
    /// Red, green / blue, white.
    let quad = pixelImage([[.red, .green], [.blue, .white]])

    func drawn(_ orientation: UIImage.Orientation) -> CGImage {
        let image = UIImage(cgImage: quad.cgImage!, scale: 1, orientation: orientation)
        return drawImage(CGSize(width: 2, height: 2)) { _ in image.draw(at: .zero) }.cgImage!
    }

    func expectQuad(
        _ orientation: UIImage.Orientation, _ expected: [DrawnPixel],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let image = drawn(orientation)
        let actual = [image.drawnPixel(0, 0), image.drawnPixel(1, 0), image.drawnPixel(0, 1), image.drawnPixel(1, 1)]
        #expect(actual == expected, "\(orientation)", sourceLocation: sourceLocation)
    }

    @Test func eachOrientationTurnsOrMirrorsTheBitmap() {
        expectQuad(.up, [.red, .green, .blue, .white])
        expectQuad(.down, [.white, .blue, .green, .red])
        expectQuad(.left, [.green, .white, .red, .blue])
        expectQuad(.right, [.blue, .red, .white, .green])
        expectQuad(.upMirrored, [.green, .red, .white, .blue])
        expectQuad(.downMirrored, [.blue, .white, .red, .green])
        expectQuad(.leftMirrored, [.red, .blue, .green, .white])
        expectQuad(.rightMirrored, [.white, .green, .blue, .red])
    }

    @Test func quarterTurnsOfAWideImageAreTall() {
        let wide = pixelImage([[.red, .red, .green, .green]])
        let turned = UIImage(cgImage: wide.cgImage!, scale: 1, orientation: .right)
        #expect(turned.size == CGSize(width: 1, height: 4))
        let image = drawImage(turned.size) { _ in turned.draw(at: .zero) }.cgImage!
        #expect(image.drawnPixel(0, 0) == .red)
        #expect(image.drawnPixel(0, 3) == .green)
    }

    @Test func drawAtUsesThePointSize() {
        let image = solidImage(.red, width: 2, height: 2, scale: 2)
        let drawn = drawImage(CGSize(width: 6, height: 6)) { _ in image.draw(at: CGPoint(x: 3, y: 1)) }.cgImage!
        expectPixel(drawn, 3, 1, .red)
        expectPixel(drawn, 4, 2, .red)
        expectPixel(drawn, 5, 3, .clear)
        expectPixel(drawn, 2, 1, .clear)
    }

    @Test func drawInScalesToTheRectangle() {
        let drawn = drawImage(CGSize(width: 8, height: 4)) { _ in
            self.quad.draw(in: CGRect(x: 0, y: 0, width: 8, height: 4))
        }.cgImage!
        expectPixel(drawn, 1, 0, .red)
        expectPixel(drawn, 6, 0, .green)
        expectPixel(drawn, 1, 3, .blue)
        expectPixel(drawn, 6, 3, .white)
    }

    @Test func blendModeAndAlphaApplyToTheDrawingOnly() {
        let red = solidImage(.red, width: 2, height: 2)
        let drawn = drawImage(CGSize(width: 4, height: 2)) { context in
            red.draw(at: .zero, blendMode: .normal, alpha: 0.5)
            red.draw(in: CGRect(x: 2, y: 0, width: 2, height: 2), blendMode: .normal, alpha: 1)
            UIColor.blue.setFill()
            context.cgContext.setAlpha(1)
            context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
            red.draw(in: CGRect(x: 3, y: 1, width: 1, height: 1), blendMode: .clear, alpha: 1)
        }.cgImage!
        expectPixel(drawn, 0, 0, DrawnPixel(255, 0, 0, 128), tolerance: 2)
        expectPixel(drawn, 2, 0, .red)
        expectPixel(drawn, 3, 0, .blue)
        expectPixel(drawn, 3, 1, .clear)
    }

    @Test func aStretchedResizableImageKeepsItsCaps() {
        // Red corners, green edges, blue middle.
        let image = pixelImage([
            [.red, .green, .red],
            [.green, .blue, .green],
            [.red, .green, .red],
        ]).resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        let drawn = drawImage(CGSize(width: 9, height: 7)) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 9, height: 7)) }.cgImage!
        writeForInspection(drawn, "resizable-stretch")
        expectPixel(drawn, 0, 0, .red)
        expectPixel(drawn, 8, 6, .red)
        expectPixel(drawn, 8, 0, .red)
        expectPixel(drawn, 4, 0, .green)
        expectPixel(drawn, 1, 0, .green)
        expectPixel(drawn, 0, 3, .green)
        expectPixel(drawn, 8, 5, .green)
        expectPixel(drawn, 1, 1, .blue)
        expectPixel(drawn, 4, 3, .blue)
        expectPixel(drawn, 7, 5, .blue)
    }

    @Test func stretchedSlicesOfASmoothedImageDoNotBleed() {
        let image = nineRegionImage(regionSize: 1)
        let drawn = drawImage(CGSize(width: 9, height: 9)) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 9, height: 9)) }.cgImage!
        expectPixel(drawn, 0, 0, .red)
        expectPixel(drawn, 1, 0, .green)
        expectPixel(drawn, 7, 0, .green)
        expectPixel(drawn, 1, 1, .blue)
        expectPixel(drawn, 7, 7, .blue)
    }

    @Test func aTiledResizableImageRepeatsItsMiddle() {
        let image = pixelImage([[.red, .green, .blue, .red]])
            .resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        let drawn = drawImage(CGSize(width: 8, height: 1)) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 1)) }.cgImage!
        let row = (0..<8).map { drawn.drawnPixel($0, 0) }
        #expect(row == [.red, .green, .blue, .green, .blue, .green, .blue, .red])
    }

    @Test func aTintedImageDrawsItsShapeInTheTint() {
        let shape = pixelImage([[.red, .clear], [DrawnPixel(0, 255, 0, 128), .clear]])
        let tinted = shape.withTintColor(.blue)
        let drawn = drawImage(CGSize(width: 2, height: 2)) { _ in tinted.draw(at: .zero) }.cgImage!
        expectPixel(drawn, 0, 0, .blue)
        expectPixel(drawn, 1, 0, .clear)
        expectPixel(drawn, 0, 1, DrawnPixel(0, 0, 255, 128), tolerance: 2)
        #expect(tinted.renderingMode == .automatic)
        #expect(shape.withTintColor(.blue, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test func aTintedTurnedImageDrawsTurnedInTheTint() {
        let shape = pixelImage([[.red, .clear]])
        let tinted = UIImage(cgImage: shape.cgImage!, scale: 1, orientation: .left).withTintColor(.green)
        #expect(tinted.size == CGSize(width: 1, height: 2))
        let drawn = drawImage(CGSize(width: 1, height: 2)) { _ in tinted.draw(at: .zero) }.cgImage!
        expectPixel(drawn, 0, 0, .clear)
        expectPixel(drawn, 0, 1, .green)
    }

    @Test func imagesDrawFromSeveralThreadsAtOnce() async {
        let image = UIImage(cgImage: quad.cgImage!, scale: 1, orientation: .down).withTintColor(.blue)
        let corners = await withTaskGroup(of: DrawnPixel.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    drawImage(CGSize(width: 2, height: 2)) { _ in image.draw(at: .zero) }.cgImage!.drawnPixel(0, 0)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(corners == [DrawnPixel](repeating: .blue, count: 8))
    }

    @Test func templateImagesDrawInTheirOwnColoursOutsideViews() {
        let template = solidImage(.red, width: 1, height: 1).withRenderingMode(.alwaysTemplate)
        let drawn = drawImage(CGSize(width: 1, height: 1)) { _ in template.draw(at: .zero) }.cgImage!
        expectPixel(drawn, 0, 0, .red)
    }

    @Test func drawAsPatternTilesFromTheOrigin() {
        let image = pixelImage([[.red, .green]])
        let drawn = drawImage(CGSize(width: 6, height: 2)) { _ in image.drawAsPattern(in: CGRect(x: 1, y: 0, width: 4, height: 2)) }.cgImage!
        let row = (0..<6).map { drawn.drawnPixel($0, 1) }
        #expect(row == [.clear, .green, .red, .green, .red, .clear])
    }

    @Test func drawingWithoutAContextDoesNothing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        quad.draw(at: .zero)
        quad.draw(in: CGRect(x: 0, y: 0, width: 1, height: 1))
        quad.drawAsPattern(in: CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
