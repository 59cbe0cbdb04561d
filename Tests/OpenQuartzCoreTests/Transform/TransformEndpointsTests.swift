import Foundation
import Testing
@testable import OpenQuartzCore

@Suite struct TransformEndpointsTests {
    static let pairs: [(CATransform3D, CATransform3D)] = [
        (CATransform3DIdentity, CATransform3DScale(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1.5, 1.5, 1)),
        (CATransform3DMakeTranslation(10, -4, 2), CATransform3DMakeRotation(0.7, 1, 1, 0)),
        (CATransform3DMakeScale(2, 2, 1), CATransform3DMakeScale(2, 2, 1)),
        (CATransform3DMakeScale(0, 1, 1), CATransform3DMakeTranslation(5, 5, 0)),
    ]

    @Test func keptDecompositionsGiveExactlyWhatInterpolatingTheMatricesGives() {
        for (from, to) in Self.pairs {
            let endpoints = TransformEndpoints(from: from, to: to)
            for t in [0, 0.1, 0.25, 0.5, 0.75, 1, 1.2, -0.1] {
                #expect(endpoints.interpolate(t: t) == TransformInterpolation.interpolate(from: from, to: to, t: t))
            }
        }
    }

    @Test func endpointsMatchOnlyTheSameMatrices() {
        let endpoints = TransformEndpoints(from: CATransform3DIdentity, to: CATransform3DMakeScale(2, 2, 1))
        #expect(endpoints.matches(from: CATransform3DIdentity, to: CATransform3DMakeScale(2, 2, 1)))
        #expect(!endpoints.matches(from: CATransform3DIdentity, to: CATransform3DMakeScale(2, 3, 1)))
    }
}
