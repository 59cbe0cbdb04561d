import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct TraitPropagationTests {
    /// root ⊃ child ⊃ grandchild, each view inside its parent's, shown in the host's window.
    private func showThreeLevels(_ host: TestHost, _ log: Log) -> [ContainerViewController] {
        let root = ContainerViewController("root", log: log)
        let child = ContainerViewController("child", log: log)
        let grandchild = ContainerViewController("grandchild", log: log)
        root.displayContentController(child)
        child.displayContentController(grandchild)
        host.window.rootViewController = root
        host.turn()
        log.clear()
        return [root, child, grandchild]
    }

    @Test func aPhoneInPortraitIsCompactWideAndRegularTall() {
        let host = TestHost(screenSize: CGSize(width: 390, height: 844), scale: 3)
        let controller = UIViewController()
        host.window.rootViewController = controller
        let traits = controller.traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == 3)
        #expect(controller.view.traitCollection == traits)
        #expect(host.window.traitCollection == traits)
    }

    @Test func rotatingTheWindowReachesTheGrandchildParentBeforeChild() {
        let host = TestHost(screenSize: CGSize(width: 390, height: 844))
        let log = Log()
        let levels = showThreeLevels(host, log)
        host.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        host.turn()
        #expect(log.entries.filter { $0.hasSuffix("traitCollectionDidChange") } == [
            "root.traitCollectionDidChange", "root.view.traitCollectionDidChange",
            "child.traitCollectionDidChange", "child.view.traitCollectionDidChange",
            "grandchild.traitCollectionDidChange", "grandchild.view.traitCollectionDidChange",
        ])
        #expect(levels[2].traitCollection.verticalSizeClass == .compact)
    }

    @Test func traitsChangeBeforeAnyLayoutOfThePass() {
        let host = TestHost(screenSize: CGSize(width: 390, height: 844))
        let log = Log()
        _ = showThreeLevels(host, log)
        host.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        host.turn()
        let firstLayout = log.entries.firstIndex { $0.contains("Layout") || $0.contains("layout") }!
        let lastTraitChange = log.entries.lastIndex { $0.hasSuffix("traitCollectionDidChange") }!
        #expect(lastTraitChange < firstLayout)
        #expect(log.entries.first == "root.traitCollectionDidChange")
    }

    @Test func anOverrideForAChildReachesItsDescendantsOnly() {
        let host = TestHost()
        let log = Log()
        let levels = showThreeLevels(host, log)
        levels[0].setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: levels[1])
        #expect(levels[0].overrideTraitCollection(forChild: levels[1]) == UITraitCollection(userInterfaceStyle: .dark))
        host.turn()
        #expect(log.entries.filter { $0.hasSuffix("traitCollectionDidChange") } == [
            "child.traitCollectionDidChange", "child.view.traitCollectionDidChange",
            "grandchild.traitCollectionDidChange", "grandchild.view.traitCollectionDidChange",
        ])
        #expect(levels[2].traitCollection.userInterfaceStyle == .dark)
        #expect(levels[2].traitCollection.horizontalSizeClass == .compact)
        #expect(levels[0].traitCollection.userInterfaceStyle == .light)
    }

    @Test func aFirstAppearanceIsNotATraitChange() {
        let host = TestHost()
        let log = Log()
        _ = showThreeLevels(host, log)
        host.window.rootViewController = LoggingViewController("other", log: log)
        host.turn()
        #expect(!log.entries.contains { $0.hasSuffix("traitCollectionDidChange") })
    }

    @Test func registeredHandlersRunForTheTraitsTheyWatch() {
        let host = TestHost(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        host.window.rootViewController = controller
        host.turn()
        var previous: [UIUserInterfaceSizeClass] = []
        var styleChanges = 0
        controller.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIViewController, old: UITraitCollection) in
            previous.append(old.verticalSizeClass)
        }
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIViewController, _: UITraitCollection) in
            styleChanges += 1
        }
        host.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        host.turn()
        #expect(previous == [.regular])
        #expect(styleChanges == 0)
    }

    @Test func overridesForControllersThatAreNotChildrenAreRefused() {
        let host = TestHost()
        let parent = UIViewController(), stranger = UIViewController()
        parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: stranger)
        #expect(parent.overrideTraitCollection(forChild: stranger) == nil)
        #expect(host.diagnostics == [
            "-[UIViewController setOverrideTraitCollection:forChildViewController:]: \(stranger) is not a child of \(parent); ignored.",
        ])
    }
}
