import Foundation
import Testing
@testable import OpenQuartzCore

/// The backdrop of a visual effect view: a blur of what is beneath inside
/// the layer's bounds, a tint over it, and repaints when what is beneath
/// changes within the blur's reach.
@MainActor
@Suite struct BackdropLayerRenderingTests {
    /// A 40×40 root, red on the left half and blue on the right, with a
    /// backdrop over the middle (x 10…30).
    private func scene(radius: CGFloat, tint: CGColor? = nil) -> (root: CALayer, backdrop: BackdropLayer) {
        _ = FrameDriver()
        let root = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        root.addSublayer(solidLayer(CGRect(x: 20, y: 0, width: 20, height: 40), blue))
        let backdrop = BackdropLayer()
        backdrop.frame = CGRect(x: 10, y: 0, width: 20, height: 40)
        backdrop.blurRadius = radius
        if let tint { backdrop.tint = tint }
        root.addSublayer(backdrop)
        return (root, backdrop)
    }

    @Test func theEdgeBeneathIsBlurredInsideTheBoundsAndSharpOutside() {
        let image = render(scene(radius: 3).root)
        let mixed = image.rgba(20, 20)
        #expect(mixed.r > 60 && mixed.b > 60, "the red/blue edge is mixed: \(mixed)")
        #expect(image.rgba(5, 20) == .red)
        #expect(image.rgba(35, 20) == .blue)
        #expect(image.rgba(11, 20).isClose(to: .red, tolerance: 8), "far from the edge inside the blur")
    }

    @Test func withoutARadiusTheBackdropShowsWhatIsBeneath() {
        let image = render(scene(radius: 0).root)
        #expect(image.rgba(19, 20) == .red)
        #expect(image.rgba(20, 20) == .blue)
    }

    @Test func theTintIsLaidOverTheBlur() {
        let image = render(scene(radius: 0, tint: CGColor(gray: 1, alpha: 0.5)).root)
        #expect(image.rgba(15, 20).isClose(to: RGBA(255, 128, 128, 255), tolerance: 2))
        #expect(image.rgba(5, 20) == .red)
    }

    /// A change beneath the backdrop, outside its bounds but within the
    /// blur's reach, repaints it: every frame equals a fresh drawing.
    @Test func changesBeneathWithinTheBlursReachRepaintTheSamePictureAsDrawingFromScratch() {
        let scene = FrameDamageTests.Scene()
        let backdrop = BackdropLayer()
        scene.change {
            backdrop.frame = CGRect(x: 20, y: 5, width: 40, height: 40)
            backdrop.blurRadius = 4
            backdrop.tint = CGColor(gray: 1, alpha: 0.3)
            scene.root.addSublayer(backdrop)
        }
        scene.frame()
        let above = solidLayer(CGRect(x: 30, y: 15, width: 10, height: 10), green)
        scene.change { scene.root.addSublayer(above) }
        scene.frame()
        #expect(scene.differencesFromScratch() == 0, "after a layer above was added")
        let changes: [(String, () -> Void)] = [
            ("above", { above.position.x += 5 }),
            ("above, colour", { above.backgroundColor = blue }),
            ("beneath, inside", { scene.card.position.x += 6 }),
            ("beneath, just outside", { scene.card.position = CGPoint(x: 12, y: 25) }),
            ("radius", { backdrop.blurRadius = 8 }),
            ("tint", { backdrop.tint = CGColor(gray: 0, alpha: 0.4) }),
        ]
        for (name, change) in changes {
            scene.change(change)
            scene.frame()
            #expect(scene.differencesFromScratch() == 0, "after \(name)")
        }
    }
}

extension BackdropLayerRenderingTests {
    /// A rounded, clipping card holding a backdrop and, above it, a ring
    /// whose stroke animates (the gallery's materials example).
    @Test func anAnimationAboveABackdropInAClippedCardMatchesDrawingFromScratch() {
        let scene = FrameDamageTests.Scene()
        let card = CALayer()
        let backdrop = BackdropLayer()
        let content = CALayer()
        let ring = CAShapeLayer()
        scene.change {
            card.frame = CGRect(x: 15, y: 10, width: 70, height: 60)
            card.cornerRadius = 10
            card.masksToBounds = true
            backdrop.frame = card.bounds
            backdrop.blurRadius = 5
            backdrop.tint = CGColor(gray: 1, alpha: 0.6)
            content.frame = card.bounds
            ring.frame = CGRect(x: 15, y: 10, width: 40, height: 40)
            ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            ring.fillColor = nil
            ring.strokeColor = blue
            ring.lineWidth = 6
            ring.strokeEnd = 0.25
            content.addSublayer(ring)
            card.addSublayer(backdrop)
            card.addSublayer(content)
            scene.root.addSublayer(card)
        }
        scene.frame()
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 0.2
        ring.add(fill, forKey: "fill")
        for frame in 0..<14 {
            scene.driver.advance(frames: 1)
            scene.frame()
            #expect(scene.differencesFromScratch() == 0, "frame \(frame)")
        }
    }
}
