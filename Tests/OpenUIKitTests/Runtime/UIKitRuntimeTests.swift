import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A runtime is one app's state: making one current switches every UIKit
/// and Core Animation entry point to it, and switching back finds the
/// other as it was.
@MainActor
@Suite struct UIKitRuntimeTests {
    @Test func makingARuntimeCurrentMakesItsCoreAnimationRuntimeAndClockCurrent() {
        let clock = CAVirtualMediaClock(startTime: 42)
        let runtime = UIKitRuntime(clock: clock)
        runtime.makeCurrent()
        #expect(UIKitRuntime.current === runtime && runtime.isCurrent)
        #expect(CARuntime.current === runtime.coreAnimation)
        #expect(CAFramePipeline.main === runtime.coreAnimation.pipeline)
        #expect(CACurrentMediaTime() == 42)
    }

    @Test func aNewRuntimeHasNoWindowsAndNothingPending() {
        let runtime = UIKitRuntime()
        runtime.makeCurrent()
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIApplication.shared.keyWindow == nil)
        #expect(!runtime.hasPendingWork)
        #expect(!CAFramePipeline.main.hasPendingWork)
    }

    @Test func anOpenTransactionAndDeferredWorkStayWithTheirRuntime() {
        let first = UIKitRuntime(), second = UIKitRuntime()
        first.makeCurrent()
        CATransaction.begin()
        let layer = CALayer()
        layer.opacity = 0.5
        var ran = false
        UIApplication.shared.enqueueTouchInput([UITouchInput(identifier: 0, phase: .began, location: .zero)])
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in ran = true })
        second.makeCurrent()
        #expect(!second.hasPendingWork)
        #expect(!second.coreAnimation.pipeline.hasPendingWork)
        #expect(first.hasPendingWork && first.coreAnimation.pipeline.hasPendingWork)
        first.makeCurrent()
        CATransaction.commit()
        first.coreAnimation.pipeline.runTurn(timestamp: 0)
        #expect(ran)
    }

    @Test func eachRuntimeHasItsOwnApplicationAndMainScreen() {
        let first = UIKitRuntime(), second = UIKitRuntime()
        first.makeCurrent()
        let application = UIApplication.shared
        UIScreen.install(UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 200), scale: 2))
        second.makeCurrent()
        #expect(UIApplication.shared !== application)
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(UIScreen.mainScale == 3)
        first.makeCurrent()
        #expect(UIApplication.shared === application)
        #expect(UIScreen.main.bounds.size == CGSize(width: 100, height: 200))
        #expect(UIScreen.mainScale == 2)
    }

    @Test func aTurnOfARuntimeThatIsNotCurrentMakesItCurrentWithAMessage() {
        let host = TestHost()
        let other = UIKitRuntime()
        other.coreAnimation.pipeline.runTurn(timestamp: 0)
        #expect(CARuntime.current === other.coreAnimation)
        #expect(host.diagnostics == ["CAFramePipeline: runTurn called on the pipeline of a runtime that is not current; made it current."])
        host.turn()
        #expect(host.runtime.isCurrent)
    }
}
