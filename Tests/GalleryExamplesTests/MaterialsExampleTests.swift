import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

/// The materials example: its card blurs the shapes behind it, its ring
/// fills, and every frame the renderer repaints in part equals the frame
/// drawn from scratch (the test host verifies damage).
@MainActor
@Suite struct MaterialsExampleTests {
    @Test func playingTheExampleRepaintsEveryFrameAsDrawingFromScratch() throws {
        // As `gallery record` plays it: half-size pictures ten times a second.
        let recording = GalleryRecording(example: try #require(GalleryCatalog.example(id: "materials")), scale: 1)
        var pictures = 0
        recording.play(pictureScale: 0.5, pictureInterval: 0.1) { _, _ in pictures += 1 }
        recording.host.runUntilIdle()
        #expect(pictures > 30)
        #expect(recording.host.diagnostics.filter { $0.contains("CARenderer") } == [])
    }

    @Test func blurTurnsTheCardsMaterialOnAndTheRingFills() throws {
        let host = TestHost()
        let example = MaterialsExampleController()
        host.window.rootViewController = example
        host.turn()
        host.tap(at: try #require(example.view.subviews.compactMap { $0 as? UIButton }.first).center)
        host.advance(by: 1)
        #expect(example.card.effect is UIBlurEffect)
        #expect(example.ring.strokeEnd == 0.25)
    }

    @Test func fillRingTurnsThePercentageToOneHundredAndGrowsIt() throws {
        let host = TestHost()
        let example = MaterialsExampleController()
        host.window.rootViewController = example
        host.turn()
        let fill = try #require(example.view.subviews.compactMap { $0 as? UIButton }.last)
        host.tap(at: fill.center)
        host.advance(by: 0.5)
        let growing = try #require(example.percentage.presentation()?.fontSize)
        #expect(growing > 20 && growing < 30)
        host.advance(by: 1)
        #expect(example.percentage.string as? String == "100 %")
        #expect(example.percentage.fontSize == 30)
    }
}
