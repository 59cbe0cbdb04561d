import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct CompositorContentsTests {
    /// A 4×2 image: left half red, right half blue.
    func halves() -> CGImage {
        let ctx = CGContext(
            data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.setFillColor(blue)
        ctx.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        return ctx.makeImage()!
    }

    func base() -> CALayer { solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), white) }

    @Test func contentsStretchToTheBoundsByDefault() {
        _ = FrameDriver()
        let root = base()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = halves()
        layer.magnificationFilter = .nearest
        root.addSublayer(layer)
        let image = render(root)
        #expect(image.rgba(5, 35) == .red)
        #expect(image.rgba(35, 5) == .blue)
        expectMatchesReference(image, named: "contentsResize")
    }

    @Test func resizeAspectLetterboxesTheContents() {
        _ = FrameDriver()
        let root = base()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = halves()
        layer.contentsGravity = .resizeAspect
        layer.magnificationFilter = .nearest
        root.addSublayer(layer)
        let image = render(root)
        #expect(image.rgba(20, 5) == .white)
        #expect(image.rgba(5, 20) == .red)
        #expect(image.rgba(35, 20) == .blue)
    }

    @Test func contentsScaleSetsTheImagesSizeInPointsForPositionalGravity() {
        _ = FrameDriver()
        let root = base()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = halves()
        layer.contentsGravity = .center
        layer.contentsScale = 0.1
        layer.magnificationFilter = .nearest
        root.addSublayer(layer)
        let image = render(root)
        // 4×2 pixels at 0.1 pixels per point: 40×20 points, centred.
        #expect(image.rgba(5, 9) == .white)
        #expect(image.rgba(5, 11) == .red)
        #expect(image.rgba(35, 28) == .blue)
    }

    @Test func gravityTopAlignsWithTheMaximumYAsOnIOS() {
        _ = FrameDriver()
        let root = base()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = halves()
        layer.contentsGravity = .top
        layer.contentsScale = 0.2
        layer.magnificationFilter = .nearest
        root.addSublayer(layer)
        let image = render(root)
        #expect(image.rgba(10, 35) == .red)
        #expect(image.rgba(10, 5) == .white)
    }

    @Test func contentsRectSelectsPartOfTheImage() {
        _ = FrameDriver()
        let root = base()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = halves()
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        layer.magnificationFilter = .nearest
        root.addSublayer(layer)
        let image = render(root)
        #expect(image.rgba(5, 20) == .blue)
        #expect(image.rgba(35, 20) == .blue)
    }

    @Test func contentsCenterStretchesOnlyTheMiddle() {
        _ = FrameDriver()
        let root = base()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = halves()
        layer.contentsCenter = CGRect(x: 0.5, y: 0, width: 0, height: 1)
        layer.magnificationFilter = .nearest
        root.addSublayer(layer)
        let image = render(root)
        // The left two pixels stay two points wide; the rest is blue.
        #expect(image.rgba(1, 20) == .red)
        #expect(image.rgba(20, 20) == .blue)
    }

    @Test func drawInContextFillsTheBackingStoreAtItsScale() {
        final class Painter: CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            }
        }
        _ = FrameDriver()
        let root = base()
        let painter = Painter()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.delegate = painter
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        root.addSublayer(layer)
        let image = render(root)
        #expect(image.rgba(12, 12) == .green)
        #expect(image.rgba(25, 12) == .white)
        #expect(image.rgba(12, 16) == .white)
        expectMatchesReference(image, named: "drawInContext")
    }
}
