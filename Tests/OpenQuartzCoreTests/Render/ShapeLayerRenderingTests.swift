import Foundation
import OpenQuartzCore
import Testing

/// What a `CAShapeLayer` draws: the fill, the stroke and its trimming,
/// dashes, fill rules, its place between contents and sublayers, and
/// repaints of the damaged area when it changes.
@MainActor
@Suite struct ShapeLayerRenderingTests {
    /// A 40×40 clear root holding `shape` at the origin, 40×40.
    private func draw(_ configure: (CAShapeLayer) -> Void) -> CGImage {
        _ = FrameDriver()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        configure(shape)
        root.addSublayer(shape)
        return render(root)
    }

    private func horizontalLine(_ shape: CAShapeLayer) {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 40, y: 20))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = blue
        shape.lineWidth = 4
    }

    @Test func thePathIsFilledWithTheFillColour() {
        let image = draw { $0.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil); $0.fillColor = red }
        #expect(image.rgba(20, 20) == .red)
        #expect(image.rgba(5, 5) == .clear)
        #expect(image.rgba(35, 20) == .clear)
    }

    @Test func theDefaultFillIsOpaqueBlack() {
        let image = draw { $0.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil) }
        #expect(image.rgba(20, 20) == .black)
    }

    @Test func theStrokeFollowsThePathAtTheLineWidth() {
        let image = draw(horizontalLine)
        #expect(image.rgba(20, 19) == .blue)
        #expect(image.rgba(20, 21) == .blue)
        #expect(image.rgba(20, 23) == .clear)
        #expect(image.rgba(20, 16) == .clear)
    }

    @Test func strokeStartAndEndDrawOnlyThatPartOfThePath() {
        let image = draw {
            horizontalLine($0)
            $0.strokeStart = 0.25
            $0.strokeEnd = 0.5
        }
        #expect(image.rgba(5, 20) == .clear)
        #expect(image.rgba(15, 20) == .blue)
        #expect(image.rgba(25, 20) == .clear)
    }

    @Test func aStrokeEndOfZeroDrawsNoStroke() {
        let image = draw {
            horizontalLine($0)
            $0.strokeEnd = 0
        }
        #expect(image.rgba(20, 20) == .clear)
    }

    @Test func aDashPatternLeavesGaps() {
        let image = draw {
            horizontalLine($0)
            $0.lineDashPattern = [10, 10]
        }
        #expect(image.rgba(5, 20) == .blue)
        #expect(image.rgba(15, 20) == .clear)
        #expect(image.rgba(25, 20) == .blue)
    }

    @Test func theEvenOddRuleLeavesTheInnerRingEmpty() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let nonZero = draw { $0.path = path; $0.fillColor = red }
        let evenOdd = draw { $0.path = path; $0.fillColor = red; $0.fillRule = .evenOdd }
        #expect(nonZero.rgba(20, 20) == .red)
        #expect(evenOdd.rgba(20, 20) == .clear)
        #expect(evenOdd.rgba(5, 5) == .red)
    }

    @Test func theShapeIsDrawnOverTheBackgroundAndUnderSublayers() {
        let image = draw {
            $0.backgroundColor = green
            $0.path = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 40), transform: nil)
            $0.fillColor = red
            $0.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 40), blue))
        }
        #expect(image.rgba(5, 20) == .blue)
        #expect(image.rgba(20, 20) == .red)
        #expect(image.rgba(35, 20) == .green)
    }

    @Test func theShapeReachesPastTheBoundsUnlessTheyClip() {
        let outside = { (shape: CAShapeLayer) in
            shape.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            shape.position = CGPoint(x: 10, y: 10)
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            shape.fillColor = red
        }
        #expect(draw(outside).rgba(30, 30) == .red)
        #expect(draw { outside($0); $0.masksToBounds = true }.rgba(30, 30) == .clear)
    }

    /// Each change of a shape is repainted into the last frame's bitmap
    /// exactly as a fresh drawing shows it — including strokes beyond
    /// the layer's bounds and the frames of a running stroke animation.
    @Test func shapeChangesRepaintTheSamePictureAsDrawingFromScratch() {
        let scene = FrameDamageTests.Scene()
        let shape = CAShapeLayer()
        scene.change {
            shape.frame = CGRect(x: 40, y: 20, width: 20, height: 20)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: -10, y: 5))
            path.addLine(to: CGPoint(x: 50, y: 15))
            shape.path = path
            shape.strokeColor = black
            shape.lineWidth = 6
            scene.root.addSublayer(shape)
        }
        scene.frame()
        let changes: [(String, () -> Void)] = [
            ("path", { shape.path = CGPath(ellipseIn: CGRect(x: -15, y: -5, width: 50, height: 30), transform: nil) }),
            ("fill colour", { shape.fillColor = green }),
            ("stroke colour", { shape.strokeColor = blue }),
            ("line width", { shape.lineWidth = 10 }),
            ("stroke end", { shape.strokeEnd = 0.3 }),
            ("line cap", { shape.lineCap = .round }),
            ("dashes", { shape.lineDashPattern = [3, 3] }),
            ("fill rule", { shape.fillRule = .evenOdd }),
            ("no fill", { shape.fillColor = nil }),
        ]
        for (name, change) in changes {
            scene.change(change)
            scene.frame()
            #expect(!scene.renderer.damagedPixelRects.isEmpty, "after \(name)")
            #expect(scene.differencesFromScratch() == 0, "after \(name)")
        }
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 0.1
        shape.add(draw, forKey: "draw")
        for frame in 0..<6 {
            scene.driver.advance(frames: 1)
            scene.frame()
            #expect(scene.differencesFromScratch() == 0, "animation frame \(frame)")
        }
    }
}
