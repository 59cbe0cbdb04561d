import Foundation
import Testing
@testable import OpenQuartzCore

/// `CAGradientLayer`: its defaults, what each type draws, locations, and
/// animating its colours.
@MainActor
@Suite struct GradientLayerRenderingTests {
    /// A 40×40 gradient layer at the origin of a clear root.
    private func draw(_ configure: (CAGradientLayer) -> Void) -> CGImage {
        _ = FrameDriver()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let gradient = CAGradientLayer()
        gradient.frame = root.bounds
        configure(gradient)
        root.addSublayer(gradient)
        return render(root)
    }

    @Test func aNewGradientLayerRunsTopToBottomWithoutColours() {
        _ = FrameDriver()
        let layer = CAGradientLayer()
        #expect(layer.colors == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        #expect(draw { _ in }.rgba(20, 20) == .clear)
    }

    @Test func anAxialGradientBlendsFromStartToEnd() {
        let image = draw { $0.colors = [red, blue] }
        #expect(image.rgba(20, 0).isClose(to: .red, tolerance: 8))
        #expect(image.rgba(20, 39).isClose(to: .blue, tolerance: 8))
        let middle = image.rgba(20, 20)
        #expect(middle.r > 100 && middle.b > 100)
        #expect(image.rgba(0, 10) == image.rgba(39, 10), "constant across the gradient's direction")
    }

    @Test func locationsMoveTheColours() {
        let image = draw {
            $0.colors = [red, blue]
            $0.locations = [0.75, 1]
        }
        #expect(image.rgba(20, 20) == .red)
    }

    @Test func aRadialGradientSpreadsFromTheStartPoint() {
        let image = draw {
            $0.type = .radial
            $0.colors = [red, blue]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 1)
        }
        #expect(image.rgba(20, 20).isClose(to: .red, tolerance: 16))
        #expect(image.rgba(0, 0) == .blue)
        #expect(image.rgba(20, 5) == image.rgba(5, 20), "the same at the same distance")
    }

    @Test func aConicGradientTurnsAroundTheStartPoint() {
        let image = draw {
            $0.type = .conic
            $0.colors = [red, blue]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        let half = image.rgba(2, 20)
        #expect(image.rgba(38, 21).isClose(to: .red, tolerance: 24), "just past the start")
        #expect(half.r > 90 && half.b > 90, "halfway round: \(half)")
        #expect(image.rgba(38, 18).isClose(to: .blue, tolerance: 24), "just before the end")
    }

    @Test func animatingTheColoursBlendsThemColourByColour() {
        let driver = FrameDriver()
        let layer = CAGradientLayer()
        layer.colors = [red, red]
        driver.turn()
        let change = CABasicAnimation(keyPath: "colors")
        change.fromValue = [red, red]
        change.toValue = [blue, blue]
        change.duration = 1
        layer.add(change, forKey: "colors")
        driver.turn()
        driver.advance(frames: 30)
        let shown = (layer.presentation()?.colors as? [CGColor])?.first.map { RGBAColor($0) }
        #expect(shown.map { abs($0.red - 0.5) < 0.05 && abs($0.blue - 0.5) < 0.05 } == true)
    }

    @Test func gradientChangesRepaintTheSamePictureAsDrawingFromScratch() {
        let scene = FrameDamageTests.Scene()
        let gradient = CAGradientLayer()
        scene.change {
            gradient.frame = CGRect(x: 30, y: 20, width: 50, height: 40)
            gradient.colors = [red, green]
            scene.root.addSublayer(gradient)
        }
        scene.frame()
        let changes: [(String, () -> Void)] = [
            ("colours", { gradient.colors = [blue, white, black] }),
            ("locations", { gradient.locations = [0, 0.2, 1] }),
            ("points", { gradient.endPoint = CGPoint(x: 1, y: 1) }),
            ("type", { gradient.type = .radial }),
        ]
        for (name, change) in changes {
            scene.change(change)
            scene.frame()
            #expect(!scene.renderer.damagedPixelRects.isEmpty, "after \(name)")
            #expect(scene.differencesFromScratch() == 0, "after \(name)")
        }
    }
}
