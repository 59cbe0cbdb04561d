import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIViewLayoutTests {
    @Test func layoutRunsOncePerTurnHoweverOftenItIsRequested() {
        let host = TestHost()
        let log = Log()
        let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.turn()
        log.clear()
        for _ in 0..<5 { view.setNeedsLayout() }
        #expect(log.entries.isEmpty)
        host.turn()
        #expect(log.entries == ["v.layoutSubviews"])
        host.turn()
        #expect(log.entries == ["v.layoutSubviews"])
    }

    @Test func layoutIfNeededLaysOutImmediatelyParentFirst() {
        let log = Log()
        let parent = LoggingView("parent", log: log)
        let child = LoggingView("child", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.clear()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
    }

    @Test func changingTheSizeRequestsLayoutButMovingDoesNot() {
        let log = Log()
        let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        log.clear()
        view.center = CGPoint(x: 100, y: 100)
        view.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        view.bounds.size = CGSize(width: 30, height: 30)
        view.layoutIfNeeded()
        #expect(log.entries == ["v.layoutSubviews"])
    }

    @Test func flexibleWidthTakesTheWholeChange() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame.size.width = 200
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
    }

    @Test func severalFlexiblePartsShareTheChangeInProportion() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        parent.addSubview(child)
        parent.bounds.size.width = 200
        #expect(child.frame == CGRect(x: 40, y: 0, width: 120, height: 10))
    }

    @Test func flexibleMarginsKeepTheSizeAndMoveTheView() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 80, width: 100, height: 20))
        child.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 300, height: 400)
        #expect(child.frame == CGRect(x: 0, y: 380, width: 300, height: 20))
    }

    @Test func noAutoresizingWhenTheParentDoesNotResizeSubviews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 50, height: 50)
        #expect(child.frame.size == CGSize(width: 100, height: 100))
    }

    @Test func sizeToFitUsesSizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 7) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 42, height: 7))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func theWindowsSafeAreaIsTheScreensAndSubviewsGetTheirOverlap() {
        let host = TestHost()
        let log = Log()
        let top = LoggingView("top", log: log, frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        host.window.addSubview(top)
        host.turn()
        #expect(host.window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(log.entries.contains("top.safeAreaInsetsDidChange"))
        let middle = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        host.window.addSubview(middle)
        host.turn()
        #expect(middle.safeAreaInsets == .zero)
    }

    @Test func theSafeAreaChangesBeforeLayoutSubviews() {
        let host = TestHost()
        let log = Log()
        let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        host.window.addSubview(view)
        log.clear()
        host.turn()
        #expect(Array(log.entries.prefix(2)) == ["v.safeAreaInsetsDidChange", "v.layoutSubviews"])
    }

    @Test func tintColorIsInheritedAndChangesAreAnnounced() {
        final class Tinted: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = UIView()
        let child = Tinted()
        parent.addSubview(child)
        child.changes = 0
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        #expect(child.changes == 1)
    }
}
