import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIScrollViewDecelerationTests {
    @Test func aFlickComesToRestAtTheTargetReportedInWillEndDragging() throws {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150))
        let released = scroll.contentOffset
        let velocity = try #require(recorder.velocity)
        let target = try #require(recorder.target)
        #expect(abs(target.y - (released.y - velocity.y / log(0.998))) < 1e-9)
        #expect(target.x == 0)
        host.advance(frames: 30)
        #expect(scroll.contentOffset.y > released.y && scroll.contentOffset.y < target.y)
        host.runUntilIdle()
        #expect(scroll.contentOffset == target)
    }

    @Test func theTargetProjectsDecayAtTheDecelerationRate() throws {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        scroll.decelerationRate = .fast
        host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150))
        let released = scroll.contentOffset
        let velocity = try #require(recorder.velocity)
        let target = try #require(recorder.target)
        #expect(abs(target.y - (released.y - velocity.y / log(0.99))) < 1e-9)
        host.runUntilIdle()
        #expect(scroll.contentOffset == target)
    }

    @Test func theDelegateCanChangeWhereTheContentComesToRest() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        recorder.newTarget = CGPoint(x: 0, y: 700)
        host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150))
        host.runUntilIdle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 700))
    }

    @Test func releasedPastTheEdgeTheContentBouncesBackToIt() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        host.touchDown(at: CGPoint(x: 150, y: 150))
        host.touchMove(to: CGPoint(x: 150, y: 165))
        host.touchMove(to: CGPoint(x: 150, y: 365))
        host.advance(by: 0.2)
        host.touchUp()
        #expect(recorder.target == .zero)
        #expect(scroll.isDecelerating)
        let pulled = scroll.contentOffset.y
        host.runUntilIdle()
        #expect(scroll.contentOffset == .zero)
        #expect(recorder.summary == [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(decelerate: true)",
            "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
        let bounce = recorder.offsets.map(\.y).drop { $0 != pulled }
        #expect(zip(bounce, bounce.dropFirst()).allSatisfy { $0 < $1 && $1 <= 0 })
    }

    @Test func aFlickPastTheEndOvershootsThenSettlesAtTheEdge() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host, contentSize: CGSize(width: 300, height: 800))
        host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150))
        #expect(recorder.target == CGPoint(x: 0, y: 400))
        host.runUntilIdle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
        #expect(recorder.offsets.contains { $0.y > 400 })
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func withoutBouncesAFlickStopsAtTheEdge() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host, contentSize: CGSize(width: 300, height: 800))
        scroll.bounces = false
        host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150))
        host.runUntilIdle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
        #expect(recorder.offsets.allSatisfy { $0.y <= 400 })
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func aPagingFlickLandsOnTheNextPage() throws {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host, contentSize: CGSize(width: 900, height: 400))
        scroll.isPagingEnabled = true
        host.swipe(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 170, y: 300))
        #expect(try #require(recorder.velocity).x > 0.3)
        #expect(scroll.contentOffset.x < 150)
        #expect(recorder.target == CGPoint(x: 300, y: 0))
        host.runUntilIdle()
        #expect(scroll.contentOffset == CGPoint(x: 300, y: 0))
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func aSlowPagingDragLandsOnTheNearestPage() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host, contentSize: CGSize(width: 900, height: 400))
        scroll.isPagingEnabled = true
        host.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 50, y: 300), duration: 1, lift: false)
        host.advance(by: 0.2)
        host.touchUp()
        #expect(recorder.target == CGPoint(x: 300, y: 0))
        host.runUntilIdle()
        #expect(scroll.contentOffset == CGPoint(x: 300, y: 0))
        host.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 150, y: 300), duration: 1, lift: false)
        host.advance(by: 0.2)
        host.touchUp()
        #expect(recorder.target == CGPoint(x: 300, y: 0))
        host.runUntilIdle()
        #expect(scroll.contentOffset == CGPoint(x: 300, y: 0))
    }

    @Test func aPagingTargetCannotBeChanged() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host, contentSize: CGSize(width: 900, height: 400))
        scroll.isPagingEnabled = true
        recorder.newTarget = CGPoint(x: 600, y: 0)
        host.swipe(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 170, y: 300))
        host.runUntilIdle()
        #expect(scroll.contentOffset == CGPoint(x: 300, y: 0))
        #expect(host.diagnostics.contains("Stop offset can not be modified for paging scroll views"))
    }

    @Test func aTouchStopsADeceleratingScrollView() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150))
        host.advance(frames: 5)
        #expect(scroll.isDecelerating)
        host.touchDown(at: CGPoint(x: 150, y: 300))
        #expect(!scroll.isDecelerating && scroll.isTracking)
        #expect(recorder.events.last == "didEndDecelerating")
        let stopped = scroll.contentOffset
        host.advance(frames: 10)
        #expect(scroll.contentOffset == stopped)
        host.touchUp()
        #expect(!scroll.isTracking)
        #expect(recorder.summary == [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(decelerate: true)",
            "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
        #expect(!host.isBusy)
    }

    @Test func theTouchThatStopsItDoesNotTapTheContent() {
        let host = TestHost()
        let log = Log()
        let (scroll, _) = makeScrollView(in: host)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 2000))
        scroll.addSubview(content)
        log.attach(UITapGestureRecognizer(), named: "tap", to: content)
        host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150))
        host.advance(frames: 5)
        host.tap(at: CGPoint(x: 150, y: 300))
        #expect(log.entries.isEmpty)
        #expect(!scroll.isDecelerating)
        host.tap(at: CGPoint(x: 150, y: 300))
        #expect(log.entries == ["tap.ended"])
    }

    @Test func aDragFromADeceleratingScrollViewStartsANewDrag() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150))
        host.advance(frames: 5)
        recorder.events.removeAll()
        host.touchDown(at: CGPoint(x: 150, y: 300))
        let stopped = scroll.contentOffset
        host.touchMove(to: CGPoint(x: 150, y: 285))
        host.touchMove(to: CGPoint(x: 150, y: 245))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: stopped.y + 40))
        #expect(recorder.summary == ["didEndDecelerating", "willBeginDragging", "didScroll"])
    }

    @Test func catchingABouncingScrollViewHoldsItAndADragGoesOnFromThere() {
        let host = TestHost()
        let (scroll, _) = makeScrollView(in: host)
        host.touchDown(at: CGPoint(x: 150, y: 150))
        host.touchMove(to: CGPoint(x: 150, y: 165))
        host.touchMove(to: CGPoint(x: 150, y: 365))
        host.advance(by: 0.2)
        host.touchUp()
        host.advance(frames: 3)
        host.touchDown(at: CGPoint(x: 150, y: 300))
        let caught = scroll.contentOffset.y
        #expect(caught < 0 && !scroll.isDecelerating)
        host.advance(frames: 5)
        #expect(scroll.contentOffset.y == caught)
        host.touchMove(to: CGPoint(x: 150, y: 315))
        host.touchMove(to: CGPoint(x: 150, y: 365))
        let fingerPastEdge = -caught * 400 / (0.55 * (400 + caught)) + 50
        #expect(abs(scroll.contentOffset.y + expectedRubberBand(fingerPastEdge, dimension: 400)) < 1e-9)
        host.touchUp()
        host.runUntilIdle()
        #expect(scroll.contentOffset == .zero)
    }

    @Test func liftingACaughtBouncingScrollViewWithoutDraggingBouncesItBack() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        host.touchDown(at: CGPoint(x: 150, y: 150))
        host.touchMove(to: CGPoint(x: 150, y: 165))
        host.touchMove(to: CGPoint(x: 150, y: 365))
        host.advance(by: 0.2)
        host.touchUp()
        host.advance(frames: 3)
        host.tap(at: CGPoint(x: 150, y: 300))
        #expect(scroll.isDecelerating)
        host.runUntilIdle()
        #expect(scroll.contentOffset == .zero)
        #expect(recorder.summary.suffix(6) == [
            "willBeginDecelerating", "didScroll", "didEndDecelerating",
            "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
    }

    @Test func settingTheOffsetWithoutAnimationStopsDeceleration() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150))
        host.advance(frames: 3)
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(!scroll.isDecelerating)
        host.advance(frames: 10)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
        #expect(!recorder.events.contains("didEndDecelerating"))
        #expect(!host.isBusy)
    }
}
