import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@Suite struct UIGraphicsImageRendererTests {
    @Test func theImageIsTheSizeInPointsWithPixelsMultipliedByTheScale() {
        let image = drawImage(CGSize(width: 10, height: 5), scale: 2) { _ in }
        #expect(image.size == CGSize(width: 10, height: 5))
        #expect(image.scale == 2)
        #expect(image.cgImage?.width == 20)
        #expect(image.cgImage?.height == 10)
    }

    @Test func fractionalSizesRoundUpToWholePixels() {
        let image = drawImage(CGSize(width: 2.5, height: 1.2), scale: 1) { _ in }
        #expect(image.cgImage?.width == 3)
        #expect(image.cgImage?.height == 2)
    }

    @Test func theOriginIsAtTheTopLeftAndYGoesDown() {
        let image = drawImage(CGSize(width: 10, height: 10)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 3))
        }
        let cg = image.cgImage!
        expectPixel(cg, 1, 1, .red)
        expectPixel(cg, 4, 2, .red)
        expectPixel(cg, 1, 8, .clear)
        expectPixel(cg, 8, 1, .clear)
    }

    @Test func theContextIsScaledByTheFormatsScale() {
        let image = drawImage(CGSize(width: 4, height: 4), scale: 3) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        let cg = image.cgImage!
        #expect(cg.width == 12)
        expectPixel(cg, 3, 3, .blue)
        expectPixel(cg, 5, 5, .blue)
        expectPixel(cg, 2, 2, .clear)
        expectPixel(cg, 6, 6, .clear)
    }

    @Test func boundsMoveTheOriginOfUserSpace() {
        let renderer = UIGraphicsImageRenderer(
            bounds: CGRect(x: 10, y: 20, width: 4, height: 4), format: drawingFormat())
        let image = renderer.image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 2, height: 2))
        }
        #expect(image.size == CGSize(width: 4, height: 4))
        expectPixel(image.cgImage!, 0, 0, .green)
        expectPixel(image.cgImage!, 3, 3, .clear)
        #expect(renderer.format.bounds == CGRect(x: 10, y: 20, width: 4, height: 4))
    }

    @Test func anOpaqueFormatStartsBlackWithoutAlpha() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: drawingFormat(opaque: true))
        let image = renderer.image { context in
            UIColor.red.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let cg = image.cgImage!
        #expect(cg.alphaInfo == .noneSkipFirst)
        expectPixel(cg, 2, 2, .black)
        expectPixel(cg, 0, 0, DrawnPixel(128, 0, 0), tolerance: 2)
    }

    @Test func aTransparentFormatStartsClear() {
        let image = drawImage(CGSize(width: 2, height: 2)) { _ in }
        expectPixel(image.cgImage!, 1, 1, .clear)
        #expect(image.cgImage?.alphaInfo == .premultipliedFirst)
    }

    @MainActor
    @Test func theDefaultFormatUsesTheMainScreensScale() {
        _ = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 2)
        #expect(UIGraphicsImageRendererFormat().scale == 2)
        #expect(UIGraphicsImageRendererFormat.preferred().scale == 2)
        #expect(UIGraphicsImageRendererFormat().opaque == false)
        #expect(UIGraphicsImageRendererFormat().preferredRange == .automatic)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5)).image { _ in }
        #expect(image.scale == 2)
        #expect(image.cgImage?.width == 10)
    }

    @Test func theRendererKeepsACopyOfItsFormat() {
        let format = drawingFormat(scale: 1)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format)
        format.scale = 4
        #expect(renderer.format.scale == 1)
        #expect(renderer.format !== format)
        #expect(renderer.allowsImageOutput)
    }

    @Test func theContextIsCurrentOnlyWhileTheActionsRun() {
        let before = UIGraphicsGetCurrentContext()
        var inside: CGContext?
        var rendererContext: CGContext?
        _ = drawImage(CGSize(width: 2, height: 2)) { context in
            inside = UIGraphicsGetCurrentContext()
            rendererContext = context.cgContext
        }
        #expect(inside != nil)
        #expect(inside === rendererContext)
        #expect(UIGraphicsGetCurrentContext() === before)
    }

    @Test func currentImageShowsTheDrawingSoFar() {
        var midway: UIImage?
        let final = drawImage(CGSize(width: 4, height: 2)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            midway = context.currentImage
            UIColor.blue.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        expectPixel(midway!.cgImage!, 0, 0, .red)
        expectPixel(midway!.cgImage!, 3, 0, .clear)
        expectPixel(final.cgImage!, 3, 0, .blue)
    }

    @Test func fillStrokeAndClipHelpersDraw() {
        let image = drawImage(CGSize(width: 10, height: 10)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10), blendMode: .clear)
            UIColor.blue.setStroke()
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 6, y: 2, width: 3, height: 6))
            context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let cg = image.cgImage!
        expectPixel(cg, 1, 1, .green)
        expectPixel(cg, 3, 5, .clear)
        expectPixel(cg, 6, 5, .blue)
        expectPixel(cg, 7, 5, .red)
    }

    @Test func pngDataRoundTripsThroughUIImage() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: drawingFormat())
        let data = renderer.pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 4, height: 4))
        expectPixel(decoded.cgImage!, 0, 0, .red)
        expectPixel(decoded.cgImage!, 3, 3, .clear)
    }

    @MainActor
    @Test func jpegDataIsEmptyWithAMessage() {
        let host = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 1)
        var ran = false
        let data = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
            .jpegData(withCompressionQuality: 0.8) { _ in ran = true }
        #expect(ran)
        #expect(data.isEmpty)
        #expect(host.diagnostics.contains { $0.contains("JPEG") })
    }

    @MainActor
    @Test func anEmptySizeRunsTheActionsAndGivesAnEmptyImage() {
        let host = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 1)
        var ran = false
        let image = UIGraphicsImageRenderer(size: .zero).image { context in
            ran = true
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(ran)
        #expect(image.size == .zero)
        #expect(image.cgImage == nil)
        #expect(host.diagnostics.contains { $0.contains("UIGraphicsImageRenderer") })
    }

    @Test func renderingManyImagesKeepsNoneAlive() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: drawingFormat())
        var images: [() -> UIImage?] = []
        for index in 0..<1_000 {
            let image = renderer.image { context in
                UIColor(white: CGFloat(index % 10) / 10, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            }
            weak let weakImage = image
            images.append { weakImage }
        }
        #expect(images.allSatisfy { $0() == nil })
    }
}
