import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// ORACLE 43–44 through `TestHost.relaunch`: what is preserved, in which
/// order controllers are found and decode their state, what is skipped.
@MainActor
@Suite struct StateRestorationTests {
    /// The log every controller and delegate of a test writes to.
    final class Log {
        var entries: [String] = []
    }

    /// A controller that saves a number and logs each restoration call.
    final class NoteController: UIViewController {
        let log: Log
        var number = 0

        init(_ identifier: String?, log: Log, number: Int = 0) {
            self.log = log
            self.number = number
            super.init(nibName: nil, bundle: nil)
            restorationIdentifier = identifier
        }

        required init?(coder: NSCoder) { nil }

        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(number, forKey: "number")
            log.entries.append("encode \(restorationIdentifier ?? "-")")
        }

        override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            number = coder.decodeInteger(forKey: "number")
            log.entries.append("decode \(restorationIdentifier ?? "-") \(number)")
        }

        override func applicationFinishedRestoringState() {
            log.entries.append("finished \(restorationIdentifier ?? "-")")
        }
    }

    /// An app delegate that saves and restores (unless told not to),
    /// makes controllers for paths ending in "Made", and logs.
    final class Delegate: UIApplicationDelegate {
        let log: Log
        var saves = true, restores = true

        init(log: Log) { self.log = log }

        func applicationWillResignActive(_ application: UIApplication) { log.entries.append("will resign active") }
        func applicationDidEnterBackground(_ application: UIApplication) { log.entries.append("did enter background") }
        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.entries.append("will finish")
            return true
        }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.entries.append("did finish")
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { log.entries.append("did become active") }

        func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
            log.entries.append("should save")
            return saves
        }

        func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
            log.entries.append("should restore")
            return restores
        }

        func application(
            _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
        ) -> UIViewController? {
            log.entries.append("delegate \(identifierComponents.joined(separator: "/"))")
            guard identifierComponents.last?.hasSuffix("Made") == true else { return nil }
            return NoteController(identifierComponents.last, log: log)
        }

        func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
            coder.encode("v1", forKey: "appVersion")
            log.entries.append("will encode")
        }

        func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
            log.entries.append("did decode \(coder.decodeObject(forKey: "appVersion") as? String ?? "nil")")
        }
    }

    /// Shows `root` in `host`, makes `delegate` the app's and relaunches
    /// with `launch()` as the interface the launch builds.
    func relaunch(_ host: TestHost, showing root: UIViewController, delegate: Delegate, launch: () -> UIViewController) {
        host.window.rootViewController = root
        host.runUntilIdle()
        UIApplication.shared.delegate = delegate
        host.relaunch { window in window.rootViewController = launch() }
    }

    /// Shows a "Navigation" stack of List and a pushed DetailMade (with
    /// `numbers`), then relaunches into a fresh stack of List alone.
    func relaunchPushedDetail(_ host: TestHost, log: Log, delegate: Delegate, numbers: (Int, Int) = (0, 0)) {
        let navigation = UINavigationController(rootViewController: NoteController("List", log: log, number: numbers.0))
        navigation.restorationIdentifier = "Navigation"
        navigation.pushViewController(NoteController("DetailMade", log: log, number: numbers.1), animated: false)
        relaunch(host, showing: navigation, delegate: delegate) {
            let fresh = UINavigationController(rootViewController: NoteController("List", log: log))
            fresh.restorationIdentifier = "Navigation"
            return fresh
        }
    }

    @Test func aPushedControllerIsPreservedAndRestoredInTheOrderOfTheGuide() {
        let host = TestHost(), log = Log(), delegate = Delegate(log: log)
        relaunchPushedDetail(host, log: log, delegate: delegate, numbers: (1, 7))
        #expect(log.entries == [
            "did enter background", "should save", "will encode", "encode List", "encode DetailMade",
            "will finish", "should restore", "delegate Navigation", "delegate Navigation/List", "delegate Navigation/DetailMade",
            "decode List 1", "decode DetailMade 7", "did decode v1",
            "finished List", "finished DetailMade", "did finish", "did become active",
        ])
        let restored = host.window.rootViewController as? UINavigationController
        #expect(restored?.viewControllers.map(\.restorationIdentifier) == ["List", "DetailMade"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func theRestoredStackAppearsWithoutATransition() throws {
        let host = TestHost(), log = Log(), delegate = Delegate(log: log)
        relaunchPushedDetail(host, log: log, delegate: delegate)
        let restored = try #require(host.window.rootViewController as? UINavigationController)
        #expect(restored.transitionCoordinator == nil)
        #expect(restored.topViewController?.view.window === host.window)
        #expect(restored.viewControllers.first?.viewIfLoaded?.window == nil)
    }

    @Test func aControllerWithoutAnIdentifierIsSkippedWithItsChildren() {
        let host = TestHost(), log = Log(), delegate = Delegate(log: log)
        let navigation = UINavigationController(rootViewController: NoteController("List", log: log))
        host.window.rootViewController = navigation
        host.runUntilIdle()
        UIApplication.shared.delegate = delegate
        host.relaunch { window in window.rootViewController = NoteController("List", log: log) }
        #expect(log.entries == [
            "did enter background", "should save", "will encode", "will finish", "should restore", "did decode v1",
            "did finish", "did become active",
        ])
    }

    @Test func aDelegateThatRefusesToSaveLeavesNothingToRestore() {
        let host = TestHost(), log = Log(), delegate = Delegate(log: log)
        delegate.saves = false
        relaunch(host, showing: NoteController("Root", log: log, number: 3), delegate: delegate) {
            NoteController("Root", log: log)
        }
        #expect(log.entries == ["did enter background", "should save", "will finish", "did finish", "did become active"])
        #expect((host.window.rootViewController as? NoteController)?.number == 0)
    }

    @Test func aDelegateThatRefusesToRestoreLaunchesFresh() {
        let host = TestHost(), log = Log(), delegate = Delegate(log: log)
        delegate.restores = false
        relaunch(host, showing: NoteController("Root", log: log, number: 3), delegate: delegate) {
            NoteController("Root", log: log)
        }
        #expect(log.entries == [
            "did enter background", "should save", "will encode", "encode Root", "will finish", "should restore",
            "did finish", "did become active",
        ])
        #expect((host.window.rootViewController as? NoteController)?.number == 0)
    }

    @Test func aPresentedControllerIsPresentedAgainWithoutAnimation() {
        let host = TestHost(), log = Log(), delegate = Delegate(log: log)
        let root = NoteController("Root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = NoteController("SheetMade", log: log, number: 5)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        host.runUntilIdle()
        UIApplication.shared.delegate = delegate
        host.relaunch { window in window.rootViewController = NoteController("Root", log: log) }
        let presented = host.window.rootViewController?.presentedViewController as? NoteController
        #expect(presented?.number == 5)
        #expect(presented?.modalPresentationStyle == .formSheet)
        #expect(log.entries.suffix(6) == [
            "decode SheetMade 5", "did decode v1", "finished Root", "finished SheetMade", "did finish", "did become active",
        ])
    }

    @Test func aCorruptArchiveIsOneMessageAndAFreshLaunch() throws {
        let host = TestHost(), log = Log(), delegate = Delegate(log: log)
        UIApplication.shared.delegate = delegate
        delegate.saves = false
        try FileManager.default.createDirectory(at: host.stateArchiveURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<?xml version=\"1.0\"?><plist><dict><key>format</key>".utf8).write(to: host.stateArchiveURL)
        host.relaunch { window in window.rootViewController = NoteController("Root", log: log) }
        #expect(log.entries == ["did enter background", "should save", "will finish", "did finish", "did become active"])
        #expect(host.diagnostics.filter { $0.contains("State restoration") }.count == 1)
        #expect(host.diagnostics.contains { $0.contains("cannot be used (the archive is not a property list of the expected shape); launching fresh") })
    }

    @Test func aScrollViewWithAnIdentifierGetsItsOffsetBack() {
        let host = TestHost(), log = Log(), delegate = Delegate(log: log)
        func makeRoot() -> NoteController {
            let root = NoteController("Root", log: log)
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            scroll.contentSize = CGSize(width: 300, height: 3_000)
            scroll.restorationIdentifier = "Scroll"
            root.view.addSubview(scroll)
            return root
        }
        let root = makeRoot()
        host.window.rootViewController = root
        host.runUntilIdle()
        (root.view.subviews.first as? UIScrollView)?.contentOffset = CGPoint(x: 0, y: 420)
        UIApplication.shared.delegate = delegate
        host.relaunch { window in window.rootViewController = makeRoot() }
        #expect((host.window.rootViewController?.view.subviews.first as? UIScrollView)?.contentOffset == CGPoint(x: 0, y: 420))
    }
}

