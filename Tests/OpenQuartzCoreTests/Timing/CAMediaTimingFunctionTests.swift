import Foundation
import Testing
@testable import OpenQuartzCore

@Suite struct CAMediaTimingFunctionTests {
    /// A point of the cubic Bézier through (0,0), c1, c2, (1,1) at parameter t.
    func bezier(_ c: (Double, Double, Double, Double), _ t: Double) -> (x: Double, y: Double) {
        let mt = 1 - t
        let x = 3 * mt * mt * t * c.0 + 3 * mt * t * t * c.2 + t * t * t
        let y = 3 * mt * mt * t * c.1 + 3 * mt * t * t * c.3 + t * t * t
        return (x, y)
    }

    static let named: [(CAMediaTimingFunctionName, (Double, Double, Double, Double))] = [
        (.linear, (0, 0, 1, 1)),
        (.easeIn, (0.42, 0, 1, 1)),
        (.easeOut, (0, 0, 0.58, 1)),
        (.easeInEaseOut, (0.42, 0, 0.58, 1)),
        (.default, (0.25, 0.1, 0.25, 1)),
    ]

    @Test(arguments: named.map(\.0.rawValue))
    func namedFunctionsFollowTheirBezierCurveAtManyPoints(_ rawName: String) {
        let entry = Self.named.first { $0.0.rawValue == rawName }!
        let function = CAMediaTimingFunction(name: entry.0)
        for step in 0...20 {
            let t = Double(step) / 20
            let point = bezier(entry.1, t)
            #expect(approximately(function.value(atTime: point.x), point.y, 1e-6), "\(rawName) at t=\(t)")
        }
    }

    @Test func namedFunctionsCarryApplesControlPoints() {
        for (name, points) in Self.named {
            let function = CAMediaTimingFunction(name: name)
            var values: [Float] = [0, 0]
            function.getControlPoint(at: 1, values: &values)
            #expect(values == [Float(points.0), Float(points.1)])
            function.getControlPoint(at: 2, values: &values)
            #expect(values == [Float(points.2), Float(points.3)])
        }
    }

    @Test func theEndControlPointsAreTheUnitSquaresCorners() {
        let function = CAMediaTimingFunction(name: .easeIn)
        var values: [Float] = [9, 9]
        function.getControlPoint(at: 0, values: &values)
        #expect(values == [0, 0])
        function.getControlPoint(at: 3, values: &values)
        #expect(values == [1, 1])
    }

    @Test func anOutOfRangeControlPointIndexWritesNothing() {
        let function = CAMediaTimingFunction(name: .easeIn)
        var values: [Float] = [9, 9]
        function.getControlPoint(at: 7, values: &values)
        #expect(values == [9, 9])
    }

    /// Symmetric up to the Float precision of the stored control points
    /// (Core Animation stores them as Float too).
    @Test func easeInEaseOutIsSymmetricAboutItsMiddle() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(approximately(function.value(atTime: 0.5), 0.5, 1e-7))
        for x in stride(from: 0.05, to: 0.5, by: 0.05) {
            #expect(approximately(function.value(atTime: x) + function.value(atTime: 1 - x), 1, 1e-7))
        }
    }

    @Test func valuesOutsideTheUnitIntervalAreClamped() {
        let function = CAMediaTimingFunction(name: .easeOut)
        #expect(function.value(atTime: -1) == 0)
        #expect(function.value(atTime: 2) == 1)
    }

    @Test func customControlPointsMayOvershootInY() {
        let function = CAMediaTimingFunction(controlPoints: 0.3, 1.6, 0.6, 1)
        let peak = stride(from: 0.0, through: 1.0, by: 0.01).map { function.value(atTime: $0) }.max()!
        #expect(peak > 1.05)
    }

    @Test func nonFiniteControlPointsFallBackToTheLinearCurve() {
        let function = CAMediaTimingFunction(controlPoints: .nan, .infinity, .nan, -.infinity)
        #expect(approximately(function.value(atTime: 0.3), 0.3, 1e-6))
    }

    @Test func equalControlPointsMakeEqualFunctions() {
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
    }
}
