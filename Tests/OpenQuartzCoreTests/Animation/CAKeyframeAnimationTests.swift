import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct CAKeyframeAnimationTests {
    func x(after seconds: Double, _ configure: (CAKeyframeAnimation) -> Void) -> CGFloat {
        let driver = FrameDriver()
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.duration = 1
        configure(animation)
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.setTime(seconds)
        return layer.presentation()!.position.x
    }

    @Test func linearKeyframesAreEvenlySpacedByDefault() {
        let value = x(after: 0.75) { $0.values = [0, 100, 50] }
        #expect(approximately(value, 75))
    }

    @Test func keyTimesPlaceEachValue() {
        let value = x(after: 0.5) {
            $0.values = [0, 100, 200]
            $0.keyTimes = [0, 0.25, 1]
        }
        #expect(approximately(value, 100 + 100 * (0.25 / 0.75)))
    }

    @Test func discreteKeyframesHoldEachValueUntilTheNextKeyTime() {
        let value = x(after: 0.6) {
            $0.values = [10, 20, 30]
            $0.calculationMode = .discrete
        }
        #expect(value == 20)
    }

    @Test func pacedKeyframesMoveAtConstantSpeed() {
        let value = x(after: 0.5) {
            $0.values = [0, 10, 100]
            $0.calculationMode = .paced
        }
        #expect(approximately(value, 50))
    }

    @Test func perSegmentTimingFunctionsShapeEachSegment() {
        let value = x(after: 0.25) {
            $0.values = [0, 100, 200]
            $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        }
        let expected = 100 * CAMediaTimingFunction(name: .easeIn).value(atTime: 0.5)
        #expect(approximately(Double(value), expected, 1e-6))
    }

    @Test func cubicKeyframesPassThroughEveryValue() {
        for (time, expected) in [(0.0, 0.0), (0.5, 100.0), (1 - 1e-9, 0.0)] {
            let value = x(after: time) {
                $0.values = [0, 100, 0]
                $0.calculationMode = .cubic
            }
            #expect(approximately(Double(value), expected, 1e-3))
        }
    }

    @Test func cubicKeyframesCurveBetweenValues() {
        let linear = x(after: 0.25) { $0.values = [0, 100, 0] }
        let cubic = x(after: 0.25) {
            $0.values = [0, 100, 0]
            $0.calculationMode = .cubic
        }
        #expect(cubic != linear)
    }

    @Test func mismatchedKeyTimesAreReplacedByEvenSpacing() {
        let value = x(after: 0.5) {
            $0.values = [0, 100, 200]
            $0.keyTimes = [0, 1]
        }
        #expect(approximately(value, 100))
    }

    @Test func emptyValuesChangeNothing() {
        let value = x(after: 0.5) { $0.values = [] }
        #expect(value == 0)
    }

    @Test func aPathMovesThePositionAlongItsCurves() {
        let driver = FrameDriver()
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 1
        animation.rotationMode = .rotateAuto
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.setTime(0.75)
        let presentation = layer.presentation()!
        #expect(approximately(presentation.position, CGPoint(x: 100, y: 50), 1e-6))
        // Heading down the second segment: rotated a quarter turn.
        #expect(approximately(presentation.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-3))
    }
}
