import Foundation

/// Makes the controller of a scene: its class, `init?(coder:)` (or the
/// creator), its properties, its navigation and tab bar items, the
/// controllers its relationship segues name, then `awakeFromNib`.
@MainActor
struct StoryboardInstantiation {
    let storyboard: UIStoryboard
    let document: StoryboardDocument

    /// The classes of the controller elements OpenUIKit makes.
    static let controllerClasses: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "splitViewController": UISplitViewController.self,
    ]

    /// A new controller for `element` (a storyboard reference loads the
    /// other storyboard). `path` holds the controllers being made above it
    /// through relationships: one that names itself again is a cycle,
    /// reported and cut.
    func makeController(
        _ element: StoryboardElement, creator: ((NSCoder) -> UIViewController?)?, path: [String] = []
    ) -> UIViewController? {
        let file = "\(document.name)"
        if element.name == "viewControllerPlaceholder" { return reference(element) }
        if let id = element.id, path.contains(id) {
            UIKitDiagnostics.report("\(file) (line \(element.line)): relationship segues form a cycle through '\(id)'; cut there.")
            return nil
        }
        var base = Self.controllerClasses[element.name]
        if base == nil {
            UIKitDiagnostics.report(
                "\(file) (line \(element.line)): OpenUIKit has no class for <\(element.name)>; a UIViewController stands in.")
            base = UIViewController.self
        }
        let resolved = StoryboardClassResolver.resolve(element, as: UIViewController.self, modules: storyboard.moduleNames, file: file)
        let coder = StoryboardCoder(element: element, storyboard: storyboard)
        guard let controller = creator?(coder) ?? (resolved ?? base ?? UIViewController.self).init(coder: coder) else {
            UIKitDiagnostics.report("\(file) (line \(element.line)): init?(coder:) returned nil; no controller made.")
            return nil
        }
        let scene = StoryboardScene(storyboard: storyboard, document: document, element: element)
        controller.storyboardStorage = storyboard
        controller.archivedScene = scene
        configure(controller, from: element, scene: scene)
        makeRelationships(of: controller, from: element, path: path + [element.id ?? ""])
        controller.awakeFromNib()
        return controller
    }

    /// The controller a `viewControllerPlaceholder` refers to, made from its storyboard.
    /// A `bundleIdentifier` names the bundle of another module
    /// (``UIStoryboard/bundle(withIdentifier:)``); one not found is reported.
    private func reference(_ element: StoryboardElement) -> UIViewController? {
        var bundle = storyboard.bundleStorage
        if let identifier = element["bundleIdentifier"] {
            guard let named = UIStoryboard.bundle(withIdentifier: identifier) else {
                UIKitDiagnostics.report(
                    "\(document.name) (line \(element.line)): the storyboard reference names bundle '\(identifier)', "
                        + "which was not found (no bundle with that identifier, no *_\(identifier.split(separator: ".").last ?? "").resources).")
                return nil
            }
            bundle = named
        }
        let other = element["storyboardName"].map { UIStoryboard(name: $0, bundle: bundle) } ?? storyboard
        if let identifier = element["referencedIdentifier"] {
            guard other.document?.identified[identifier] != nil else {
                UIKitDiagnostics.report(
                    "\(document.name) (line \(element.line)): the storyboard reference names '\(identifier)', which "
                        + "\(element["storyboardName"] ?? document.name) does not contain.")
                return nil
            }
            return other.instantiateViewController(withIdentifier: identifier)
        }
        return other.instantiateInitialViewController()
    }

    private func configure(_ controller: UIViewController, from element: StoryboardElement, scene: StoryboardScene) {
        if let title = element["title"] { controller.title = title }
        if let identifier = element["restorationIdentifier"] {
            controller.restorationIdentifier = identifier
        } else if element.flag("useStoryboardIdentifierAsRestorationIdentifier") {
            controller.restorationIdentifier = element["storyboardIdentifier"]
        }
        if let style = StoryboardValues.presentationStyle(element["modalPresentationStyle"]) { controller.modalPresentationStyle = style }
        if let style = StoryboardValues.transitionStyle(element["modalTransitionStyle"]) { controller.modalTransitionStyle = style }
        if element.flag("definesPresentationContext") { controller.definesPresentationContext = true }
        if element.flag("providesPresentationContextTransitionStyle") { controller.providesPresentationContextTransitionStyle = true }
        if element.flag("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = true }
        if let size = element.children.first(where: { $0.key == "contentSizeForViewInPopover" || $0.key == "preferredContentSize" }) {
            controller.preferredContentSize = StoryboardValues.size(size)
        }
        if let item = element.child("navigationItem", key: "navigationItem") { configure(controller.navigationItem, from: item, scene: scene) }
        if let item = element.child("tabBarItem", key: "tabBarItem") {
            if let title = item["title"] { controller.tabBarItem.title = title }
            if let image = item["image"] { controller.tabBarItem.image = scene.image(named: image) }
            if let tag = item["tag"].flatMap({ Int($0) }) { controller.tabBarItem.tag = tag }
        }
    }

    private func configure(_ item: UINavigationItem, from element: StoryboardElement, scene: StoryboardScene) {
        if let title = element["title"] { item.title = title }
        if let prompt = element["prompt"] { item.prompt = prompt }
        for child in element.children where child.name == "barButtonItem" {
            let barItem = scene.makeBarButtonItem(child)
            switch child.key {
            case "leftBarButtonItem": item.leftBarButtonItem = barItem
            case "rightBarButtonItem": item.rightBarButtonItem = barItem
            case "backBarButtonItem": item.backBarButtonItem = barItem
            default: break
            }
        }
    }

    /// The controllers a container's relationship segues name, in document order.
    private func makeRelationships(of controller: UIViewController, from element: StoryboardElement, path: [String]) {
        var children: [(relationship: String, controller: UIViewController)] = []
        for segue in element.items(in: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            guard let id = segue["destination"], let destination = document.controllers[id] else {
                UIKitDiagnostics.report(
                    "\(document.name) (line \(segue.line)): relationship segue to '\(segue["destination"] ?? "")', which does not exist.")
                continue
            }
            if let child = makeController(destination, creator: nil, path: path) {
                children.append((segue["relationship"] ?? "", child))
            }
        }
        guard !children.isEmpty else { return }
        switch controller {
        case let navigation as UINavigationController:
            if let root = children.first(where: { $0.relationship == "rootViewController" }) {
                navigation.setViewControllers([root.controller], animated: false)
            }
        case let tabs as UITabBarController:
            tabs.setViewControllers(children.filter { $0.relationship == "viewControllers" }.map(\.controller), animated: false)
        case let split as UISplitViewController:
            let order = ["masterViewController", "primaryViewController", "supplementaryViewController", "detailViewController", "secondaryViewController"]
            split.viewControllers = order.compactMap { name in children.first { $0.relationship == name }?.controller }
        default:
            UIKitDiagnostics.report("\(document.name) (line \(element.line)): relationship segues on a \(type(of: controller)) are ignored.")
        }
    }
}
