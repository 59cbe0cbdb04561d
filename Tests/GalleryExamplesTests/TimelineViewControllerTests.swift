import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

@MainActor
@Suite struct TimelineViewControllerTests {
    @Test func thePanelShowsTheNewestCallbacksButNotLayoutOrItself() {
        let host = TestHost(screenSize: GalleryLayout.screenSize, scale: 1)
        host.window.frame = CGRect(origin: .zero, size: GalleryLayout.stageSize)
        let window = GalleryLayout.showTimelineWindow(on: host.screen)
        let panel = window.rootViewController as! TimelineViewController
        host.runUntilIdle()
        panel.clear()
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        #expect(panel.entries.map(\.callback) == ["loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        let texts = panel.view.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(texts.contains { $0.hasSuffix("UIViewController.viewDidAppear") })
    }

    @Test func anEntryPrintsItsTimeReceiverAndCallback() {
        let entry = TimelineEntry(time: 0.5167, receiver: "CardViewController", callback: "viewDidAppear")
        #expect(entry.description == "  0.517  CardViewController.viewDidAppear")
    }

    @Test func theTimelineWindowSitsRightOfTheStage() {
        let host = TestHost(screenSize: GalleryLayout.screenSize, scale: 1)
        let window = GalleryLayout.showTimelineWindow(on: host.screen)
        #expect(window.frame == CGRect(x: 390, y: 0, width: 400, height: 844))
        #expect(!window.isHidden)
    }

    @Test func aResizedScreenGivesTheStageWhatThePanelLeaves() {
        let host = TestHost(screenSize: GalleryLayout.screenSize, scale: 1)
        host.window.frame = CGRect(origin: .zero, size: GalleryLayout.stageSize)
        let timeline = GalleryLayout.showTimelineWindow(on: host.screen)
        GalleryLayout.layout(stage: host.window, timeline: timeline, on: CGSize(width: 1000, height: 600))
        host.runUntilIdle()
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 600, height: 600))
        #expect(timeline.frame == CGRect(x: 600, y: 0, width: 400, height: 600))
    }
}
