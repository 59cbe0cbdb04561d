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
        let changes: [(String, () -> Void)] = [
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
