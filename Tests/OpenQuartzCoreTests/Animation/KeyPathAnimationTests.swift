import Foundation
import Testing
@testable import OpenQuartzCore

/// Sub-key paths of compound properties.
@MainActor
@Suite struct KeyPathAnimationTests {
    func run(_ keyPath: String, from: Any, to: Any, on layer: CALayer, at fraction: Double, driver: FrameDriver) {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        layer.add(animation, forKey: keyPath)
        driver.turn()
        driver.advance(by: fraction)
    }

    @Test func rotationZSpinsAFullTurnThroughIntermediateAngles() {
        let driver = FrameDriver()
        let layer = CALayer()
        run("transform.rotation.z", from: 0, to: 2 * Double.pi, on: layer, at: 0.25, driver: driver)
        let t = layer.presentation()!.transform
        #expect(approximately(t, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
    }

    @Test func rotationYFromZeroOverAHalfTurnModelShowsTheFlipFromItsStart() {
        let driver = FrameDriver()
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        run("transform.rotation.y", from: 0, to: Double.pi, on: layer, at: 0, driver: driver)
        #expect(approximately(layer.presentation()!.transform, CATransform3DIdentity, 1e-9))
    }

    @Test func transformScaleScalesAllAxes() {
        let driver = FrameDriver()
        let layer = CALayer()
        run("transform.scale", from: 1, to: 3, on: layer, at: 0.5, driver: driver)
        #expect(approximately(layer.presentation()!.transform, CATransform3DMakeScale(2, 2, 2)))
    }

    @Test func translationXMovesAlongX() {
        let driver = FrameDriver()
        let layer = CALayer()
        run("transform.translation.x", from: 0, to: 40, on: layer, at: 0.5, driver: driver)
        #expect(approximately(layer.presentation()!.transform, CATransform3DMakeTranslation(20, 0, 0)))
    }

    @Test func aComponentAnimationKeepsTheOtherComponentsOfTheModel() {
        let driver = FrameDriver()
        let layer = CALayer()
        layer.transform = CATransform3DMakeTranslation(10, 20, 0)
        run("transform.scale.x", from: 1, to: 2, on: layer, at: 1 - 1 / 60.0, driver: driver)
        let t = layer.presentation()!.transform
        #expect(approximately(t.m41, 10) && approximately(t.m42, 20))
        #expect(t.m11 > 1.9)
    }

    @Test func boundsSizeWidthChangesOnlyTheWidth() {
        let driver = FrameDriver()
        let layer = CALayer()
        layer.bounds = CGRect(x: 1, y: 2, width: 10, height: 20)
        run("bounds.size.width", from: 10, to: 30, on: layer, at: 0.5, driver: driver)
        #expect(layer.presentation()!.bounds == CGRect(x: 1, y: 2, width: 20, height: 20))
    }

    @Test func wholeTransformsInterpolateByDecompositionNotByMatrixEntries() {
        let driver = FrameDriver()
        let layer = CALayer()
        run("transform", from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1),
            on: layer, at: 0.5, driver: driver)
        let t = layer.presentation()!.transform
        // A matrix lerp would shrink the layer; decomposition keeps scale 1 at 45°.
        #expect(approximately(t, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), 1e-6))
    }

    @Test func aValueFunctionTurnsNumbersIntoTransforms() {
        let driver = FrameDriver()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: .rotateY)
        animation.fromValue = 0
        animation.toValue = Double.pi
        animation.duration = 1
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(approximately(layer.presentation()!.transform, CATransform3DMakeRotation(.pi / 2, 0, 1, 0)))
    }

    @Test func customKeysAnimateThroughKeyValueStorage() {
        let driver = FrameDriver()
        let layer = CALayer()
        layer.setValue(0.0, forKey: "progress")
        run("progress", from: 0, to: 10, on: layer, at: 0.5, driver: driver)
        #expect(approximately(layer.presentation()!.value(forKey: "progress") as! CGFloat, 5))
        #expect(layer.value(forKey: "progress") as? CGFloat == 0)
    }
}

func approximately(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
    zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
}
