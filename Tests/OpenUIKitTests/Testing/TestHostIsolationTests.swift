import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// Each host is its own app (its own `UIKitRuntime`): nothing one host
/// left running reaches another, and each host's calls drive its own app.
@MainActor
@Suite struct TestHostIsolationTests {
    /// A host with a view fading out, two frames into the fade; the
    /// fade's completions are recorded in the box returned.
    private func fadingView() -> (host: TestHost, view: UIView, completions: Completions) {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let completions = Completions()
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) { completions.finished.append($0) }
        host.advance(frames: 2)
        return (host, view, completions)
    }

    /// The `finished` flags of an animation's completions, in order.
    final class Completions {
        var finished: [Bool] = []
    }

    @Test func aNewHostDoesNotRunWhatAnEarlierHostLeftRunning() {
        let (earlier, _, completions) = fadingView()
        let host = TestHost()
        host.runUntilIdle()
        #expect(completions.finished == [])
        withExtendedLifetime(earlier) {}
        #expect(!host.isBusy)
        #expect(host.window.subviews.isEmpty)
        #expect(UIApplication.shared.windows == [host.window])
    }

    @Test func anEarlierHostDrivenAgainGoesOnWhereItStopped() {
        let (earlier, view, completions) = fadingView()
        let later = TestHost()
        later.runUntilIdle()
        earlier.runUntilIdle()
        #expect(completions.finished == [true])
        #expect(view.layer.animationKeys() == nil)
        #expect(UIApplication.shared.windows == [earlier.window])
    }

    @Test func aViewMadeBeforeTheHostIsDrawnByIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        view.backgroundColor = .red
        let host = TestHost(screenSize: CGSize(width: 60, height: 60), scale: 1, safeAreaInsets: .zero)
        host.window.backgroundColor = .white
        host.window.addSubview(view)
        host.turn()
        let image = host.renderScreen()
        #expect(image.pixel(x: 10, y: 10) == (255, 0, 0, 255))
        #expect(image.pixel(x: 45, y: 45) == (255, 255, 255, 255))
    }

    @Test func aViewMovedToAnotherHostLeavesItsAnimationsBehind() {
        let (earlier, view, completions) = fadingView()
        let host = TestHost()
        host.window.addSubview(view)
        host.runUntilIdle()
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.opacity == 0)
        #expect(completions.finished == [])
        withExtendedLifetime(earlier) {}
    }

    @Test func twoHostsPresentSideBySide() {
        let first = TestHost(), second = TestHost()
        let a1 = UIViewController(), a2 = UIViewController()
        first.window.rootViewController = a1
        second.window.rootViewController = a2
        first.turn()
        second.turn()
        let b1 = UIViewController(), b2 = UIViewController()
        first.turn()
        a1.present(b1, animated: true)
        second.turn()
        a2.present(b2, animated: true)
        first.advance(frames: 10)
        second.runUntilIdle()
        #expect(a2.presentedViewController === b2 && b2.transitionCoordinator == nil)
        first.runUntilIdle()
        #expect(a1.presentedViewController === b1 && b1.transitionCoordinator == nil)
        #expect(b1.view.window === first.window && b2.view.window === second.window)
    }

    @Test func hostsThatSuspendEachDriveTheirOwnApp() async {
        async let one = presentAndDismiss(steps: 3)
        async let two = presentAndDismiss(steps: 5)
        let results = await [one, two]
        #expect(results == [[true, false], [true, false]])
    }

    /// Presents and dismisses on a host of its own, suspending between
    /// frames; returns whether the controller was presented after each.
    private func presentAndDismiss(steps: Int) async -> [Bool] {
        let host = TestHost()
        let a = UIViewController(), b = UIViewController()
        host.window.rootViewController = a
        await host.turn()
        var seen: [Bool] = []
        a.present(b, animated: true)
        await host.advance(frames: steps)
        await host.runUntilIdle()
        seen.append(a.presentedViewController === b)
        a.dismiss(animated: true)
        await host.runUntilIdle()
        seen.append(a.presentedViewController === b)
        #expect(host.diagnostics == [])
        return seen
    }

    @Test func messagesReportedOnAnotherQueueAreNotTheHosts() {
        let host = TestHost()
        DispatchQueue.global().sync { CGDiagnostics.report("from elsewhere") }
        CGDiagnostics.report("from the host's code")
        #expect(host.diagnostics == ["from the host's code"])
    }

    @Test func messagesReportedWhileAnotherHostRunsAreNotTheHosts() {
        let first = TestHost()
        let second = TestHost()
        CGDiagnostics.report("while the second runs")
        first.turn()
        CGDiagnostics.report("while the first runs")
        #expect(first.diagnostics == ["while the first runs"])
        #expect(second.diagnostics == ["while the second runs"])
    }

    @Test func aTraceObserverSeesOnlyItsHostsCallbacks() {
        let first = TestHost()
        var seen: [String] = []
        CallbackTrace.addObserver { seen.append($0.callback) }
        let second = TestHost()
        second.window.rootViewController = UIViewController()
        second.runUntilIdle()
        #expect(seen == [])
        first.turn()
        first.window.rootViewController = UIViewController()
        first.runUntilIdle()
        #expect(seen.contains("viewDidAppear"))
    }
}
