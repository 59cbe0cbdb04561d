import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// ORACLE 41: segues triggered by controls and bar button items or
/// performed in code, in UIKit's order.
@MainActor
@Suite struct UIStoryboardSegueTests {
    /// The storyboard's initial navigation controller on a test host, the
    /// list's view loaded and the log cleared.
    @MainActor
    struct Fixture {
        let host = TestHost()
        let navigation: UINavigationController
        let list: ListViewController

        init() {
            StoryboardLog.entries = []
            let storyboard = UIStoryboard(name: "Main", bundle: .module)
            navigation = storyboard.instantiateInitialViewController() as! UINavigationController
            list = navigation.viewControllers[0] as! ListViewController
            host.window.rootViewController = navigation
            host.runUntilIdle()
            StoryboardLog.entries = []
        }

        /// Taps the list's button titled `title` and lets everything finish.
        func tap(_ title: String) {
            let button = list.buttons.arrangedSubviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title }!
            host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
            host.runUntilIdle()
        }
    }

    @Test func aButtonsShowSegueAsksThenMakesThenPreparesThenShows() throws {
        let fixture = Fixture()
        fixture.tap("Show")
        #expect(StoryboardLog.entries == [
            "List.shouldPerformSegue(showDetail)", "Detail.init(coder:)", "Detail.awakeFromNib",
            "List.prepare(showDetail, sender: UIButton)", "Detail.viewDidLoad",
        ])
        let detail = try #require(fixture.navigation.topViewController as? DetailViewController)
        #expect(detail.detailLabel.text == "Apple")
        #expect(fixture.host.diagnostics.isEmpty)
    }

    @Test func aRefusedSegueMakesNothing() {
        let fixture = Fixture()
        fixture.list.allowsSegues = false
        fixture.tap("Show")
        #expect(StoryboardLog.entries == ["List.shouldPerformSegue(showDetail)"])
        #expect(fixture.navigation.viewControllers.count == 1)
    }

    @Test func performSegueSkipsShouldPerformSegue() {
        let fixture = Fixture()
        fixture.list.performSegue(withIdentifier: "manualDetail", sender: nil)
        fixture.host.runUntilIdle()
        #expect(StoryboardLog.entries.first == "Detail.init(coder:)")
        #expect(StoryboardLog.entries.contains("List.prepare(manualDetail, sender: nil)"))
        #expect(fixture.navigation.viewControllers.count == 2)
    }

    @Test func anUnknownIdentifierIsUIKitsMessageAndNothingHappens() {
        let fixture = Fixture()
        fixture.list.performSegue(withIdentifier: "nowhere", sender: nil)
        #expect(fixture.host.diagnostics.contains { $0.contains("Receiver (<") && $0.contains("ListViewController: 0x") && $0.contains("has no segue with identifier 'nowhere'") })
        #expect(StoryboardLog.entries == [])
    }

    @Test func aPresentationSegueUsesItsStyles() throws {
        let fixture = Fixture()
        fixture.tap("Present")
        let form = try #require(fixture.navigation.presentedViewController)
        #expect(form.modalPresentationStyle == .formSheet)
        #expect(form.modalTransitionStyle == .crossDissolve)
        #expect(form.title == "Form")
    }

    @Test func aCustomSegueIsMadeFromItsClassThenPrepared() {
        let fixture = Fixture()
        fixture.tap("Fade")
        #expect(StoryboardLog.entries == [
            "List.shouldPerformSegue(fade)", "Detail.init(coder:)", "Detail.awakeFromNib", "LoggingSegue.init(fade)",
            "List.prepare(fade, sender: UIButton)", "LoggingSegue.perform", "Detail.viewDidLoad",
        ])
        #expect(fixture.navigation.viewControllers.count == 2)
    }

    @Test func aControlsActionCallsTheListedMethodWithItsSender() {
        let fixture = Fixture()
        fixture.tap("Count")
        #expect(fixture.list.counted == 1)
        #expect(StoryboardLog.entries == ["List.count(Count)"])
    }

    @Test func theEmbeddedControllerIsAChildFillingItsContainer() throws {
        let fixture = Fixture()
        let badge = try #require(fixture.list.children.first as? BadgeViewController)
        #expect(badge.view.superview?.frame.height == 100)
        #expect(badge.view.frame == badge.view.superview?.bounds)
    }

    @Test func controllersAndSeguesFromAStoryboardAreReleasedWhenNothingHoldsThem() throws {
        weak var list: UIViewController?
        weak var detail: UIViewController?
        do {
            let fixture = Fixture()
            fixture.tap("Fade")
            list = fixture.list
            detail = fixture.navigation.topViewController
            fixture.host.window.rootViewController = nil
            fixture.host.runUntilIdle()
        }
        #expect(list == nil)
        #expect(detail == nil)
    }

    @Test func aSegueActionMakesTheDestinationBeforePrepare() throws {
        let fixture = Fixture()
        fixture.list.performSegue(withIdentifier: "byAction", sender: nil)
        fixture.host.runUntilIdle()
        #expect(Array(StoryboardLog.entries.prefix(4)) == [
            "List.makeDetail(byAction)", "Detail.init(coder:)", "Detail.awakeFromNib", "List.prepare(byAction, sender: nil)",
        ])
        let detail = try #require(fixture.navigation.topViewController as? DetailViewController)
        #expect(detail.detailLabel.text == "Cherry")
    }

    @Test func aSceneTapRecognizerSendsItsActionAndTriggersItsSegue() throws {
        let fixture = Fixture()
        let badge = try #require(fixture.list.children.first?.view)
        fixture.host.tap(at: badge.convert(CGPoint(x: badge.bounds.midX, y: badge.bounds.midY), to: nil))
        fixture.host.runUntilIdle()
        #expect(Array(StoryboardLog.entries.prefix(3)) == [
            "List.tappedBadge(ended)", "List.shouldPerformSegue(tapDetail)", "Detail.init(coder:)",
        ])
        #expect(StoryboardLog.entries.contains("List.prepare(tapDetail, sender: UITapGestureRecognizer)"))
        #expect(fixture.navigation.topViewController is DetailViewController)
    }
}
