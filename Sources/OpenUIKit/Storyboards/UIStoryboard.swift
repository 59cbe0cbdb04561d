import Foundation

/// A storyboard: the view controllers of an Interface Builder storyboard
/// file, made on demand.
///
/// `UIStoryboard(name:bundle:)` reads `<name>.storyboard` — the XML Xcode
/// writes, no compilation step — from the bundle (a SwiftPM resource:
/// `Bundle.module`; nil: the main bundle), once per file and runtime. Each
/// `instantiate…` call makes new controllers with `init?(coder:)` (or the
/// creator block), sets their ``UIViewController/storyboard``, and makes
/// the controllers their relationship segues name (a navigation
/// controller's root, a tab bar controller's tabs). Views load lazily, as
/// always: a controller's view is built from its scene on first access,
/// its outlets connected (see ``Outlet``), `awakeFromNib` called, its
/// embed segues performed — then `viewDidLoad`.
///
/// Custom classes are found by name (`customModule.customClass`; with
/// `customModuleProvider="target"`, the module of the bundle's target —
/// `Package_Target.resources` names it — or of the main executable). An
/// unknown class is UIKit's message, and the element's own class is used.
///
/// Differences from UIKit: elements OpenUIKit has no class for are skipped
/// with one message naming the element and its line; actions, unwind
/// actions and segue actions are found in the controller's
/// ``UIViewController/storyboardActions`` and outlets through ``Outlet``
/// (Linux Swift cannot call methods or set properties by name).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let document: StoryboardDocument?
    let nameStorage: String
    let bundleStorage: Bundle
    /// Module names tried for a class without (or with a target-provided) module.
    let moduleNames: [String]

    /// The storyboard named `name` in `storyboardBundleOrNil` (nil: the
    /// main bundle). A missing file is UIKit's exception message; a file
    /// that is not a storyboard is reported with its line; either way the
    /// storyboard makes no controllers.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        nameStorage = name
        let bundle = storyboardBundleOrNil ?? .main
        bundleStorage = bundle
        moduleNames = StoryboardCache.current.moduleNames(for: bundle)
        document = StoryboardCache.current.document(named: name, in: bundle, extension: "storyboard")
        super.init()
    }

    /// A storyboard over an already read document (no file, no cache).
    init(document: StoryboardDocument?, name: String, bundle: Bundle) {
        nameStorage = name
        bundleStorage = bundle
        moduleNames = StoryboardCache.current.moduleNames(for: bundle)
        self.document = document
        super.init()
    }

    /// The name given at creation.
    var name: String { nameStorage }

    /// Makes the storyboard's initial view controller (nil when it has none).
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil)
    }

    /// Makes the initial view controller with `block` (given the coder;
    /// nil from it: `init?(coder:)` of the scene's class).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let document, let id = document.initialViewControllerID, let element = document.controllers[id] else { return nil }
        return instantiate(element, creator: block, expecting: ViewController.self)
    }

    /// Makes the view controller whose storyboard identifier is
    /// `identifier`. An identifier the storyboard does not have is UIKit's
    /// exception message (and, when the misuse is refused, a plain
    /// controller is returned).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let element = identifiedElement(identifier) else { return UIViewController() }
        return instantiate(element, creator: nil, expecting: UIViewController.self) ?? UIViewController()
    }

    /// Makes the view controller named `identifier` with `block` (nil from
    /// it: `init?(coder:)`). An unknown identifier, or a controller that is
    /// not a `ViewController`, is UIKit's exception message.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        if let element = identifiedElement(identifier), let made = instantiate(element, creator: block, expecting: ViewController.self) {
            return made
        }
        guard let stand = ViewController(coder: StoryboardCoder(element: nil, storyboard: self)) else {
            fatalError("Storyboard \(name): no \(ViewController.self) for '\(identifier)', and none can be made to stand in.")
        }
        return stand
    }

    /// The controller element named `identifier`, or UIKit's exception
    /// message and nil.
    private func identifiedElement(_ identifier: String) -> StoryboardElement? {
        if let element = document?.identified[identifier] { return element }
        UIKitDiagnostics.raise(
            "NSInvalidArgumentException",
            reason: "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
        return nil
    }

    private func instantiate<ViewController: UIViewController>(
        _ element: StoryboardElement, creator: ((NSCoder) -> ViewController?)?, expecting: ViewController.Type
    ) -> ViewController? {
        guard let document else { return nil }
        let made = StoryboardInstantiation(storyboard: self, document: document)
            .makeController(element, creator: creator.map { block in { block($0) } })
        guard let made else { return nil }
        guard let typed = made as? ViewController else {
            UIKitDiagnostics.raise(
                "NSInternalInconsistencyException",
                reason: "Storyboard (\(self)) made \(type(of: made)) for '\(element["storyboardIdentifier"] ?? element.id ?? "")', "
                    + "not a \(ViewController.self)")
            return nil
        }
        return typed
    }

    /// `<UIStoryboard: 0x…>`, as UIKit prints it.
    open override nonisolated var description: String {
        ObjectDescription.describe(self)
    }
}
