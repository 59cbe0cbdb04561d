import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// Records a scroll view's delegate messages and what they carried.
@MainActor
final class ScrollEventRecorder: UIScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGPoint] = []
    var velocity: CGPoint?
    var target: CGPoint?
    var panVelocity: CGPoint?
    /// Where `scrollViewWillEndDragging` moves the target (nil: leaves it).
    var newTarget: CGPoint?

    /// The events with each run of `didScroll` written once.
    var summary: [String] {
        events.reduce(into: []) { result, event in
            if event == "didScroll" && result.last == "didScroll" { return }
            result.append(event)
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll")
        offsets.append(scrollView.contentOffset)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        events.append("willBeginDragging")
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging")
        self.velocity = velocity
        target = targetContentOffset.pointee
        panVelocity = scrollView.panGestureRecognizer.velocity(in: scrollView)
        if let newTarget { targetContentOffset.pointee = newTarget }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(decelerate: \(decelerate))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        events.append("willBeginDecelerating")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        events.append("didEndDecelerating")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        events.append("didEndScrollingAnimation")
    }
}

/// A 300 × 400 scroll view at (0, 100) in the host's window (clear of the
/// safe area, so no inset is added), with `contentSize` and a recorder.
@MainActor
func makeScrollView(
    in host: TestHost, contentSize: CGSize = CGSize(width: 300, height: 2000)
) -> (UIScrollView, ScrollEventRecorder) {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
    scroll.contentSize = contentSize
    host.window.addSubview(scroll)
    let recorder = ScrollEventRecorder()
    scroll.delegate = recorder
    host.turn()
    return (scroll, recorder)
}

/// UIKit's rubber band for a finger `distance` past the edge of a `dimension`-long view.
func expectedRubberBand(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
    (1 - 1 / (distance * 0.55 / dimension + 1)) * dimension
}

