@testable import OpenQuartzCore
import Testing

/// Rectangles of whole device pixels: emptiness and what it follows from.
@Suite struct PixelRectTests {
    @Test func aRectangleWithoutWidthOrHeightIsEmpty() {
        #expect(PixelRect(minX: 3, minY: 0, maxX: 3, maxY: 5).isEmpty)
        #expect(PixelRect(minX: 0, minY: 4, maxX: 5, maxY: 2).isEmpty)
        #expect(!PixelRect(minX: 0, minY: 0, maxX: 1, maxY: 1).isEmpty)
    }

    @Test func rectanglesThatMissEachOtherIntersectInNothing() {
        let above = PixelRect(minX: 0, minY: 0, maxX: 10, maxY: 10)
        let below = PixelRect(minX: 0, minY: 10, maxX: 10, maxY: 20)
        #expect(above.intersection(below).isEmpty)
        #expect(above.intersection(below).area == 0)
        #expect(above.subtracting([below]) == [above])
    }
}
