import Foundation

/// Restoration of a preserved interface at launch (ORACLE 44), after the
/// app built its initial interface. For each record, parents first, the
/// controller comes from its restoration class (nil: not restored), else
/// the app delegate, else an existing controller with the same
/// restoration path, else the storyboard it came from — the guide's order
/// (seed 003, "Restoring View Controllers at Launch Time"). A controller
/// found nowhere is skipped with what it contained or presented. Then each
/// restored controller decodes its state (unless it is not of the saved
/// class), the delegate decodes the application's, presented controllers
/// are presented without animation, and each restored controller hears
/// `applicationFinishedRestoringState()`.
@MainActor
struct StateRestoration {
    let archive: StateRestorationArchive
    /// The objects registered so far (found by path when they have no restoration class).
    let registry: StateRestorationRegistry
    /// The app delegate's `viewControllerWithRestorationIdentifierPath`.
    let delegateController: ([String], NSCoder) -> UIViewController?
    /// The app delegate's `didDecodeRestorableStateWith`.
    let delegateDidDecode: (NSCoder) -> Void
    /// The restored controller (or object) of each record, if any.
    private(set) var restored: [AnyObject?] = []
    /// Whether each restored controller is of its saved class (else it is not decoded).
    private var decodable: [Bool] = []

    init(
        archive: StateRestorationArchive, registry: StateRestorationRegistry, delegateController: @escaping ([String], NSCoder) -> UIViewController?,
        delegateDidDecode: @escaping (NSCoder) -> Void
    ) {
        self.archive = archive
        self.registry = registry
        self.delegateController = delegateController
        self.delegateDidDecode = delegateDidDecode
    }

    /// Finds or makes every controller, then decodes them (see the type).
    mutating func run(roots: [UIViewController]) {
        var existing = Self.controllersByPath(roots)
        restored = Array(repeating: nil, count: archive.records.count)
        decodable = Array(repeating: false, count: archive.records.count)
        for (index, record) in archive.records.enumerated() {
            if let parent = record.parent, restored[parent] == nil { continue }
            let found: AnyObject? = record.isObject ? findObject(record) : find(record, existing: &existing)
            guard let found else { continue }
            restored[index] = found
            if let saved = StateRestorationArchive.type(named: record.className) {
                decodable[index] = ObjectIdentifier(type(of: found)) == ObjectIdentifier(saved)
                    || (saved as? AnyClass).map { (found as? NSObject)?.isKind(of: $0) ?? false } ?? false
            }
            if !decodable[index] {
                UIKitDiagnostics.report(
                    "State restoration: the \(record.isObject ? "object" : "view controller") at \(record.path.joined(separator: "/")) is a \(type(of: found)), "
                        + "not the saved \(StateRestorationArchive.readable(record.className)); its state is not decoded.")
            }
        }
        decodeAll()
        delegateDidDecode(coder(for: archive.application, subject: "the application"))
        presentAll()
        for item in restored.compactMap({ $0 as? any UIStateRestoring }) { item.applicationFinishedRestoringState() }
    }

    /// A registered object: from its restoration class (nil: left out),
    /// else the object registered with the same path.
    private func findObject(_ record: StateRestorationArchive.Record) -> AnyObject? {
        let described = record.path.joined(separator: "/")
        if let className = record.restorationClassName {
            guard let restorationClass = StateRestorationArchive.type(named: className) as? UIObjectRestoration.Type else {
                UIKitDiagnostics.report("State restoration: the restoration class \(className) of \(described) no longer exists; it is skipped.")
                return nil
            }
            return restorationClass.object(withRestorationIdentifierPath: record.path, coder: coder(for: record.state, subject: "the application"))
        }
        if let registered = registry.object(at: record.path) { return registered }
        UIKitDiagnostics.report("State restoration: no object registered for the restoration path \(described); it is skipped.")
        return nil
    }

