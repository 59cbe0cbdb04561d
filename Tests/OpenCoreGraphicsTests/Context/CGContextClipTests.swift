import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextClipTests {
    @Test func clippingToARectLimitsDrawingToIt() {
        let context = makeContext()
        context.clip(to: CGRect(x: 2, y: 2, width: 2, height: 2))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.allPixels().joined().filter { $0 == .black }.count == 4)
        #expect(context.pixelAt(2, 5) == .black)
    }

    @Test func clipsIntersect() {
        let context = makeContext()
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 8))
        context.clip(to: CGRect(x: 2, y: 0, width: 6, height: 1))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.allPixels().joined().filter { $0 == .black }.count == 2)
    }

    @Test func restoringTheGraphicsStateRemovesTheClip() {
        let context = makeContext()
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.allPixels().joined().allSatisfy { $0 == .black })
    }

    @Test func clippingToSeveralRectsClipsToTheirUnion() {
        let context = makeContext(width: 4, height: 1)
        context.clip(to: [CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 3, y: 0, width: 1, height: 1)])
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(context.allPixels()[0] == [.black, .clear, .clear, .black])
    }

    @Test func clippingToThePathUsesItAndClearsIt() {
        let context = makeContext()
        context.addRect(CGRect(x: 0, y: 0, width: 8, height: 8))
        context.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
        context.clip(using: .evenOdd)
        #expect(context.isPathEmpty)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.pixelAt(4, 4) == .clear)
        #expect(context.pixelAt(0, 0) == .black)
    }

    @Test func theClipBoundingBoxIsInUserSpace() {
        let context = makeContext()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 8, height: 8))
        context.clip(to: CGRect(x: 1, y: 2, width: 3, height: 4))
        context.translateBy(x: 1, y: 1)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 1, width: 3, height: 4))
    }

    @Test func clippingToAnEmptyPathClipsEverything() {
        let context = makeContext()
        context.clip()
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.allPixels().joined().allSatisfy { $0 == .clear })
        #expect(context.boundingBoxOfClipPath == .zero)
    }

    @Test func clippingToTheInfiniteRectChangesNothing() {
        let context = makeContext()
        context.clip(to: .infinite)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.allPixels().joined().allSatisfy { $0 == .black })
    }

    @Test func clearRespectsTheClip() {
        let context = makeContext(width: 2, height: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.clip(to: CGRect(x: 1, y: 0, width: 1, height: 1))
        context.clear(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(context.allPixels()[0] == [.black, .clear])
    }
}