/// An app delegate that saves and restores and nothing else.
final class SaveAndRestoreDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
}

/// Restoration of controllers made from a storyboard, and restoration classes.
@MainActor
@Suite struct StateRestorationLookupTests {
    /// A restoration class that makes controllers for paths ending in
    /// "Kept" and refuses the others.
    final class KeepingRestoration: UIViewControllerRestoration {
        nonisolated(unsafe) static var asked: [String] = []

        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
            asked.append(identifierComponents.joined(separator: "/"))
            guard identifierComponents.last == "Kept" else { return nil }
            let made = UIViewController()
            made.restorationIdentifier = "Kept"
            return made
        }
    }

    @Test func aControllerPushedFromAStoryboardIsMadeAgainFromIt() throws {
        let host = TestHost()
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        navigation.restorationIdentifier = "Navigation"
        host.window.rootViewController = navigation
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        detail.restorationIdentifier = "Detail"
        navigation.pushViewController(detail, animated: false)
        host.runUntilIdle()
        host.relaunch(delegate: SaveAndRestoreDelegate()) { window in
            let fresh = storyboard.instantiateInitialViewController() as? UINavigationController
            fresh?.restorationIdentifier = "Navigation"
            window.rootViewController = fresh
        }
        let restored = try #require(host.window.rootViewController as? UINavigationController)
        #expect(restored.viewControllers.map { "\(type(of: $0))" } == ["ListViewController", "DetailViewController"])
        #expect(restored.viewControllers.last !== detail)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aRestorationClassIsAskedFirstAndItsNilSkipsTheController() throws {
        let host = TestHost()
        KeepingRestoration.asked = []
        let root = UINavigationController(rootViewController: UIViewController())
        root.restorationIdentifier = "Navigation"
        root.viewControllers[0].restorationIdentifier = "Root"
        for identifier in ["Kept", "Dropped"] {
            let pushed = UIViewController()
            pushed.restorationIdentifier = identifier
            pushed.restorationClass = KeepingRestoration.self
            root.pushViewController(pushed, animated: false)
        }
        host.window.rootViewController = root
        host.runUntilIdle()
        host.relaunch(delegate: SaveAndRestoreDelegate()) { window in
            let fresh = UINavigationController(rootViewController: UIViewController())
            fresh.restorationIdentifier = "Navigation"
            fresh.viewControllers[0].restorationIdentifier = "Root"
            window.rootViewController = fresh
        }
        #expect(KeepingRestoration.asked == ["Navigation/Kept", "Navigation/Dropped"])
        let restored = try #require(host.window.rootViewController as? UINavigationController)
        #expect(restored.viewControllers.map(\.restorationIdentifier) == ["Root", "Kept"])
    }
}

