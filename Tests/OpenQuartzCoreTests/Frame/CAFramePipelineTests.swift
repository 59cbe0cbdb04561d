import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct CAFramePipelineTests {
    @Test func thePhasesAreDeclaredInRunLoopOrder() {
        #expect(CAFramePhase.allCases == [.input, .deferredWork, .animation, .layout, .commit, .render, .postFrame])
    }

    @Test func aTurnRunsEveryPhaseInOrder() {
        _ = FrameDriver()
        var log: [CAFramePhase] = []
        let tokens = CAFramePhase.allCases.reversed().map { phase in
            CAFramePipeline.main.addHandler(for: phase) { pipeline in
                #expect(pipeline.currentPhase == phase)
                log.append(phase)
            }
        }
        defer { tokens.forEach(CAFramePipeline.main.removeHandler) }
        CAFramePipeline.main.runTurn(timestamp: CACurrentMediaTime())
        #expect(log == CAFramePhase.allCases)
        #expect(CAFramePipeline.main.currentPhase == nil)
    }

    @Test func displayLinksFireBeforeAnimationsAdvanceAndCallbacksRunAfterRender() {
        let driver = FrameDriver()
        var log: [String] = []
        let link = CADisplayLink { _ in log.append("displayLink") }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        final class Delegate: CAAnimationDelegate {
            let log: (String) -> Void
            init(_ log: @escaping (String) -> Void) { self.log = log }
            func animationDidStart(_ anim: CAAnimation) { log("didStart") }
        }
        let delegate = Delegate { log.append($0) }
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.delegate = delegate
        layer.add(animation, forKey: nil)
        let tokens = [
            CAFramePipeline.main.addHandler(for: .layout) { _ in log.append("layout") },
            CAFramePipeline.main.addHandler(for: .render) { _ in log.append("render") },
        ]
        defer { tokens.forEach(CAFramePipeline.main.removeHandler) }
        driver.turn()
        driver.advance(frames: 1)
        #expect(log == ["displayLink", "layout", "render", "didStart", "displayLink", "layout", "render"])
    }

    @Test func aTurnInsideATurnIsRefused() {
        _ = FrameDriver()
        let recorder = DiagnosticsRecorder()
        defer { recorder.stop() }
        var nested = 0
        let token = CAFramePipeline.main.addHandler(for: .layout) { pipeline in
            nested += 1
            pipeline.runTurn(timestamp: CACurrentMediaTime())
        }
        defer { CAFramePipeline.main.removeHandler(token) }
        CAFramePipeline.main.runTurn(timestamp: CACurrentMediaTime())
        #expect(nested == 1)
        #expect(recorder.messages.contains { $0.contains("runTurn called during a turn") })
    }

    @Test func theCommitPhaseCommitsTheImplicitTransaction() {
        let driver = FrameDriver()
        let layer = CALayer()
        #expect(layer.presentation() == nil)
        driver.turn()
        #expect(layer.presentation() != nil)
    }

    @Test func pendingWorkIsReportedWhileAnimationsRun() {
        let driver = FrameDriver()
        driver.turn()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 0.1
        layer.add(animation, forKey: nil)
        #expect(CAFramePipeline.main.hasPendingWork)
        driver.advance(by: 0.2)
        #expect(!CAFramePipeline.main.hasPendingWork)
    }
}
