import CCairo
import Foundation
@testable import OpenQuartzCore
import Testing

/// The hand-over of masks made on another thread: one per key, taken once,
/// nothing waited for that was not planned.
@MainActor
@Suite struct ShadowMaskPrefetchQueueTests {
    func plan(x: CGFloat) -> ShadowMaskPlan {
        let shape = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 4, cornerHeight: 4, transform: nil)
        let matrix = cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: x, y0: 10)
        let state = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), white).stored.modelState
        var shadowed = state
        shadowed.shadowRadius = 3
        let placement = ShadowPlacement(state: shadowed, matrix: matrix, userBox: shape.boundingBoxOfPath)!
        return ShadowMaskPlan(shape: shape, placement: placement, matrix: matrix)
    }

    @Test func aKeyPlannedTwiceIsMadeOnceAndTakenOnce() {
        let prefetch = ShadowMaskPrefetch()
        prefetch.start([plan(x: 10), plan(x: 30)])
        let mask = prefetch.take(plan(x: 10).key)
        #expect(mask != nil)
        #expect(prefetch.take(plan(x: 30).key) == nil)
        #expect(prefetch.counts == (1, 1))
        mask.map { cairo_surface_destroy($0) }
        prefetch.finish()
    }

    @Test func aKeyNotPlannedIsNotWaitedFor() {
        let prefetch = ShadowMaskPrefetch()
        prefetch.start([plan(x: 10)])
        #expect(prefetch.take(plan(x: 10.5).key) == nil)
        prefetch.finish()
    }

    @Test func aMaskMadeOnAnotherThreadHasTheBytesOfOneMadeHere() {
        let prefetch = ShadowMaskPrefetch()
        let plan = plan(x: 10.3)
        prefetch.start([plan])
        let there = prefetch.take(plan.key)!, here = plan.makeMask()
        defer {
            cairo_surface_destroy(there)
            cairo_surface_destroy(here)
        }
        let count = Int(cairo_image_surface_get_stride(here) * cairo_image_surface_get_height(here))
        let a = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(there), count: count)
        let b = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(here), count: count)
        let same = a.elementsEqual(b)
        #expect(same)
        prefetch.finish()
    }

    @Test func finishingForgetsWhatWasNotTaken() {
        let prefetch = ShadowMaskPrefetch()
        prefetch.start([plan(x: 10)])
        prefetch.finish()
        #expect(prefetch.take(plan(x: 10).key) == nil)
        #expect(prefetch.counts == (1, 0))
    }
}