/// Restoration of a split view controller's columns and display mode.
@MainActor
@Suite struct SplitViewRestorationTests {
    final class SavingDelegate: UIApplicationDelegate {
        func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
        func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        func application(
            _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
        ) -> UIViewController? {
            guard identifierComponents.last == "Detail" else { return nil }
            let detail = UIViewController()
            detail.restorationIdentifier = "Detail"
            return detail
        }
    }

    static func split() -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.restorationIdentifier = "Split"
        let list = UIViewController()
        list.restorationIdentifier = "List"
        split.setViewController(list, for: .primary)
        return split
    }

    @Test func theColumnsAndTheDisplayModeComeBack() throws {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 768), scale: 2)
        let split = Self.split()
        let detail = UIViewController()
        detail.restorationIdentifier = "Detail"
        split.setViewController(detail, for: .secondary)
        split.preferredDisplayMode = .secondaryOnly
        host.window.rootViewController = split
        host.runUntilIdle()
        host.relaunch(delegate: SavingDelegate()) { window in window.rootViewController = Self.split() }
        let restored = try #require(host.window.rootViewController as? UISplitViewController)
        #expect(restored.viewController(for: .primary)?.restorationIdentifier == "List")
        #expect(restored.viewController(for: .secondary)?.restorationIdentifier == "Detail")
        #expect(restored.viewController(for: .secondary) !== detail)
        #expect(restored.preferredDisplayMode == .secondaryOnly)
        #expect(host.diagnostics.isEmpty)
    }
}

