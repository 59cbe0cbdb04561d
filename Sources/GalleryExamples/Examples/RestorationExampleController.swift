import Foundation
import UIKit

/// Example 15: state preservation and restoration. A small notes app runs
/// inside the example; "Quit and relaunch" preserves the interface as
/// moving to the background does, throws the app away, builds it again as
/// its launch does (the list alone) and restores it: the open note, its
/// scroll position and the stack come back without animation.
@MainActor
final class RestorationExampleController: UIViewController {
    /// The notes app (rebuilt at each relaunch).
    private(set) var app: UINavigationController
    let statusLabel = UILabel()
    private let relaunchButton = UIButton(type: .system)
    /// Where the example's archive is saved.
    static let archiveURL = FileManager.default.temporaryDirectory
        .appendingPathComponent("openuikit-gallery-restoration-\(ProcessInfo.processInfo.processIdentifier)")
        .appendingPathComponent("state.archive")

    init() {
        app = Self.launchApp()
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "RestorationExample"
    }

    required init?(coder: NSCoder) { nil }

    /// What the app's launch builds: a navigation controller with the list.
    static func launchApp() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: NotesListViewController())
        navigation.restorationIdentifier = "Notes"
        return navigation
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        relaunchButton.setTitle("Quit and relaunch", for: .normal)
        relaunchButton.backgroundColor = .secondarySystemBackground
        relaunchButton.layer.cornerRadius = 8
        relaunchButton.addAction(UIAction { [weak self] _ in self?.quitAndRelaunch() }, for: .touchUpInside)
        statusLabel.text = "Open a note, scroll it, then quit and relaunch."
        statusLabel.font = UIFont.systemFont(ofSize: 13)
        statusLabel.textColor = .secondaryLabel
        statusLabel.numberOfLines = 2
        view.addSubview(relaunchButton)
        view.addSubview(statusLabel)
        install(app)
    }

    /// The app fills the view above a strip with the button and the status.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let strip: CGFloat = 96
        let bottom = view.bounds.maxY - view.safeAreaInsets.bottom
        app.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: bottom - strip)
        relaunchButton.frame = CGRect(x: 20, y: bottom - strip + 8, width: view.bounds.width - 40, height: 40)
        statusLabel.frame = CGRect(x: 20, y: bottom - strip + 52, width: view.bounds.width - 40, height: 36)
    }

    /// Saves the app (a reference to its navigation controller, which saves its stack).
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(app, forKey: "app")
    }

    /// Preserves, rebuilds the app as its launch does, restores.
    func quitAndRelaunch() {
        let application = UIApplication.shared
        let saved = (delegate: application.delegate, url: application.stateRestorationArchiveURL)
        let delegate = RestorationExampleDelegate()
        application.delegate = delegate
        application.stateRestorationArchiveURL = Self.archiveURL
        defer {
            application.delegate = saved.delegate
            application.stateRestorationArchiveURL = saved.url
        }
        guard application.preserveApplicationState() else {
            statusLabel.text = "Nothing was saved (is the example inside a restorable container?)."
            return
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: Self.archiveURL.path)[.size] as? Int) ?? 0
        replaceApp(with: Self.launchApp())
        application.restoreApplicationState()
        // The archive served its one relaunch; leave nothing in the temporary directory.
        try? FileManager.default.removeItem(at: Self.archiveURL.deletingLastPathComponent())
        statusLabel.text = "Saved \(size) bytes, relaunched: \(app.viewControllers.count) screen(s) restored, "
            + "\(delegate.made) made by the app delegate."
    }

    private func replaceApp(with fresh: UINavigationController) {
        app.willMove(toParent: nil)
        app.view.removeFromSuperview()
        app.removeFromParent()
        app = fresh
        install(fresh)
        view.setNeedsLayout()
    }

    private func install(_ child: UIViewController) {
        addChild(child)
        view.insertSubview(child.view, at: 0)
        child.didMove(toParent: self)
    }
}

/// The example's app delegate while it saves and restores: it agrees to
/// both and makes the notes a launch does not build.
@MainActor
final class RestorationExampleDelegate: UIApplicationDelegate {
    private(set) var made = 0

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    ) -> UIViewController? {
        guard identifierComponents.last == "Note" else { return nil }
        made += 1
        return NoteViewController(number: 0)
    }
}

/// The notes app's list: a button per note.
@MainActor
final class NotesListViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Notes"
        restorationIdentifier = "List"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let column = ButtonColumnView(
            title: "Notes", note: "Each note is a long page in a scroll view whose offset is saved with the note.")
        for number in 1...3 {
            column.addButton("Open note \(number)") { [weak self] in
                self?.navigationController?.pushViewController(NoteViewController(number: number), animated: true)
            }
        }
        view = column
    }
}

/// A note: its number is saved, and its scroll view's offset.
@MainActor
final class NoteViewController: UIViewController {
    private(set) var number: Int
    let scrollView = UIScrollView()
    private let stripes = UIView()

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "Note"
        title = "Note \(number)"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        scrollView.restorationIdentifier = "Page"
        view.addSubview(scrollView)
        for index in 0..<24 {
            let stripe = UILabel(frame: CGRect(x: 20, y: CGFloat(index) * 60, width: 320, height: 52))
            stripe.text = "Line \(index + 1)"
            stripe.backgroundColor = NavigationPageViewController.colors[index % 5].withAlphaComponent(0.25)
            stripes.addSubview(stripe)
        }
        scrollView.addSubview(stripes)
        let scroll = UIButton(type: .system)
        scroll.setTitle("Scroll down", for: .normal)
        scroll.backgroundColor = .secondarySystemBackground
        scroll.layer.cornerRadius = 8
        scroll.addAction(UIAction { [weak self] _ in self?.scrollDown() }, for: .touchUpInside)
        view.addSubview(scroll)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        view.subviews.last?.frame = CGRect(x: area.minX + 20, y: area.minY + 8, width: area.width - 40, height: 36)
        scrollView.frame = CGRect(x: area.minX, y: area.minY + 52, width: area.width, height: area.height - 52)
        stripes.frame = CGRect(x: 0, y: 0, width: area.width, height: 24 * 60)
        scrollView.contentSize = stripes.frame.size
    }

    private func scrollDown() {
        scrollView.setContentOffset(CGPoint(x: 0, y: scrollView.contentOffset.y + 300), animated: true)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(number, forKey: "number")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        number = coder.decodeInteger(forKey: "number")
        title = "Note \(number)"
    }
}