@MainActor
@Suite struct UIScrollViewDraggingTests {
    @Test func theContentFollowsTheFingerPointForPointOnceThePanBegins() {
        let host = TestHost()
        let (scroll, _) = makeScrollView(in: host)
        host.touchDown(at: CGPoint(x: 150, y: 400))
        #expect(scroll.isTracking && !scroll.isDragging)
        host.touchMove(to: CGPoint(x: 150, y: 385))
        #expect(scroll.isDragging)
        #expect(scroll.contentOffset == .zero)
        host.touchMove(to: CGPoint(x: 150, y: 300))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 85))
        host.touchMove(to: CGPoint(x: 150, y: 250))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 135))
        host.touchMove(to: CGPoint(x: 150, y: 260))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 125))
    }

    @Test func aFlickSendsTheDelegateMessagesInUIKitsOrder() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150))
        #expect(scroll.isDecelerating && !scroll.isDragging && !scroll.isTracking)
        host.runUntilIdle()
        #expect(recorder.summary == [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(decelerate: true)",
            "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
        #expect(!scroll.isDecelerating)
    }

    @Test func holdingStillBeforeLiftingEndsTheDragWithoutDeceleration() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        host.drag(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 250), duration: 0.2, lift: false)
        host.advance(by: 0.2)
        host.touchUp()
        #expect(recorder.summary == [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(decelerate: false)",
        ])
        #expect(recorder.velocity == .zero)
        #expect(recorder.target == scroll.contentOffset)
        #expect(!scroll.isDecelerating && !scroll.isTracking)
        let offset = scroll.contentOffset
        host.runUntilIdle()
        #expect(scroll.contentOffset == offset)
    }

    @Test func theVelocityIsTheOffsetsSpeedInPointsPerMillisecond() throws {
        let host = TestHost()
        let (_, recorder) = makeScrollView(in: host)
        host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150))
        let velocity = try #require(recorder.velocity)
        let panVelocity = try #require(recorder.panVelocity)
        #expect(velocity.y == -panVelocity.y / 1000)
        #expect(velocity.y > 1)
        #expect(velocity.x == 0)
    }

    @Test func pastTheTopEdgeTheContentRubberBands() {
        let host = TestHost()
        let (scroll, _) = makeScrollView(in: host)
        host.touchDown(at: CGPoint(x: 150, y: 150))
        host.touchMove(to: CGPoint(x: 150, y: 165))
        host.touchMove(to: CGPoint(x: 150, y: 365))
        #expect(abs(scroll.contentOffset.y + expectedRubberBand(200, dimension: 400)) < 1e-9)
        host.touchMove(to: CGPoint(x: 150, y: 265))
        #expect(abs(scroll.contentOffset.y + expectedRubberBand(100, dimension: 400)) < 1e-9)
    }

    @Test func pastTheBottomEdgeTheContentRubberBands() {
        let host = TestHost()
        let (scroll, _) = makeScrollView(in: host, contentSize: CGSize(width: 300, height: 500))
        host.touchDown(at: CGPoint(x: 150, y: 450))
        host.touchMove(to: CGPoint(x: 150, y: 435))
        host.touchMove(to: CGPoint(x: 150, y: 235))
        #expect(abs(scroll.contentOffset.y - (100 + expectedRubberBand(100, dimension: 400))) < 1e-9)
    }

    @Test func withoutBouncesTheOffsetStopsAtTheEdge() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        scroll.bounces = false
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 450), duration: 0.2)
        host.runUntilIdle()
        #expect(scroll.contentOffset == .zero)
        #expect(!recorder.events.contains("didScroll"))
    }

    @Test func aHorizontalDragDoesNotMoveAVerticalScrollView() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        host.touchDown(at: CGPoint(x: 150, y: 300))
        host.touchMove(to: CGPoint(x: 190, y: 302))
        host.touchMove(to: CGPoint(x: 250, y: 305))
        #expect(!scroll.isDragging)
        #expect(scroll.panGestureRecognizer.state == .possible)
        host.touchUp()
        #expect(scroll.contentOffset == .zero)
        #expect(recorder.events.isEmpty)
    }

    @Test func contentThatFitsDragsOnlyWhenItAlwaysBouncesVertically() {
        let host = TestHost()
        let (scroll, _) = makeScrollView(in: host, contentSize: CGSize(width: 300, height: 300))
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 350), duration: 0.2, lift: false)
        #expect(!scroll.isDragging)
        host.touchUp()
        scroll.alwaysBounceVertical = true
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 350), duration: 0.2, lift: false)
        #expect(scroll.isDragging)
        #expect(scroll.contentOffset.y < 0)
        host.touchUp()
        host.runUntilIdle()
        #expect(scroll.contentOffset == .zero)
    }

    @Test func aDirectionalLockKeepsADragOnItsFirstAxis() {
        let host = TestHost()
        let (scroll, _) = makeScrollView(in: host, contentSize: CGSize(width: 1000, height: 2000))
        scroll.isDirectionalLockEnabled = true
        host.touchDown(at: CGPoint(x: 150, y: 400))
        host.touchMove(to: CGPoint(x: 150, y: 385))
        host.touchMove(to: CGPoint(x: 120, y: 300))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 85))
        host.touchUp()
        host.runUntilIdle()
        scroll.setContentOffset(.zero, animated: false)
        scroll.isDirectionalLockEnabled = false
        host.touchDown(at: CGPoint(x: 150, y: 400))
        host.touchMove(to: CGPoint(x: 150, y: 385))
        host.touchMove(to: CGPoint(x: 120, y: 300))
        #expect(scroll.contentOffset == CGPoint(x: 30, y: 85))
    }

    @Test func turningScrollingOffDisablesThePanRecognizer() {
        let host = TestHost()
        let (scroll, recorder) = makeScrollView(in: host)
        scroll.isScrollEnabled = false
        #expect(!scroll.panGestureRecognizer.isEnabled)
        #expect(scroll.panGestureRecognizer.view === scroll)
        host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150))
        #expect(scroll.contentOffset == .zero)
        #expect(recorder.events.isEmpty)
        scroll.isScrollEnabled = true
        #expect(scroll.panGestureRecognizer.isEnabled)
    }

    @Test func aDragCancelsTheTouchesOfTheContent() {
        let host = TestHost()
        let log = Log()
        let (scroll, _) = makeScrollView(in: host)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.addSubview(button)
        log.recordEvents(of: button)
        host.touchDown(at: CGPoint(x: 150, y: 300))
        host.touchMove(to: CGPoint(x: 150, y: 280))
        #expect(log.entries == ["touchDown", "touchCancel"])
        #expect(scroll.isDragging)
    }

    @Test func thePanRecognizersDelegateCannotBeSet() {
        final class Delegate: UIGestureRecognizerDelegate {}
        let host = TestHost()
        let (scroll, _) = makeScrollView(in: host)
        let delegate = Delegate()
        scroll.panGestureRecognizer.delegate = delegate
        #expect(scroll.panGestureRecognizer.delegate == nil)
        #expect(host.diagnostics.contains(
            "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate."))
    }

    @Test func aTapOnTheContentOfAStillScrollViewReachesIt() {
        let host = TestHost()
        let log = Log()
        let (scroll, _) = makeScrollView(in: host)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.addSubview(button)
        log.recordEvents(of: button)
        host.tap(at: CGPoint(x: 150, y: 300))
        #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(!scroll.isTracking)
    }
}
