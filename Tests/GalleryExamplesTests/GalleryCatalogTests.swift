import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

@MainActor
@Suite struct GalleryCatalogTests {
    @Test(arguments: ["styles", "diagonal", "interactive-dismissal", "dimming", "chrome", "current-context", "containment", "auto-layout", "navigation", "split", "tabs", "popovers", "alerts", "storyboard", "restoration", "materials", "fonts"])
    func everyExamplePlaysToTheEndAndComesBackToRest(id: String) throws {
        let recording = GalleryRecording(example: try #require(GalleryCatalog.example(id: id)))
        recording.play()
        recording.host.runUntilIdle()
        #expect(recording.problems.isEmpty)
        let root = try #require(recording.host.window.rootViewController)
        #expect(root.presentedViewController == nil)
        #expect(root.children.allSatisfy { $0.presentedViewController == nil })
        #expect(!recording.timeline.entries.isEmpty)
    }

    @Test func theStylesExamplePresentsAndDismissesEachScriptedStyle() throws {
        let recording = GalleryRecording(example: try #require(GalleryCatalog.example(id: "styles")))
        recording.play()
        let entries = recording.timeline.entries
        let presented = entries.filter { $0.receiver == "CardViewController" && $0.callback == "viewDidAppear" }
        let dismissed = entries.filter { $0.receiver == "CardViewController" && $0.callback == "viewDidDisappear" }
        let animators = entries.filter { $0.callback == "animateTransition" }.map(\.receiver)
        #expect(presented.count == 4 && dismissed.count == 4)
        #expect(animators == [
            "CoverVerticalAnimator", "CoverVerticalAnimator", "CoverVerticalAnimator", "CoverVerticalAnimator",
            "CrossDissolveAnimator", "CrossDissolveAnimator", "FlipHorizontalAnimator", "FlipHorizontalAnimator",
        ])
    }

    @Test(arguments: [(0, false), (1, true)])
    func theCurrentContextCardCoversTheWindowOrOnlyThePanel(button: Int, staysInPanel: Bool) throws {
        let host = TestHost()
        let example = try #require(GalleryCatalog.example(id: "current-context"))
        let root = example.make()
        host.window.rootViewController = root
        host.runUntilIdle()
        let panel = try #require(root.children.first)
        let column = try #require(panel.view as? ButtonColumnView)
        let panelFrame = panel.view.convert(panel.view.bounds, to: host.window)
        column.buttons[button].sendActions(for: .primaryActionTriggered)
        host.runUntilIdle()
        let card = try #require(panel.presentedViewController)
        let cardFrame = card.view.convert(card.view.bounds, to: host.window)
        #expect(panelFrame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(cardFrame == (staysInPanel ? panelFrame : host.window.bounds))
        #expect(root.view.window === host.window)
    }

    @Test func theNavigationExamplePushesSwipesAndFadesBackToItsRoot() throws {
        let recording = GalleryRecording(example: try #require(GalleryCatalog.example(id: "navigation")))
        recording.play()
        recording.host.runUntilIdle()
        let navigation = try #require(recording.host.window.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        let entries = recording.timeline.entries
        let animators = entries.filter { $0.callback == "animateTransition" }.map(\.receiver)
        #expect(animators == [
            "NavigationSlideAnimator", "NavigationSlideAnimator", "NavigationSlideAnimator", "NavigationSlideAnimator",
            "FadeAnimator", "FadeAnimator",
        ])
        #expect(entries.filter { $0.callback == "completeTransition" }.count == 6)
    }

    @Test func theSplitExampleSlidesHidesRevealsCollapsesAndExpandsWithTheChosenItem() throws {
        let recording = GalleryRecording(example: try #require(GalleryCatalog.example(id: "split")))
        recording.play()
        recording.host.runUntilIdle()
        let split = try #require(recording.host.window.rootViewController as? UISplitViewController)
        #expect(!split.isCollapsed)
        #expect((split.viewController(for: .secondary) as? SplitDetailViewController)?.item == 3)
        let list = recording.timeline.entries.filter { $0.receiver == "SplitListViewController" }.map(\.callback)
        // Sidebar out and back; hidden at 900 points; the edge swipe; the
        // tap on the dimmed detail; collapsed under the detail; expanded.
        #expect(list.filter { $0 == "viewDidDisappear" || $0 == "viewDidAppear" } == [
            "viewDidDisappear", "viewDidAppear", "viewDidDisappear", "viewDidAppear", "viewDidDisappear", "viewDidAppear",
        ])
    }

    @Test func theCatalogNamesEachExampleOnce() {
        let ids = GalleryCatalog.examples.map(\.id)
        #expect(ids == ["styles", "diagonal", "interactive-dismissal", "dimming", "chrome", "current-context", "containment", "auto-layout", "navigation", "split", "tabs", "popovers", "alerts", "storyboard", "restoration", "materials", "fonts"])
        #expect(GalleryCatalog.example(id: "nothing") == nil)
    }

    @Test func aMissingButtonIsReportedAndTheScriptGoesOn() {
        let example = GalleryExample(
            id: "broken", title: "Broken", summary: "", script: [.tap("Nowhere"), .wait(0.1)], make: { UIViewController() })
        let recording = GalleryRecording(example: example)
        recording.play()
        #expect(recording.problems == ["No visible button titled \"Nowhere\" in broken."])
    }

    @Test func choosingAnExampleInTheListShowsItAndTheBackButtonReturns() throws {
        let host = TestHost()
        host.window.rootViewController = GalleryListViewController()
        host.runUntilIdle()
        let list = try #require(host.window.rootViewController?.view as? ButtonColumnView)
        list.buttons[1].sendActions(for: .primaryActionTriggered)
        host.runUntilIdle()
        let stage = try #require(host.window.rootViewController as? ExampleStageViewController)
        #expect(stage.example.id == "diagonal")
        #expect(stage.content.view.window === host.window)
        let back = try #require(stage.view.subviews.last as? UIButton)
        back.sendActions(for: .touchUpInside)
        host.runUntilIdle()
        #expect(host.window.rootViewController is GalleryListViewController)
    }

    @Test func picturesAreTakenOnlyEveryPictureInterval() throws {
        let recording = GalleryRecording(example: try #require(GalleryCatalog.example(id: "diagonal")), scale: 1)
        var times: [TimeInterval] = []
        recording.play(pictureScale: 0.25, pictureInterval: 0.1) { time, image in
            times.append(time)
            #expect(image.width == Int((GalleryLayout.screenSize.width * 0.25).rounded()))
        }
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        #expect(times.first == 0)
        #expect(gaps.allSatisfy { $0 > 0.099 && $0 < 0.12 })
        #expect(times.count > 10)
    }
}
