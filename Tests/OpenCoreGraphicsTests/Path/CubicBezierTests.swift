import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CubicBezierTests {
    let curve = CubicBezier(.zero, CGPoint(x: 0, y: 2), CGPoint(x: 2, y: 2), CGPoint(x: 2, y: 0))

    @Test func evaluatesItsEndPointsAtZeroAndOne() {
        #expect(curve.point(at: 0) == .zero)
        #expect(curve.point(at: 1) == CGPoint(x: 2, y: 0))
    }

    @Test func splittingGivesHalvesThatMeetOnTheCurve() {
        let (left, right) = curve.split(at: 0.5)
        #expect(left.p3 == right.p0)
        #expect(isClose(left.p3, curve.point(at: 0.5)))
        #expect(isClose(left.point(at: 0.5), curve.point(at: 0.25)))
    }

    @Test func flatteningEndsAtTheEndPointAndStaysNearTheCurve() {
        let points = curve.flattened(tolerance: 0.01)
        #expect(points.last == CGPoint(x: 2, y: 0))
        #expect(points.count > 4)
    }

    @Test func aQuadraticBecomesTheSameCubic() {
        let cubic = CubicBezier(quadFrom: .zero, control: CGPoint(x: 1, y: 2), to: CGPoint(x: 2, y: 0))
        #expect(isClose(cubic.point(at: 0.5), CGPoint(x: 1, y: 1)))
    }
}
