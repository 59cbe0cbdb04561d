import Foundation
import Testing
@testable import OpenQuartzCore

/// `CAShapeLayer`'s properties: defaults, nil colours, key-value access,
/// copies and animation.
@MainActor
@Suite struct ShapeLayerTests {
    @Test func aNewShapeLayerHasCoreAnimationsDefaults() {
        _ = FrameDriver()
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.strokeColor == nil)
        #expect([layer.strokeStart, layer.strokeEnd, layer.lineWidth, layer.miterLimit, layer.lineDashPhase] == [0, 1, 1, 10, 0])
        #expect(layer.fillRule == .nonZero)
        #expect(layer.lineCap == .butt)
        #expect(layer.lineJoin == .miter)
        #expect(layer.lineDashPattern == nil)
    }

    @Test func aFillColourSetToNilReadsBackAsNilAndCanBeSetAgain() {
        _ = FrameDriver()
        let layer = CAShapeLayer()
        layer.fillColor = nil
        #expect(layer.fillColor == nil)
        layer.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(layer.fillColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func everyPropertyReadsBackWhatWasSet() {
        _ = FrameDriver()
        let layer = CAShapeLayer()
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        layer.path = path
        layer.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.strokeStart = 0.25
        layer.strokeEnd = 0.75
        layer.lineWidth = 3
        layer.miterLimit = 4
        layer.lineDashPhase = 2
        layer.lineDashPattern = [4, 2]
        layer.fillRule = .evenOdd
        layer.lineCap = .round
        layer.lineJoin = .bevel
        #expect(layer.path == path)
        #expect(layer.strokeColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect([layer.strokeStart, layer.strokeEnd, layer.lineWidth, layer.miterLimit, layer.lineDashPhase] == [0.25, 0.75, 3, 4, 2])
        #expect(layer.lineDashPattern == [4, 2])
        #expect(layer.fillRule == .evenOdd)
        #expect(layer.lineCap == .round)
        #expect(layer.lineJoin == .bevel)
    }

    @Test func theShapesPropertiesAreKeyValueKeys() {
        _ = FrameDriver()
        let layer = CAShapeLayer()
        layer.setValue(0.4, forKey: "strokeEnd")
        #expect(layer.strokeEnd == 0.4)
        layer.lineWidth = 6
        #expect(layer.value(forKey: "lineWidth") as? CGFloat == 6)
    }

    @Test func aCopyKeepsTheShapeIncludingANilFill() {
        _ = FrameDriver()
        let layer = CAShapeLayer()
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        layer.fillColor = nil
        layer.lineWidth = 5
        layer.lineCap = .square
        let copy = CAShapeLayer(layer: layer)
        #expect(copy.path == layer.path)
        #expect(copy.fillColor == nil)
        #expect(copy.lineWidth == 5)
        #expect(copy.lineCap == .square)
    }

    @Test func changingStrokeEndOfACommittedShapeLayerAnimatesIt() {
        let driver = FrameDriver()
        let layer = CAShapeLayer()
        driver.turn()
        layer.strokeEnd = 0.5
        let animation = layer.animation(forKey: "strokeEnd") as? CABasicAnimation
        #expect(animation?.keyPath == "strokeEnd")
        #expect(animation?.duration == 0.25)
    }

    @Test func anExplicitStrokeEndAnimationShowsInThePresentation() {
        let driver = FrameDriver()
        let layer = CAShapeLayer()
        driver.turn()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        layer.add(animation, forKey: "draw")
        driver.turn()
        driver.advance(frames: 30)
        let shown = layer.presentation()?.strokeEnd ?? -1
        #expect(abs(shown - 0.5) < 0.02)
        #expect(layer.strokeEnd == 1)
    }
}
