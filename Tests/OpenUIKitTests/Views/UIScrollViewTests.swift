import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIScrollViewTests {
    final class Delegate: UIScrollViewDelegate {
        var events: [String] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll \(scrollView.contentOffset.y)") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    }

    @Test func theContentOffsetIsTheBoundsOrigin() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 40))
        let child = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        scroll.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: scroll.superview ?? scroll) == CGPoint(x: 0, y: 50))
        #expect(scroll.convert(CGPoint(x: 0, y: 50), to: child) == .zero)
        #expect(scroll.clipsToBounds)
    }

    @Test func settingTheOffsetTellsTheDelegate() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = Delegate()
        scroll.delegate = delegate
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        #expect(delegate.events == ["didScroll 20.0"])
    }

    @Test func anAnimatedOffsetChangeScrollsFrameByFrameAndReportsTheEnd() {
        let host = TestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        host.window.addSubview(scroll)
        host.turn()
        let delegate = Delegate()
        scroll.delegate = delegate
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        host.advance(by: 0.15)
        let shown = scroll.layer.presentation()!.bounds.origin.y
        #expect(shown > 0 && shown < 300)
        #expect(scroll.contentOffset.y == shown)
        host.advance(by: 0.2)
        #expect(delegate.events.count > 3)
        #expect(delegate.events.suffix(2) == ["didScroll 300.0", "didEndScrollingAnimation"])
        #expect(!host.isBusy)
    }

    @Test func anAnimatedScrollToTheCurrentOffsetDoesNothing() {
        let host = TestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(scroll)
        let delegate = Delegate()
        scroll.delegate = delegate
        scroll.setContentOffset(.zero, animated: true)
        host.runUntilIdle()
        #expect(delegate.events.isEmpty)
    }

    @Test func scrollRectToVisibleScrollsTheLeastAmount() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 450, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 10, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 10))
    }

    @Test func theAdjustedInsetAddsTheSafeArea() {
        let host = TestHost()
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        host.window.addSubview(scroll)
        host.turn()
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }

    @Test func aNonFiniteOffsetIsIgnoredWithAMessage() {
        let host = TestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(scroll.contentOffset == .zero)
        #expect(host.diagnostics.contains { $0.contains("non-finite content offset") })
    }

    @Test func settingTheIndicatorInsetsSetsBothAxesAndReadsTheVerticalOne() {
        let scroll = UIScrollView()
        let insets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 2)
        scroll.scrollIndicatorInsets = insets
        #expect(scroll.verticalScrollIndicatorInsets == insets)
        #expect(scroll.horizontalScrollIndicatorInsets == insets)
        scroll.verticalScrollIndicatorInsets = .zero
        #expect(scroll.scrollIndicatorInsets == .zero)
        #expect(scroll.horizontalScrollIndicatorInsets == insets)
    }
}
