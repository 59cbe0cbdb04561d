import Foundation

/// The objects of an Interface Builder `.xib` file, made on demand.
///
/// `UINib(nibName:bundle:)` reads `<name>.xib` — the XML Xcode writes; no
/// compilation to `.nib` — from the bundle, once per runtime.
/// ``instantiate(withOwner:options:)`` makes the file's top-level objects
/// anew each time (views with their subviews and constraints), connects
/// the File's Owner's outlets (``Outlet`` properties, and a controller's
/// `view`) and the controls' actions (the owner's
/// ``UIViewController/storyboardActions``), then calls `awakeFromNib` on
/// the objects made, and returns them in document order.
///
/// A view controller made with `init(nibName:bundle:)` loads its view this
/// way; with a nil nib name it looks for a nib named after its class, as
/// UIKit does.
///
/// Difference from UIKit: only `.xib` files are read (Xcode compiles them
/// to `.nib` in an app bundle; ship the `.xib` as a resource instead).
@preconcurrency @MainActor
open class UINib: NSObject {
    let document: StoryboardDocument?
    let bundle: Bundle
    let name: String

    /// Options of ``instantiate(withOwner:options:)``.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects standing for the nib's placeholders other than the File's
        /// Owner, by placeholder identifier (a `[String: Any]`).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib named `name` in `bundleOrNil` (nil: the main bundle). A
    /// missing file is UIKit's exception message; a file that cannot be
    /// read is reported; either way the nib makes nothing.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil ?? .main
        document = StoryboardCache.current.document(named: name, in: bundle, extension: "xib")
        super.init()
    }

    /// A nib read from `data` (the `.xib` file's bytes; not cached).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "data"
        bundle = bundleOrNil ?? .main
        switch StoryboardDocument.read(data, name: "data.xib") {
        case .success(let read):
            document = read
        case .failure(let error):
            UIKitDiagnostics.report("Could not read the nib data (line \(error.line)): \(error.reason). Nothing is made from it.")
            document = nil
        }
        super.init()
    }

    /// The nib UIKit uses for a controller of `type` made without a nib
    /// name: `MyViewController.xib`, else (for a name ending in
    /// `Controller`) `MyView.xib`; nil for UIKit's own classes and when
    /// neither is in `bundle`. Looked up once per class and bundle.
    static func nibName(for type: UIViewController.Type, in bundle: Bundle) -> String? {
        StoryboardCache.current.classNibName(ObjectIdentifier(type), bundle: bundle) {
            let name = String(describing: type)
            guard !name.hasPrefix("UI") else { return nil }
            if exists(named: name, in: bundle) { return name }
            if name.hasSuffix("Controller"), exists(named: String(name.dropLast("Controller".count)), in: bundle) {
                return String(name.dropLast("Controller".count))
            }
            return nil
        }
    }

    /// Whether `bundle` holds `name.xib` (looked up once per runtime).
    static func exists(named name: String, in bundle: Bundle) -> Bool {
        StoryboardCache.current.fileExists(named: name, extension: "xib", in: bundle)
    }

    /// Makes the nib's top-level objects (placeholders excepted) with
    /// `ownerOrNil` as the File's Owner, and returns them in document order.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let document else { return [] }
        let storyboard = UIStoryboard(document: document, name: name, bundle: bundle)
        let top = document.root.child("objects") ?? document.root
        let scene = StoryboardScene(storyboard: storyboard, document: document, element: top)
        let owner = ownerOrNil.map { $0 as AnyObject }
        scene.controller = owner as? UIViewController
        let builder = StoryboardViewBuilder(scene: scene)
        let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        var placeholders: [(element: StoryboardElement, object: AnyObject)] = []
        var made: [Any] = []
        for element in top.children {
            if element.name == "placeholder" {
                guard let id = element.id else { continue }
                let object: AnyObject? = switch element["placeholderIdentifier"] {
                case "IBFilesOwner": owner
                case "IBFirstResponder": StoryboardPlaceholderMarker.firstResponder
                default: element["placeholderIdentifier"].flatMap { external[$0] }.map { $0 as AnyObject }
                }
                if let object {
                    builder.objects[id] = object
                    placeholders.append((element, object))
                }
            } else if let view = builder.makeView(element) {
                made.append(view)
            }
        }
        builder.activateConstraints()
        scene.objects = builder.objects.filter { !($0.value is UIViewController) }
        for (element, object) in placeholders {
            scene.connect(element, owner: object, objects: builder.objects)
        }
        for (object, element) in builder.connectionOwners { scene.connect(element, owner: object, objects: builder.objects) }
        for view in builder.made { view.awakeFromNib() }
        return made
    }
}
