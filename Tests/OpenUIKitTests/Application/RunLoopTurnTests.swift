import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct RunLoopTurnTests {
    @Test func mainQueueBlocksAndMainActorTasksRunBeforeTheNextAsyncTurn() async {
        let host = TestHost()
        let log = Log()
        DispatchQueue.main.async { log.append("dispatch") }
        Task { @MainActor in log.append("task") }
        #expect(log.entries.isEmpty)
        await host.turn()
        #expect(log.entries == ["dispatch", "task"])
    }
}

@MainActor
@Suite struct RunLoopTurnPhaseTests {
    @Test func uikitDeferredWorkRunsInTheDeferredPhaseBeforeLayout() {
        let host = TestHost()
        var log: [String] = []
        let token = CAFramePipeline.main.addHandler(for: .layout) { _ in log.append("layout") }
        defer { CAFramePipeline.main.removeHandler(token) }
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {}, completion: { finished = $0; log.append("completion") })
        host.turn()
        #expect(finished == true)
        #expect(log == ["completion", "layout"])
    }

    @Test func runUntilIdleStopsWhenNothingIsPending() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        host.runUntilIdle()
        #expect(host.now >= 0.5)
        #expect(host.now < 0.6)
        #expect(!host.isBusy)
    }

    @Test func runUntilIdleGivesUpAfterTheLimitWithAMessage() {
        let host = TestHost()
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        host.runUntilIdle(limit: 1)
        #expect(host.now >= 1)
        #expect(host.diagnostics.contains { $0.contains("still busy after 1") })
    }
}