/// Objects other than controllers: registered, encoded by a preserved
/// controller, restored into the object registered again at launch.
@MainActor
@Suite struct RegisteredObjectRestorationTests {
    /// A model object that saves its text.
    final class Draft: UIStateRestoring {
        var text = ""
        weak var owner: UIViewController?
        var log: [String] = []
        var restorationParent: (any UIStateRestoring)? { owner }

        func encodeRestorableState(with coder: NSCoder) { coder.encode(text, forKey: "text") }
        func decodeRestorableState(with coder: NSCoder) {
            text = coder.decodeObject(forKey: "text") as? String ?? ""
            log.append("decode")
        }
        func applicationFinishedRestoringState() { log.append("finished") }
    }

    /// A controller that encodes its draft.
    final class Editor: UIViewController {
        let draft = Draft()
        var decodedDraft: AnyObject?

        init() {
            super.init(nibName: nil, bundle: nil)
            restorationIdentifier = "Editor"
            draft.owner = self
            UIApplication.registerObject(forStateRestoration: draft, restorationIdentifier: "Draft")
        }

        required init?(coder: NSCoder) { nil }

        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(draft, forKey: "draft")
        }

        override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            decodedDraft = coder.decodeObject(forKey: "draft") as AnyObject?
        }
    }

    @Test func aRegisteredObjectIsRestoredIntoTheOneRegisteredAtLaunch() throws {
        let host = TestHost()
        let editor = Editor()
        editor.draft.text = "Half a sentence"
        host.window.rootViewController = editor
        host.runUntilIdle()
        host.relaunch(delegate: SaveAndRestoreDelegate()) { window in window.rootViewController = Editor() }
        let restored = try #require(host.window.rootViewController as? Editor)
        #expect(restored.draft.text == "Half a sentence")
        #expect(restored.draft.log == ["decode", "finished"])
        #expect(restored.decodedDraft === restored.draft)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func anEncodedObjectThatIsNotRegisteredIsLeftOutWithAMessage() {
        let host = TestHost()
        final class Unregistered: UIStateRestoring {}
        final class Holder: UIViewController {
            override func encodeRestorableState(with coder: NSCoder) { coder.encode(Unregistered(), forKey: "thing") }
        }
        let holder = Holder()
        holder.restorationIdentifier = "Holder"
        host.window.rootViewController = holder
        host.runUntilIdle()
        host.relaunch(delegate: SaveAndRestoreDelegate()) { window in window.rootViewController = UIViewController() }
        #expect(host.diagnostics.contains { $0.contains("Unregistered was encoded but is not registered for state restoration") })
    }
}

/// `ignoreSnapshotOnNextApplicationLaunch()`: accepted; OpenUIKit takes
/// no snapshots, so preservation and restoration go on as before.
@MainActor
@Suite struct SnapshotRequestTests {
    @Test func ignoringTheSnapshotLeavesPreservationAndRestorationAsTheyWere() {
        let host = TestHost()
        let root = UIViewController()
        root.restorationIdentifier = "Root"
        root.title = "Before"
        host.window.rootViewController = root
        host.runUntilIdle()
        UIApplication.shared.ignoreSnapshotOnNextApplicationLaunch()
        host.relaunch(delegate: SaveAndRestoreDelegate()) { window in
            let fresh = UIViewController()
            fresh.restorationIdentifier = "Root"
            window.rootViewController = fresh
        }
        #expect(FileManager.default.fileExists(atPath: host.stateArchiveURL.path))
        #expect(host.diagnostics.isEmpty)
    }
}

