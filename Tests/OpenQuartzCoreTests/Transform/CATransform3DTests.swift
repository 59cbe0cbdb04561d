import Foundation
import Testing
@testable import OpenQuartzCore

@Suite struct CATransform3DTests {
    @Test func theIdentityIsIdentity() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(2, 1, 1)))
    }

    @Test func concatAppliesTheFirstTransformFirst() {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(t.project(CGPoint(x: 1, y: 1)).point == CGPoint(x: 12, y: 2))
    }

    @Test func translateScaleAndRotateApplyBeforeTheGivenTransform() {
        let base = CATransform3DMakeTranslation(10, 0, 0)
        #expect(CATransform3DTranslate(base, 1, 2, 3) == CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 3), base))
        #expect(CATransform3DScale(base, 2, 3, 4) == CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), base))
        #expect(CATransform3DRotate(base, 1, 0, 0, 1) == CATransform3DConcat(CATransform3DMakeRotation(1, 0, 0, 1), base))
    }

    @Test func aRotationAboutZMatchesTheAffineRotation() {
        let angle: CGFloat = 0.7
        let t = CATransform3DMakeRotation(angle, 0, 0, 1)
        #expect(CATransform3DIsAffine(t))
        let affine = CATransform3DGetAffineTransform(t)
        let expected = CGAffineTransform(rotationAngle: angle)
        #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12)
        #expect(abs(affine.c - expected.c) < 1e-12 && abs(affine.d - expected.d) < 1e-12)
    }

    @Test func aRotationAboutAZeroVectorIsTheIdentity() {
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func invertingUndoesATransform() {
        var t = CATransform3DMakeRotation(0.4, 1, 2, 3)
        t = CATransform3DTranslate(t, 5, -2, 1)
        t.m34 = -1 / 500
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        #expect(zip(product.entries, CATransform3DIdentity.entries).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func aSingularTransformInvertsToItself() {
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test func affineTransformsRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
    }

    @Test func perspectiveShrinksPointsFurtherAway() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 100
        t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -100), t)
        let projected = t.project(CGPoint(x: 10, y: 10))
        #expect(abs(projected.point.x - 5) < 1e-12)
    }
}

@Suite struct DecomposedTransformTests {
    static let samples: [CATransform3D] = {
        var perspective = CATransform3DMakeRotation(0.3, 0, 1, 0)
        perspective.m34 = -1 / 400
        return [
            CATransform3DIdentity,
            CATransform3DMakeTranslation(3, -4, 5),
            CATransform3DMakeScale(2, 0.5, 3),
            CATransform3DMakeRotation(.pi / 3, 0, 0, 1),
            CATransform3DMakeRotation(2.5, 1, 1, 0),
            CATransform3DConcat(CATransform3DMakeScale(-1, 1, 1), CATransform3DMakeRotation(1, 0, 0, 1)),
            CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 2, ty: 3)),
            perspective,
        ]
    }()

    @Test(arguments: 0..<samples.count)
    func decomposingAndRecomposingGivesTheSameMatrix(_ index: Int) {
        let original = Self.samples[index]
        let rebuilt = DecomposedTransform(original)!.transform
        #expect(zip(original.entries, rebuilt.entries).allSatisfy { abs($0 - $1) < 1e-9 }, "\(original) → \(rebuilt)")
    }

    @Test func aSingularMatrixDoesNotDecompose() {
        var t = CATransform3DIdentity
        t.m44 = 0
        #expect(DecomposedTransform(t) == nil)
    }

    @Test func interpolationRotatesAlongTheShorterArc() {
        let from = CATransform3DMakeRotation(0, 0, 0, 1)
        let to = CATransform3DMakeRotation(.pi * 1.5, 0, 0, 1)
        let mid = TransformInterpolation.interpolate(from: from, to: to, t: 0.5)
        let expected = CATransform3DMakeRotation(-.pi / 4, 0, 0, 1)
        #expect(zip(mid.entries, expected.entries).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func transformComponentsRoundTripEulerAngles() {
        var components = TransformComponents()
        components.rotation = (0.3, -0.2, 1.1)
        components.scale = (2, 3, 1)
        components.translation = (5, 6, 7)
        let decoded = TransformComponents(components.transform)
        #expect(abs(decoded.rotation.x - 0.3) < 1e-9 && abs(decoded.rotation.y + 0.2) < 1e-9)
        #expect(abs(decoded.rotation.z - 1.1) < 1e-9)
        #expect(abs(decoded.scale.x - 2) < 1e-9 && abs(decoded.scale.y - 3) < 1e-9)
    }
}
