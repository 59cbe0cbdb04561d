import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIViewHierarchyTests {
    @Test func addingToAViewInAWindowSendsSuperviewThenWindowCallbacksInUIKitsOrder() {
        let host = TestHost()
        let log = Log()
        let parent = LoggingView("parent", log: log)
        host.window.addSubview(parent)
        log.clear()
        let child = LoggingView("child", log: log)
        let grandchild = LoggingView("grandchild", log: log)
        child.addSubview(grandchild)
        log.clear()
        parent.addSubview(child)
        #expect(log.entries == [
            "child.willMoveToSuperview(parent)",
            "child.willMoveToWindow(window)", "grandchild.willMoveToWindow(window)",
            "child.didMoveToWindow", "grandchild.didMoveToWindow",
            "child.didMoveToSuperview",
            "parent.didAddSubview(child)",
        ])
    }

    @Test func addingToAViewOutsideAWindowSendsNoWindowCallbacks() {
        let log = Log()
        let parent = LoggingView("parent", log: log)
        let child = LoggingView("child", log: log)
        parent.addSubview(child)
        #expect(log.entries == ["child.willMoveToSuperview(parent)", "child.didMoveToSuperview", "parent.didAddSubview(child)"])
    }

    @Test func removingFromAWindowSendsTheCallbacksInReverse() {
        let host = TestHost()
        let log = Log()
        let parent = LoggingView("parent", log: log)
        let child = LoggingView("child", log: log)
        host.window.addSubview(parent)
        parent.addSubview(child)
        log.clear()
        child.removeFromSuperview()
        #expect(log.entries == [
            "parent.willRemoveSubview(child)",
            "child.willMoveToSuperview(nil)",
            "child.willMoveToWindow(nil)",
            "child.didMoveToWindow",
            "child.didMoveToSuperview",
        ])
        #expect(child.window == nil)
    }

    @Test func movingBetweenSuperviewsInOneWindowSendsNoWindowCallbacks() {
        let host = TestHost()
        let log = Log()
        let a = LoggingView("a", log: log), b = LoggingView("b", log: log)
        let child = LoggingView("child", log: log)
        host.window.addSubview(a)
        host.window.addSubview(b)
        a.addSubview(child)
        log.clear()
        b.addSubview(child)
        #expect(log.entries == [
            "child.willMoveToSuperview(b)", "a.willRemoveSubview(child)", "child.didMoveToSuperview", "b.didAddSubview(child)",
        ])
        #expect(a.subviews.isEmpty)
        #expect(b.subviews == [child])
    }

    @Test func reAddingASubviewOnlyBringsItToTheFront() {
        let log = Log()
        let parent = LoggingView("parent", log: log)
        let first = LoggingView("first", log: log), second = LoggingView("second", log: log)
        parent.addSubview(first)
        parent.addSubview(second)
        log.clear()
        parent.addSubview(first)
        #expect(parent.subviews == [second, first])
        #expect(log.entries == ["parent.didAddSubview(first)"])
        #expect(parent.layer.sublayers == [second.layer, first.layer])
    }

    @Test func insertionMethodsPlaceViewsAndLayersInOrder() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        let extra = CALayer()
        parent.layer.addSublayer(extra)
        parent.addSubview(a)
        parent.addSubview(c)
        parent.insertSubview(b, belowSubview: c)
        parent.insertSubview(d, at: 0)
        #expect(parent.subviews == [d, a, b, c])
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews == [a, b, c, d])
        let viewLayers = parent.layer.sublayers!.filter { $0 !== extra }
        #expect(viewLayers == [a.layer, b.layer, c.layer, d.layer])
    }

    @Test func bringSendAndExchangeReorderSubviews() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)
        #expect(parent.subviews == [b, c, a])
        parent.sendSubviewToBack(c)
        #expect(parent.subviews == [c, b, a])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [a, b, c])
        #expect(parent.layer.sublayers == [a.layer, b.layer, c.layer])
    }

    @Test func aViewCannotBeAddedToItselfOrItsDescendant() {
        let host = TestHost()
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        parent.addSubview(parent)
        child.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(child.subviews.isEmpty)
        #expect(host.diagnostics.filter { $0.hasPrefix("Can't add self as subview") }.count == 2)
    }

    @Test func isDescendantAndViewWithTagSearchTheTree() {
        let root = UIView(), child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        grandchild.tag = 7
        #expect(grandchild.isDescendant(of: root))
        #expect(!root.isDescendant(of: grandchild))
        #expect(root.viewWithTag(7) === grandchild)
        #expect(root.viewWithTag(8) == nil)
    }

    @Test func aViewsWindowIsTheWindowAboveIt() {
        let host = TestHost()
        let child = UIView()
        #expect(child.window == nil)
        host.window.addSubview(child)
        #expect(child.window === host.window)
    }

    @Test func removedViewsAreReleased() {
        let host = TestHost()
        weak var weakView: UIView?
        for _ in 0..<1000 {
            let view = UIView()
            weakView = view
            host.window.addSubview(view)
            view.removeFromSuperview()
        }
        host.advance(frames: 1)
        #expect(weakView == nil)
        #expect(host.window.subviews.isEmpty)
    }

    @Test func aSubviewOutlivingItsSuperviewHasNoSuperview() {
        let child = UIView()
        do {
            let parent = UIView()
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        CATransaction.flush()  // the transaction holds the parent's layer it must lay out until its commit
        #expect(child.layer.superlayer == nil)
    }

    @Test func aLayerOutlivingItsViewHasNoDelegate() {
        var view: UIView? = UIView()
        let layer = view!.layer
        #expect(layer.delegate === view)
        view = nil
        #expect(layer.delegate == nil)
    }
}
