import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGAffineTransformTests {
    func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.a - b.a) < tolerance && abs(a.b - b.b) < tolerance && abs(a.c - b.c) < tolerance
            && abs(a.d - b.d) < tolerance && abs(a.tx - b.tx) < tolerance && abs(a.ty - b.ty) < tolerance
    }

    func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test func identityHasUnitDiagonalAndNoTranslation() {
        let t = CGAffineTransform.identity
        #expect([t.a, t.b, t.c, t.d, t.tx, t.ty] == [1, 0, 0, 1, 0, 0])
    }

    @Test func emptyInitialiserIsTheIdentity() {
        #expect(CGAffineTransform() == .identity)
    }

    @Test func labelledAndUnlabelledInitialisersStoreEntriesInOrder() {
        let labelled = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(labelled == CGAffineTransform(1, 2, 3, 4, 5, 6))
        #expect([labelled.a, labelled.b, labelled.c, labelled.d, labelled.tx, labelled.ty] == [1, 2, 3, 4, 5, 6])
    }

    @Test func translationInitialiserMovesPoints() {
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 11, y: 22))
    }

    @Test func scaleInitialiserScalesPoints() {
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 3, y: -1)) == CGPoint(x: 3, y: -2))
    }

    @Test func rotationInitialiserTurnsCounterClockwiseInYUpSpace() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(p, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
        #expect(p.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func translatedByTranslatesBeforeTheTransform() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 2, y: 0))
    }

    @Test func scaledByScalesBeforeTheTransform() {
        let t = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 3, y: 1)
        #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 8, y: 0))
    }

    @Test func rotatedByRotatesBeforeTheTransform() {
        let t = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 4, y: 0)))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -5)
        #expect(isClose(t.concatenating(t.inverted()), .identity))
        #expect(isClose(CGPoint(x: 7, y: 9).applying(t).applying(t.inverted()), CGPoint(x: 7, y: 9)))
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test func isIdentityIsTrueOnlyForTheExactIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 0.001, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
    }

    @Test func applyingToASizeIgnoresTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 100, ty: 100)
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 2, height: 3))
    }

    @Test func applyingAFlipToASizeGivesANegativeHeight() {
        #expect(CGSize(width: 4, height: 2).applying(CGAffineTransform(scaleX: 1, y: -1)) == CGSize(width: 4, height: -2))
    }

    @Test func applyingToARectGivesTheBoundingBoxOfItsCorners() {
        let rect = CGRect(x: 0, y: 0, width: 2, height: 1)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX - -1) < 1e-9 && abs(rotated.minY) < 1e-9)
        #expect(abs(rotated.width - 1) < 1e-9 && abs(rotated.height - 2) < 1e-9)
    }

    @Test func applyingToTheNullRectKeepsItNull() {
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }

    @Test func decomposedComponentsRebuildTheTransform() {
        let original = CGAffineTransform(scaleX: 2, y: 3)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            .concatenating(CGAffineTransform(rotationAngle: 0.7))
            .concatenating(CGAffineTransform(translationX: 4, y: -2))
        #expect(isClose(CGAffineTransform(original.decomposed()), original))
    }

    @Test func decomposedCarriesAReflectionInTheVerticalScale() {
        let flip = CGAffineTransform(scaleX: 1, y: -1)
        let components = flip.decomposed()
        #expect(components.scale.height < 0)
        #expect(isClose(CGAffineTransform(components), flip))
    }

    @Test func defaultComponentsDescribeTheIdentity() {
        #expect(CGAffineTransform(CGAffineTransform.Components()) == .identity)
    }
}
