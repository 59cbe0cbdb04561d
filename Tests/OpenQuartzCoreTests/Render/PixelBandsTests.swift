import Foundation
@testable import OpenQuartzCore
import Testing
import Synchronization

/// Large pixel work is split into horizontal bands that together are the
/// rectangle, each row in one band.
@Suite struct PixelBandsTests {
    @Test func bandsCoverTheRectangleRowByRowWithoutOverlap() {
        let rect = PixelRect(minX: 3, minY: 10, maxX: 50, maxY: 27)
        let bands = (0..<4).map { PixelBands.band($0, of: rect, count: 4) }
        #expect(bands.map(\.minY) == [10, 14, 18, 22])
        #expect(bands.map(\.maxY) == [14, 18, 22, 27])
        #expect(bands.allSatisfy { $0.minX == 3 && $0.maxX == 50 })
    }

    @Test func moreBandsThanRowsLeaveSomeEmpty() {
        let rect = PixelRect(minX: 0, minY: 0, maxX: 10, maxY: 2)
        let bands = (0..<4).map { PixelBands.band($0, of: rect, count: 4) }
        #expect(bands.map(\.area) == [0, 10, 0, 10])
    }

    @Test func aSmallRectangleIsOneBand() {
        let rect = PixelRect(minX: 0, minY: 0, maxX: 100, maxY: 100)
        let calls = Atomic<Int>(0)
        PixelBands.run(rect) { band in
            #expect(band == rect)
            calls.add(1, ordering: .relaxed)
        }
        #expect(calls.load(ordering: .relaxed) == 1)
    }

    @Test func aLargeRectangleRunsEveryRowOnce() {
        let rect = PixelRect(minX: 0, minY: 0, maxX: 1000, maxY: 1000)
        let rows = Atomic<Int>(0), pixels = Atomic<Int>(0)
        PixelBands.run(rect) { band in
            rows.add(band.maxY - band.minY, ordering: .relaxed)
            pixels.add(band.area, ordering: .relaxed)
        }
        #expect(rows.load(ordering: .relaxed) == 1000)
        #expect(pixels.load(ordering: .relaxed) == 1_000_000)
    }
}
