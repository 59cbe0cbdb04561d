import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// ORACLE 42: an unwind segue finds its destination up the hierarchy, then
/// prepares, runs the destination's action and unwinds.
@MainActor
@Suite struct UnwindSegueTests {
    typealias Fixture = UIStoryboardSegueTests.Fixture

    /// Taps the visible button titled `title` in `view`.
    func tap(_ title: String, in view: UIView, on host: TestHost) {
        let button = button(titled: title, in: view)!
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        host.runUntilIdle()
    }

    @Test func anUnwindFromAPushedControllerPopsBackToTheDestination() throws {
        let fixture = Fixture()
        fixture.tap("Show")
        let detail = try #require(fixture.navigation.topViewController as? DetailViewController)
        StoryboardLog.entries = []
        tap("Done", in: detail.view, on: fixture.host)
        #expect(StoryboardLog.entries == [
            "List.canPerformUnwindSegueAction(unwindToList:)", "Detail.prepare(done)", "List.unwindToList(from: DetailViewController)",
        ])
        #expect(fixture.navigation.viewControllers == [fixture.list])
        #expect(fixture.host.diagnostics.isEmpty)
    }

    @Test func anUnwindFromAPresentedControllerDismissesIt() throws {
        let fixture = Fixture()
        fixture.tap("Present")
        let form = try #require(fixture.navigation.presentedViewController)
        StoryboardLog.entries = []
        tap("Cancel", in: form.view, on: fixture.host)
        #expect(StoryboardLog.entries == ["List.canPerformUnwindSegueAction(unwindToList:)", "List.unwindToList(from: UIViewController)"])
        #expect(fixture.navigation.presentedViewController == nil)
        #expect(form.view.window == nil)
    }

    @Test func performSegueRunsAnUnwindSegueByItsIdentifier() throws {
        let fixture = Fixture()
        fixture.tap("Show")
        let detail = try #require(fixture.navigation.topViewController as? DetailViewController)
        detail.performSegue(withIdentifier: "done", sender: nil)
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.viewControllers == [fixture.list])
    }

    @Test func aSourceItselfIsNeverTheDestination() {
        let list = UIStoryboard(name: "Main", bundle: .module).instantiateViewController(withIdentifier: "List")
        #expect(!list.canPerformUnwindSegueAction(Selector("unwindToList:"), from: list, sender: nil))
    }

    @Test func withNoDestinationNothingHappensAndItIsReported() throws {
        let fixture = Fixture()
        fixture.tap("Show")
        let detail = try #require(fixture.navigation.topViewController as? DetailViewController)
        fixture.navigation.setViewControllers([detail], animated: false)
        fixture.host.runUntilIdle()
        detail.performSegue(withIdentifier: "done", sender: nil)
        #expect(fixture.navigation.viewControllers == [detail])
        #expect(fixture.host.diagnostics.contains { $0.contains("performs the unwind action 'unwindToList:'") })
    }
}
