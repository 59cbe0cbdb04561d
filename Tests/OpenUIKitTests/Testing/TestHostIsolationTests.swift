import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A host starts its app afresh: nothing an earlier host left running
/// reaches it.
@MainActor
@Suite struct TestHostIsolationTests {
    @Test func aNewHostForgetsTheAnimationsAnEarlierHostLeftRunning() {
        let earlier = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        earlier.window.addSubview(view)
        var completions = 0
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) { _ in completions += 1 }
        earlier.advance(frames: 2)
        let host = TestHost()
        host.runUntilIdle()
        #expect(completions == 0)
        #expect(view.layer.animationKeys() == nil)
        #expect(!host.isBusy)
    }

    @Test func messagesReportedOnAnotherQueueAreNotTheHosts() {
        let host = TestHost()
        DispatchQueue.global().sync { CGDiagnostics.report("from elsewhere") }
        CGDiagnostics.report("from the host's code")
        #expect(host.diagnostics == ["from the host's code"])
    }
}
