import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// ORACLE 40: storyboards read from Xcode's XML, controllers made with
/// `init?(coder:)`, views loaded lazily, outlets connected.
@MainActor
@Suite struct UIStoryboardTests {
    /// The test storyboard, the log cleared (tests share the log, one at a time).
    var storyboard: UIStoryboard {
        StoryboardLog.entries = []
        return UIStoryboard(name: "Main", bundle: .module)
    }

    @Test func theInitialControllerIsMadeWithItsRelationshipRoot() throws {
        let storyboard = self.storyboard
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? ListViewController)
        #expect(StoryboardLog.entries == ["List.init(coder:)", "List.awakeFromNib"])
        #expect(!list.isViewLoaded)
        #expect(list.storyboard === storyboard)
        #expect(navigation.storyboard === storyboard)
    }

    @Test func eachCallMakesNewInstances() {
        let storyboard = self.storyboard
        let first = storyboard.instantiateViewController(withIdentifier: "List")
        let second = storyboard.instantiateViewController(withIdentifier: "List")
        #expect(first !== second)
        #expect(first is ListViewController)
    }

    @Test func theStoryboardIdentifierBecomesTheRestorationIdentifierWhenTheSceneSaysSo() {
        #expect(storyboard.instantiateViewController(withIdentifier: "List").restorationIdentifier == "List")
        #expect(storyboard.instantiateViewController(withIdentifier: "Detail").restorationIdentifier == nil)
    }

    @Test func theCreatorBlockMakesTheController() throws {
        var coders = 0
        let detail: DetailViewController = storyboard.instantiateViewController(identifier: "Detail") { coder in
            coders += 1
            let made = DetailViewController(coder: coder)
            made?.item = "Pear"
            return made
        }
        #expect(coders == 1)
        #expect(detail.item == "Pear")
    }

    @Test func theViewLoadsFromTheSceneWithOutletsThenAwakeFromNibThenViewDidLoad() throws {
        let list = try #require(storyboard.instantiateViewController(withIdentifier: "List") as? ListViewController)
        StoryboardLog.entries = []
        list.loadViewIfNeeded()
        #expect(list.titleLabel?.text == "Fruit")
        #expect(list.titleLabel?.textColor == .systemRed)
        #expect(list.buttons?.arrangedSubviews.count == 4)
        #expect(list.title == "List")
        #expect(StoryboardLog.entries == [
            "Badge.init(coder:)", "List.prepare(embedBadge, sender: nil)", "Badge.didMove(toParent: ListViewController)",
            "List.viewDidLoad",
        ])
    }

    @Test func theNavigationItemAndItsBarButtonItemComeFromTheScene() throws {
        let list = storyboard.instantiateViewController(withIdentifier: "List")
        #expect(list.navigationItem.title == "Fruit")
        #expect(list.navigationItem.rightBarButtonItem != nil)
    }

    @Test func constraintsLayTheSceneOutAgainstTheSafeArea() throws {
        let host = TestHost()
        let list = try #require(storyboard.instantiateViewController(withIdentifier: "List") as? ListViewController)
        host.window.rootViewController = list
        host.runUntilIdle()
        let label = try #require(list.titleLabel)
        #expect(label.frame.minX == 20)
        #expect(label.frame.minY == list.view.safeAreaInsets.top + 20)
        #expect(label.frame.width == host.window.bounds.width - 40)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aTextFieldGetsItsBorderPlaceholderAndTraits() throws {
        let form = storyboard.instantiateViewController(withIdentifier: "Form")
        form.loadViewIfNeeded()
        let field = try #require(form.view.subviews.first as? UITextField)
        #expect(field.borderStyle == .roundedRect)
        #expect(field.placeholder == "Name")
        #expect(field.isSecureTextEntry)
        #expect(field.font?.pointSize == 14)
    }

    @Test func anElementOpenUIKitHasNoClassForIsSkippedWithItsLine() {
        let host = TestHost()
        let form = UIStoryboard(name: "Main", bundle: .module).instantiateViewController(withIdentifier: "Form")
        form.loadViewIfNeeded()
        #expect(form.view.subviews.count == 2)
        #expect(host.diagnostics.contains { $0.contains("<switch> skipped (line") && $0.contains("scene 'Form'") })
    }

    @Test func anUnknownIdentifierIsUIKitsMessage() {
        let host = TestHost()
        let controller = UIStoryboard(name: "Main", bundle: .module).instantiateViewController(withIdentifier: "Nowhere")
        #expect(type(of: controller) == UIViewController.self)
        #expect(host.diagnostics.contains { $0.contains("doesn't contain a view controller with identifier 'Nowhere'") })
    }

    @Test func aMissingFileIsUIKitsMessageAndMakesNothing() {
        let host = TestHost()
        let missing = UIStoryboard(name: "Missing", bundle: .module)
        #expect(missing.instantiateInitialViewController() == nil)
        #expect(host.diagnostics.contains { $0.contains("Could not find a storyboard named 'Missing' in bundle") })
    }

    @Test func malformedXMLIsReportedWithItsLineAndMakesNothing() {
        let host = TestHost()
        let broken = UIStoryboard(name: "Broken", bundle: .module)
        #expect(broken.instantiateInitialViewController() == nil)
        #expect(host.diagnostics.contains { $0.contains("Could not read 'Broken.storyboard' (line") })
    }

    @Test func bytesThatAreNotUTF8AreRefusedWithTheirLine() {
        let host = TestHost()
        let storyboard = UIStoryboard(name: "NotUTF8", bundle: .module)
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(host.diagnostics.contains { $0.contains("Could not read 'NotUTF8.storyboard' (line 2): the file is not UTF-8") })
    }
}
