import UIKit

/// A view controller that logs its life-cycle callbacks as
/// "name.callback" into a shared log (the view it loads logs
/// `layoutSubviews` as "name.view.layoutSubviews").
@MainActor
class LoggingViewController: UIViewController {
    let name: String
    let log: Log

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func loadView() {
        log.append("\(name).loadView")
        view = LoggingRootView(name: "\(name).view", log: log)
    }

    override func viewDidLoad() { super.viewDidLoad(); log.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("\(name).viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log.append("\(name).viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("\(name).viewDidDisappear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.append("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log.append("\(name).viewDidLayoutSubviews") }
    override func updateViewConstraints() { log.append("\(name).updateViewConstraints"); super.updateViewConstraints() }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("\(name).traitCollectionDidChange")
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.append("\(name).willTransition(to:with:)")
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.append("\(name).viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("\(name).willMove(toParent: \(Self.label(parent)))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("\(name).didMove(toParent: \(Self.label(parent)))")
    }

    static func label(_ controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? LoggingViewController)?.name ?? "controller"
    }
}

/// The root view of a ``LoggingViewController``.
@MainActor
final class LoggingRootView: UIView {
    let name: String
    let log: Log

    init(name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("\(name).layoutSubviews")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("\(name).traitCollectionDidChange")
    }
}
