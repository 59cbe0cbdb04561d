import CCairo
import Foundation
@testable import OpenQuartzCore
import Testing

/// The hand-over of work done on another thread: one job per key, each
/// product taken once, a job not started claimed by the main thread,
/// nothing waited for that was not planned.
@MainActor
@Suite struct WorkAheadTests {
    func plan(x: CGFloat) -> ShadowMaskPlan {
        let shape = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 4, cornerHeight: 4, transform: nil)
        let matrix = cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: x, y0: 10)
        var state = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), white).stored.modelState
        state.shadowRadius = 3
        let placement = ShadowPlacement(state: state, matrix: matrix, userBox: shape.boundingBoxOfPath)!
        return ShadowMaskPlan(shape: shape, placement: placement, matrix: matrix)
    }

    func job(x: CGFloat) -> WorkAhead.Job {
        let plan = plan(x: x)
        return WorkAhead.Job(key: .shadowMask(plan.key)) { .surface(plan.makeMask()) }
    }

    /// A work-ahead whose main thread waits for every job (deterministic).
    func waiting() -> WorkAhead {
        let work = WorkAhead()
        work.claims = false
        return work
    }

    func surface(_ product: WorkAhead.Product?) -> OpaquePointer? {
        if case .surface(let surface)? = product { surface } else { nil }
    }

    @Test func aKeyPlannedTwiceIsMadeOnceAndTakenOnce() {
        let work = waiting()
        work.start([job(x: 10), job(x: 30)])
        let mask = surface(work.take(.shadowMask(plan(x: 10).key)))
        #expect(mask != nil)
        #expect(work.take(.shadowMask(plan(x: 30).key)) == nil)
        #expect(work.counts == (1, 1, 1, 0))
        mask.map { cairo_surface_destroy($0) }
        work.finish()
    }

    @Test func aKeyNotPlannedIsNotWaitedFor() {
        let work = waiting()
        work.start([job(x: 10)])
        #expect(work.take(.shadowMask(plan(x: 10.5).key)) == nil)
        work.finish()
    }

    @Test func everyJobIsEitherMadeThereOrClaimedHere() {
        let work = WorkAhead()
        let xs: [CGFloat] = [10, 10.25, 10.5, 10.75]
        work.start(xs.map { job(x: $0) })
        for x in xs { surface(work.take(.shadowMask(plan(x: x).key))).map { cairo_surface_destroy($0) } }
        work.finish()
        let counts = work.counts
        #expect(counts.planned == 4)
        #expect(counts.taken + counts.claimed == 4)
        #expect(counts.made >= counts.taken)
    }

    @Test func aMaskMadeOnAnotherThreadHasTheBytesOfOneMadeHere() {
        let work = waiting()
        let plan = plan(x: 10.3)
        work.start([WorkAhead.Job(key: .shadowMask(plan.key)) { .surface(plan.makeMask()) }])
        let there = surface(work.take(.shadowMask(plan.key)))!, here = plan.makeMask()
        defer {
            cairo_surface_destroy(there)
            cairo_surface_destroy(here)
        }
        let count = Int(cairo_image_surface_get_stride(here) * cairo_image_surface_get_height(here))
        let a = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(there), count: count)
        let b = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(here), count: count)
        let same = a.elementsEqual(b)
        #expect(same)
        work.finish()
    }

    @Test func finishingForgetsWhatWasNotTaken() {
        let work = waiting()
        work.start([job(x: 10)])
        work.finish()
        #expect(work.take(.shadowMask(plan(x: 10).key)) == nil)
        #expect(work.counts.taken == 0)
    }
}