    private func find(_ record: StateRestorationArchive.Record, existing: inout [[String]: [UIViewController]]) -> UIViewController? {
        let lookUp = coder(for: record.state, subject: "the application")
        lookUp.storyboard = record.storyboard.flatMap(Self.storyboard)
        let described = record.path.joined(separator: "/")
        if let className = record.restorationClassName {
            guard let restorationClass = StateRestorationArchive.type(named: className) as? UIViewControllerRestoration.Type else {
                UIKitDiagnostics.report("State restoration: the restoration class \(className) of \(described) no longer exists; it is skipped.")
                return nil
            }
            return restorationClass.viewController(withRestorationIdentifierPath: record.path, coder: lookUp)
        }
        if let made = delegateController(record.path, lookUp) {
            return made
        }
        if let found = existing[record.path]?.first {
            existing[record.path]?.removeFirst()
            return found
        }
        if let storyboard = lookUp.storyboard, let identifier = record.storyboard?.identifier,
            storyboard.document?.identified[identifier] != nil
        {
            return storyboard.instantiateViewController(withIdentifier: identifier)
        }
        UIKitDiagnostics.report("State restoration: no view controller for the restoration path \(described); it is skipped with what it contained.")
        return nil
    }

    private func decodeAll() {
        for (index, record) in archive.records.enumerated() where decodable[index] {
            if record.isObject, let object = restored[index] as? any UIStateRestoring {
                object.decodeRestorableState(with: coder(for: record.state, subject: "the object at \(record.path.joined(separator: "/"))"))
                continue
            }
            guard let controller = restored[index] as? UIViewController else { continue }
            let subject = "the view controller at \(record.path.joined(separator: "/"))"
            controller.decodeRestorableState(with: coder(for: record.state, subject: subject))
            guard !record.views.isEmpty else { continue }
            for (identifier, state) in record.views.sorted(by: { $0.key < $1.key }) {
                guard let view = Self.view(identifier, in: controller.view) else { continue }
                view.decodeRestorableState(with: coder(for: state, subject: "view '\(identifier)' of \(subject)"))
            }
        }
    }

    private func presentAll() {
        for (index, record) in archive.records.enumerated() {
            guard let presenter = restored[index] as? UIViewController, let presentedIndex = record.presented,
                let presented = restored[presentedIndex] as? UIViewController, presenter.presentedViewController == nil
            else { continue }
            if let style = record.presentationStyle.flatMap(UIModalPresentationStyle.init(rawValue:)) {
                presented.modalPresentationStyle = style
            }
            presenter.present(presented, animated: false)
        }
    }

    private func coder(for values: [String: Any], subject: String) -> StateRestorationCoder {
        let restored = self.restored
        return StateRestorationCoder(mode: .decoding { index in restored.indices.contains(index) ? restored[index] : nil }, subject: subject, values: values)
    }

    /// The controllers reachable from `roots` (children — a split view
    /// controller's column controllers as given —, presented controllers)
    /// by restoration path, in the order preservation walks.
    static func controllersByPath(_ roots: [UIViewController]) -> [[String]: [UIViewController]] {
        var found: [[String]: [UIViewController]] = [:]
        func visit(_ controller: UIViewController, _ parentPath: [String]) {
            guard let identifier = controller.restorationIdentifier else { return }
            let path = parentPath + [identifier]
            found[path, default: []].append(controller)
            let contained = (controller as? UISplitViewController)?.restorableColumns.map(\.1) ?? controller.children
            for child in contained { visit(child, path) }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                visit(presented, path)
            }
        }
        for root in roots { visit(root, []) }
        return found
    }

    /// The first view with `identifier` in `root`'s tree.
    static func view(_ identifier: String, in root: UIView) -> UIView? {
        var pending = [root]
        while let view = pending.popLast() {
            if view.restorationIdentifier == identifier { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// The storyboard a record names, if its bundle and file still exist.
    static func storyboard(_ origin: StateRestorationArchive.StoryboardOrigin) -> UIStoryboard? {
        guard let bundle = Bundle(path: origin.bundlePath), bundle.url(forResource: origin.name, withExtension: "storyboard") != nil
            || StoryboardCache.current.fileExists(named: origin.name, extension: "storyboard", in: bundle)
        else { return nil }
        return UIStoryboard(name: origin.name, bundle: bundle)
    }
}
