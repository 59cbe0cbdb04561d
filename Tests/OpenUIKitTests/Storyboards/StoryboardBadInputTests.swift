import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// Storyboards that are wrong in the ways real ones are: a message naming
/// the file, scene or line, nothing made (or a stand-in), the app going on.
@MainActor
@Suite struct StoryboardBadInputTests {
    var storyboard: UIStoryboard { UIStoryboard(name: "BadInput", bundle: .module) }

    func reported(_ text: String, on host: TestHost) -> Bool {
        host.diagnostics.contains { $0.contains(text) }
    }

    @Test func aCycleOfRelationshipsIsCutAndReported() throws {
        let host = TestHost()
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        #expect(navigation.viewControllers.isEmpty)
        #expect(reported("relationship segues form a cycle through 'CYC-00-001'", on: host))
    }

    @Test func anUnknownClassIsUIKitsMessageAndTheElementsClassStandsIn() {
        let host = TestHost()
        let controller = storyboard.instantiateViewController(withIdentifier: "Unknown")
        #expect(type(of: controller) == UIViewController.self)
        #expect(reported("Unknown class NoSuchController in Interface Builder file.", on: host))
    }

    @Test func aMissingOutletAndAnUnlistedActionAreReportedAndTheSceneLoads() {
        let host = TestHost()
        let controller = storyboard.instantiateViewController(withIdentifier: "Unknown")
        controller.loadViewIfNeeded()
        #expect(controller.view.subviews.count == 1)
        #expect(reported("scene 'Unknown': UIViewController has no outlet 'missingOutlet' (declare it with @Outlet)", on: host))
        #expect(reported("UIViewController has no storyboard action 'missingAction:'", on: host))
    }

    @Test func aSegueToAMissingSceneIsReportedAndDoesNothing() {
        let host = TestHost()
        let controller = storyboard.instantiateViewController(withIdentifier: "Unknown")
        host.window.rootViewController = controller
        host.runUntilIdle()
        controller.performSegue(withIdentifier: "nowhere", sender: nil)
        host.runUntilIdle()
        #expect(controller.presentedViewController == nil)
        #expect(reported("segue 'nowhere' (line", on: host))
        #expect(reported("leads to 'MIS-00-001', which is not a scene", on: host))
    }

    @Test func aStoryboardReferenceMakesTheControllerOfTheOtherStoryboard() {
        let host = TestHost()
        let reference = storyboard.instantiateViewController(withIdentifier: "Reference")
        #expect(reference.title == "Elsewhere")
        #expect(reference.storyboard.map { "\($0)" } != storyboard.description)
    }

    @Test func aReferenceWithABundleIdentifierMakesTheControllerOfThatTargetsStoryboard() throws {
        let host = TestHost()
        let reference = storyboard.instantiateViewController(withIdentifier: "OtherBundle")
        let navigation = try #require(reference as? UINavigationController)
        #expect(navigation.viewControllers.map { "\(type(of: $0))" } == ["RecipesViewController"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aReferenceToABundleIdentifierFoundNowhereIsReportedAndMakesAStandIn() {
        let host = TestHost()
        let reference = storyboard.instantiateViewController(withIdentifier: "MissingBundle")
        #expect(type(of: reference) == UIViewController.self)
        #expect(reported("names bundle 'com.example.NoSuchKit', which was not found", on: host))
    }

    @Test func aReferenceFindsABundleByItsIdentifier() throws {
        let host = TestHost()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-bundles-\(UUID().uuidString)")
        let shared = root.appendingPathComponent("Shared.bundle"), app = root.appendingPathComponent("App")
        for folder in [shared, app] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: root) }
        let identifier = "org.openuikit.tests.shared\(UUID().uuidString.prefix(8))"
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleIdentifier": identifier], format: .xml, options: 0)
            .write(to: shared.appendingPathComponent("Info.plist"))
        try Self.storyboard(#"<viewController id="a" title="Shared" sceneMemberID="viewController"/>"#)
            .write(to: shared.appendingPathComponent("Shared.storyboard"), atomically: true, encoding: .utf8)
        try Self.storyboard(#"<viewControllerPlaceholder id="a" storyboardName="Shared" bundleIdentifier="\#(identifier)" sceneMemberID="viewController"/>"#)
            .write(to: app.appendingPathComponent("Referrer.storyboard"), atomically: true, encoding: .utf8)
        _ = try #require(Bundle(path: shared.path))
        let made = UIStoryboard(name: "Referrer", bundle: Bundle(path: app.path)).instantiateInitialViewController()
        #expect(made?.title == "Shared")
        #expect(host.diagnostics.isEmpty)
    }

    /// A storyboard of one scene whose initial object (id "a") is `object`.
    static func storyboard(_ object: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="a">
        <scenes><scene sceneID="s"><objects>\(object)</objects></scene></scenes></document>
        """
    }

    @Test func aSegueThroughAReferenceShowsTheOtherStoryboardsController() {
        let host = TestHost()
        let referrer = storyboard.instantiateViewController(withIdentifier: "Referrer")
        let navigation = UINavigationController(rootViewController: referrer)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        referrer.performSegue(withIdentifier: "toOther", sender: nil)
        host.runUntilIdle()
        #expect(navigation.topViewController?.title == "Elsewhere")
    }

    @Test func anEnormousAttributeValueIsRefusedWithItsLine() throws {
        let host = TestHost()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-enormous-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = String(repeating: "x", count: 100_000)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="a">
            <scenes><scene sceneID="s"><objects>
            <viewController id="a" title="\(huge)" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        try xml.write(to: folder.appendingPathComponent("Huge.storyboard"), atomically: true, encoding: .utf8)
        let storyboard = UIStoryboard(name: "Huge", bundle: try #require(Bundle(path: folder.path)))
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(reported("(line 4): attribute 'title' of <viewController> is longer than 65536 bytes", on: host))
    }

    @Test func aProcessingInstructionIsRefusedWithItsLine() {
        let host = TestHost()
        #expect(UIStoryboard(name: "ProcessingInstruction", bundle: .module).instantiateInitialViewController() == nil)
        #expect(reported("Could not read 'ProcessingInstruction.storyboard' (line 2): a processing instruction", on: host))
    }

    @Test func aDocumentTypeDeclarationIsRefusedWithItsLine() {
        let host = TestHost()
        #expect(UIStoryboard(name: "Doctype", bundle: .module).instantiateInitialViewController() == nil)
        #expect(reported("Could not read 'Doctype.storyboard' (line 2): a document type or entity declaration", on: host))
    }

    @Test func anEmbedSegueLeadingBackToItsSceneIsCutAndReported() throws {
        let host = TestHost()
        let controller = try #require(UIStoryboard(name: "EmbedCycle", bundle: .module).instantiateInitialViewController())
        controller.loadViewIfNeeded()
        let child = try #require(controller.children.first)
        #expect(child.children.isEmpty)
        #expect(reported("embed segues form a cycle back to this scene", on: host))
    }

    @Test func openUIKitsInternalClassesAreNotFoundByName() {
        let host = TestHost()
        let controller = storyboard.instantiateViewController(withIdentifier: "Internal")
        #expect(type(of: controller) == UIViewController.self)
        #expect(reported("Unknown class MoreListViewController in Interface Builder file.", on: host))
    }
}
