import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextCTMTests {
    @Test func aBitmapContextStartsWithTheIdentityCTM() {
        #expect(makeContext().ctm == .identity)
        #expect(makeContext().userSpaceToDeviceSpaceTransform == .identity)
    }

    @Test func translatingMovesWhatIsDrawn() {
        let context = makeContext()
        context.translateBy(x: 3, y: 2)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(3, 5) == .black)
        #expect(context.allPixels().joined().filter { $0 == .black }.count == 1)
    }

    @Test func scalingEnlargesWhatIsDrawn() {
        let context = makeContext()
        context.scaleBy(x: 2, y: 3)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.allPixels().joined().filter { $0 == .black }.count == 6)
        #expect(context.pixelAt(1, 5) == .black)
    }

    @Test func rotatingByAQuarterTurnIsCounterClockwise() {
        let context = makeContext()
        context.translateBy(x: 4, y: 4)
        context.rotate(by: .pi / 2)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        // (0…2, 0…1) turns to (−1…0, 0…2) around (4, 4): device x 3, y 4…5.
        #expect(context.pixelAt(3, 3) == .black && context.pixelAt(3, 2) == .black)
        #expect(context.pixelAt(4, 3) == .clear)
    }

    @Test func laterTransformsApplyFirstToUserCoordinates() {
        let context = makeContext()
        context.translateBy(x: 4, y: 0)
        context.scaleBy(x: 2, y: 1)
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 0)) == CGPoint(x: 6, y: 0))
    }

    @Test func concatenatePrependsToTheCTM() {
        let context = makeContext()
        context.translateBy(x: 10, y: 0)
        context.concatenate(CGAffineTransform(scaleX: 3, y: 3))
        #expect(context.ctm == CGAffineTransform(scaleX: 3, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 0)))
    }

    @Test func convertingToUserSpaceUndoesTheCTM() {
        let context = makeContext()
        context.translateBy(x: 2, y: 3)
        context.scaleBy(x: 2, y: 2)
        #expect(context.convertToUserSpace(CGPoint(x: 6, y: 7)) == CGPoint(x: 2, y: 2))
        #expect(context.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 1, height: 1)) == CGRect(x: 2, y: 3, width: 2, height: 2))
        #expect(context.convertToUserSpace(CGRect(x: 2, y: 3, width: 2, height: 2)) == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.convertToDeviceSpace(CGSize(width: 1, height: 1)) == CGSize(width: 2, height: 2))
    }

    @Test func restoringTheGraphicsStateRestoresTheCTM() {
        let context = makeContext()
        context.saveGState()
        context.translateBy(x: 5, y: 5)
        context.restoreGState()
        #expect(context.ctm == .identity)
    }

    @Test func aFlippedCTMPutsTheOriginAtTheTopLeft() {
        let context = makeContext()
        context.translateBy(x: 0, y: 8)
        context.scaleBy(x: 1, y: -1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(0, 0) == .black)
    }

    @Test func pathsKeepTheCTMTheyWereBuiltWith() {
        let context = makeContext()
        context.translateBy(x: 4, y: 0)
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.translateBy(x: -4, y: 0)
        context.fillPath()
        #expect(context.pixelAt(4, 7) == .black)
        #expect(context.pixelAt(0, 7) == .clear)
    }
}