/// Views encoded as objects: a reference to the view (its controller and
/// restoration identifier) is saved, and decoding gives the view the
/// restored controller shows.
@MainActor
@Suite struct ViewReferenceRestorationTests {
    /// A view that saves a number and logs its decode.
    final class Counter: UIView {
        var count = 0
        var log: [String] = []

        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(count, forKey: "count")
        }

        override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            count = coder.decodeInteger(forKey: "count")
            log.append("decode \(count)")
        }
    }

    /// A controller with two counters that encodes the focused one (and
    /// both, in a list).
    final class Board: UIViewController {
        var focused: UIView?
        var decodedFocus: Any?
        var decodedList: Any?

        override func viewDidLoad() {
            super.viewDidLoad()
            let box = UIView()
            view.addSubview(box)
            for identifier in ["Left", "Right"] {
                let counter = Counter()
                counter.restorationIdentifier = identifier
                box.addSubview(counter)
            }
        }

        func counter(_ identifier: String) -> Counter? {
            view.subviews.first?.subviews.compactMap { $0 as? Counter }.first { $0.restorationIdentifier == identifier }
        }

        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(focused, forKey: "focused")
            coder.encode([counter("Left"), counter("Right")].compactMap { $0 }, forKey: "counters")
        }

        override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            decodedFocus = coder.decodeObject(forKey: "focused")
            decodedList = coder.decodeObject(forKey: "counters")
        }
    }

    func makeBoard() -> Board {
        let board = Board()
        board.restorationIdentifier = "Board"
        return board
    }

    @Test func anEncodedViewDecodesAsTheViewTheRestoredControllerShows() throws {
        let host = TestHost(), board = makeBoard()
        host.window.rootViewController = board
        host.runUntilIdle()
        board.counter("Right")?.count = 7
        board.focused = board.counter("Right")
        host.relaunch(delegate: SaveAndRestoreDelegate()) { window in window.rootViewController = self.makeBoard() }
        let restored = try #require(host.window.rootViewController as? Board)
        let right = try #require(restored.counter("Right"))
        #expect(restored.decodedFocus as? UIView === right)
        #expect(right.log == ["decode 7"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aListOfEncodedViewsDecodesAsAListOfViews() throws {
        let host = TestHost(), board = makeBoard()
        host.window.rootViewController = board
        host.runUntilIdle()
        host.relaunch(delegate: SaveAndRestoreDelegate()) { window in window.rootViewController = self.makeBoard() }
        let restored = try #require(host.window.rootViewController as? Board)
        let views = try #require(restored.decodedList as? [UIView])
        #expect(views.map(\.restorationIdentifier) == ["Left", "Right"])
        #expect(views.first === restored.counter("Left"))
    }

    @Test func aViewWithoutAnIdentifierIsLeftOutWithAMessage() throws {
        let host = TestHost(), board = makeBoard()
        host.window.rootViewController = board
        host.runUntilIdle()
        board.focused = board.view.subviews.first
        host.relaunch(delegate: SaveAndRestoreDelegate()) { window in window.rootViewController = self.makeBoard() }
        let restored = try #require(host.window.rootViewController as? Board)
        #expect(restored.decodedFocus == nil)
        #expect(host.diagnostics.contains { $0.contains("encoded a UIView without a restoration identifier for key 'focused'") })
    }

    @Test func aViewNoPreservedControllerShowsIsLeftOutWithAMessage() throws {
        let host = TestHost(), board = makeBoard()
        host.window.rootViewController = board
        host.runUntilIdle()
        let loose = Counter()
        loose.restorationIdentifier = "Loose"
        board.focused = loose
        host.relaunch(delegate: SaveAndRestoreDelegate()) { window in window.rootViewController = self.makeBoard() }
        #expect(host.diagnostics.contains { $0.contains("encoded view 'Loose' for key 'focused', which no preserved view controller shows") })
    }
}
