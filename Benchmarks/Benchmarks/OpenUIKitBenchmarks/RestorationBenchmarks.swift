import Benchmark
import BenchmarkSupport
import Foundation
import OpenUIKit

// MARK: 14. State restoration (targets: preserving and restoring a 20-controller UI ≤ 5 ms each;
// archive size reported; BENCHMARKS.md, "State restoration")

/// The benchmark's app delegate: saves and restores, and makes the
/// controllers the launch interface does not have (pages, the sheet).
final class RestorationBenchmarkDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    ) -> UIViewController? {
        guard let identifier = identifierComponents.last, identifier.hasPrefix("Page") || identifier.hasPrefix("Sheet") else { return nil }
        if identifier == "Sheet" {
            let sheet = UINavigationController()
            sheet.restorationIdentifier = identifier
            return sheet
        }
        return RestorationScene.named(identifier)
    }
}

/// The 20-controller interface: a tab bar controller with three
/// navigation controllers of four controllers each (one with a scroll view
/// whose offset is saved), and a presented navigation controller with three.
@MainActor
enum RestorationScene {
    nonisolated static let archiveSizeMetric = MemoryFlatness.metric("Archive size (bytes)")
    nonisolated static let restoredMetric = MemoryFlatness.metric("Controllers restored (checked)")

    static func named(_ identifier: String) -> UIViewController {
        let controller = UIViewController()
        controller.restorationIdentifier = identifier
        return controller
    }

    /// The launch interface: the tab bar controller and its three navigation
    /// controllers with their roots (what a storyboard makes at launch); the
    /// first root holds a scroll view whose offset is saved.
    static func launchInterface() -> UITabBarController {
        let tabs = UITabBarController()
        tabs.restorationIdentifier = "Tabs"
        tabs.setViewControllers((0..<3).map { tab in
            let navigation = UINavigationController(rootViewController: named("Root\(tab)"))
            navigation.restorationIdentifier = "Navigation\(tab)"
            return navigation
        }, animated: false)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 6_000)
        scroll.restorationIdentifier = "Scroll"
        firstRoot(of: tabs)?.view.addSubview(scroll)
        return tabs
    }

    /// The root of the first tab's navigation controller.
    static func firstRoot(of tabs: UITabBarController?) -> UIViewController? {
        (tabs?.viewControllers?.first as? UINavigationController)?.viewControllers.first
    }

    /// The scroll view of the first tab's root.
    static func scrollView(of tabs: UITabBarController?) -> UIScrollView? {
        firstRoot(of: tabs)?.view.subviews.first { $0 is UIScrollView } as? UIScrollView
    }

    /// The full interface, shown in the window: stacks pushed, a scroll
    /// view scrolled, the second tab selected, a sheet presented.
    static func show() -> UITabBarController {
        let tabs = launchInterface()
        for (tab, navigation) in (tabs.viewControllers ?? []).enumerated() {
            guard let navigation = navigation as? UINavigationController else { continue }
            for depth in 1...3 { navigation.pushViewController(named("Page\(tab).\(depth)"), animated: false) }
        }
        scrollView(of: tabs)?.contentOffset = CGPoint(x: 0, y: 1_200)
        tabs.selectedIndex = 1
        UIKitHost.window.rootViewController = tabs
        UIKitHost.turn()
        let sheet = UINavigationController(rootViewController: named("SheetRoot"))
        sheet.restorationIdentifier = "Sheet"
        sheet.pushViewController(named("SheetPage1"), animated: false)
        sheet.pushViewController(named("SheetPage2"), animated: false)
        sheet.modalPresentationStyle = .formSheet
        tabs.present(sheet, animated: false)
        settle()
        return tabs
    }

    /// Controllers reachable from `root`: its children and the controller
    /// it presents (not one an ancestor presents), recursively.
    static func count(_ root: UIViewController) -> Int {
        let presented = root.presentedViewController.flatMap { $0.presentingViewController === root ? $0 : nil }
        return 1 + root.children.map(count).reduce(0, +) + (presented.map(count) ?? 0)
    }

    static func installApp() -> URL {
        UIKitHost.install()
        let app = UIApplication.shared
        if app.delegate == nil { app.delegate = RestorationBenchmarkDelegate() }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-restoration-bench-\(getpid())/state.archive")
        app.stateRestorationArchiveURL = url
        return url
    }

    /// Takes the shown interface down (the sheet dismissed, no root).
    static func tearDown() {
        settle()
        UIKitHost.window.rootViewController?.dismiss(animated: false)
        settle()
        UIKitHost.window.rootViewController = nil
        settle()
    }

    /// Frame turns until no presentation, dismissal or deferred work is pending.
    static func settle() {
        UIKitHost.turn()
        for _ in 0..<60 where UIApplication.shared.hasPendingDeferredWork { UIKitHost.turn() }
        UIKitHost.turn()
    }
}

func registerRestorationBenchmarks() {
    Benchmark(
        "state preservation of 20 controllers",
        configuration: .init(
            metrics: [.wallClock, RestorationScene.archiveSizeMetric],
            tags: ["target": "<= 5 ms"], timeUnits: .microseconds, warmupIterations: 3, scalingFactor: .one,
            maxDuration: .seconds(10), maxIterations: 1_000)
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let url = RestorationScene.installApp()
            let tabs = RestorationScene.show()
            guard RestorationScene.count(tabs) == 20 else { return "the interface has \(RestorationScene.count(tabs)) controllers" }
            benchmark.startMeasurement()
            let saved = UIApplication.shared.preserveApplicationState()
            benchmark.stopMeasurement()
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            benchmark.measurement(RestorationScene.archiveSizeMetric, size)
            RestorationScene.tearDown()
            return saved ? UIKitHost.checkDiagnostics() : "nothing was saved"
        }
        if let error { benchmark.error(error) }
    }

    Benchmark(
        "state restoration of 20 controllers",
        configuration: .init(
            metrics: [.wallClock, RestorationScene.restoredMetric],
            tags: ["target": "<= 5 ms"], timeUnits: .microseconds, warmupIterations: 3, scalingFactor: .one,
            maxDuration: .seconds(10), maxIterations: 1_000)
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            _ = RestorationScene.installApp()
            _ = RestorationScene.show()
            UIApplication.shared.preserveApplicationState()
            RestorationScene.tearDown()
            UIKitHost.window.rootViewController = RestorationScene.launchInterface()
            benchmark.startMeasurement()
            let restored = UIApplication.shared.restoreApplicationState()
            benchmark.stopMeasurement()
            RestorationScene.settle()
            let root = UIKitHost.window.rootViewController!
            let count = RestorationScene.count(root)
            benchmark.measurement(RestorationScene.restoredMetric, count)
            let tabs = root as? UITabBarController
            let offset = RestorationScene.scrollView(of: tabs)?.contentOffset
            RestorationScene.tearDown()
            guard restored, count == 20, tabs?.selectedIndex == 1, offset == CGPoint(x: 0, y: 1_200) else {
                return "restored \(count) controllers, tab \(tabs?.selectedIndex ?? -1), offset \(String(describing: offset))"
            }
            return UIKitHost.checkDiagnostics()
        }
        if let error { benchmark.error(error) }
    }
}
