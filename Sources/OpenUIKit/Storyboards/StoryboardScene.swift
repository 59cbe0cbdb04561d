import Foundation

/// A controller's scene in its storyboard: builds the controller's view on
/// first load (views, constraints, outlets, actions, segue triggers,
/// `awakeFromNib`, embed segues) and performs the scene's segues.
@MainActor
final class StoryboardScene: ArchivedScene {
    let storyboard: UIStoryboard
    let document: StoryboardDocument
    /// The scene's controller element.
    let element: StoryboardElement
    /// The controller made from the scene.
    weak var controller: UIViewController?
    /// The scene's objects by id once the view is built (popover anchors).
    var objects: [String: AnyObject] = [:]

    init(storyboard: UIStoryboard, document: StoryboardDocument, element: StoryboardElement) {
        self.storyboard = storyboard
        self.document = document
        self.element = element
    }

    /// The file's name, for messages.
    var file: String { document.name }

    /// The scene's name, for messages: its storyboard identifier, class or id.
    var sceneName: String {
        element["storyboardIdentifier"] ?? element["customClass"] ?? element.id ?? element.name
    }

    /// Reports about this scene (or nib).
    var reporter: StoryboardReporter { StoryboardReporter(file: file, sceneName: sceneName) }

    /// Prints `message` about this scene (or nib).
    func report(_ message: String) {
        reporter.report(message)
    }

    /// The image named `name` in the storyboard's bundle (nil: none there).
    func image(named name: String) -> UIImage? {
        UIImage(named: name, in: storyboard.bundleStorage, compatibleWith: nil)
    }

    func loadView(of controller: UIViewController) -> Bool {
        guard let viewElement = element.child(keyed: "view") else { return false }
        let key = "\(file)#\(element.id ?? "")"
        let cache = StoryboardCache.current
        if cache.scenesLoading.contains(key) {
            report("embed segues form a cycle back to this scene; its view is not built again")
            return false
        }
        cache.scenesLoading.append(key)
        defer { cache.scenesLoading.removeLast() }
        self.controller = controller
        let builder = StoryboardViewBuilder(scene: self)
        if let id = element.id { builder.objects[id] = controller }
        for placeholder in document.placeholders(ofScene: element.id ?? "") {
            builder.objects[placeholder.id] = placeholder.marker
        }
        let recognizers = makeSceneObjects(into: &builder.objects)
        guard let view = builder.makeView(viewElement) else { return false }
        controller.setView(view)
        builder.activateConstraints()
        // The controller keeps the scene: the scene keeps its views, not the controller.
        objects.merge(builder.objects.filter { !($0.value is UIViewController) }) { $1 }
        connect(element, owner: controller, objects: builder.objects)
        for (object, element) in builder.connectionOwners { connect(element, owner: object, objects: builder.objects) }
        for (recognizer, element) in recognizers { connectGesture(recognizer, element: element, objects: builder.objects) }
        for view in builder.made { view.awakeFromNib() }
        for (container, element) in builder.containers { performEmbeds(of: element, in: container, from: controller) }
        return true
    }

    func performSegue(withIdentifier identifier: String, sender: Any?, from controller: UIViewController) -> Bool {
        var found: StoryboardElement?
        element.forEachDescendant { candidate in
            guard found == nil, candidate.name == "segue", candidate["identifier"] == identifier else { return }
            let kind = candidate["kind"]
            if kind != "relationship", kind != "embed" { found = candidate }
        }
        guard let segue = found else { return false }
        perform(segue, sender: sender, from: controller, askingFirst: false)
        return true
    }
}
