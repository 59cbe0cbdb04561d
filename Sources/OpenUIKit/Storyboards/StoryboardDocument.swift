import Foundation

/// A storyboard file read once: its scenes' controller elements, indexed by
/// id and by storyboard identifier, and every element with an id.
///
/// Immutable once read; ``UIStoryboard`` caches it per file in the
/// runtime, so instantiating again parses nothing.
final class StoryboardDocument: Sendable {
    /// The file's name without extension (for messages).
    let name: String
    /// The document element.
    let root: StoryboardElement
    /// The id of the initial view controller, if the storyboard has one.
    let initialViewControllerID: String?
    /// Each scene's controller element (the `sceneMemberID="viewController"`
    /// member), by id.
    let controllers: [String: StoryboardElement]
    /// Controller elements by their `storyboardIdentifier`.
    let identified: [String: StoryboardElement]
    /// Every element with an id.
    let elements: [String: StoryboardElement]
    /// For each element id, the id of the controller of its scene.
    let sceneOfElement: [String: String]
    /// Each scene's placeholders (first responder, exit), by controller id.
    let scenePlaceholders: [String: [StoryboardPlaceholder]]
    /// Each scene's other top-level objects (gesture recognizers…), by controller id.
    let sceneMembers: [String: [StoryboardElement]]

    /// The storyboard types OpenUIKit reads (storyboards, and nibs for `UINib`).
    static let documentTypes = [
        "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
    ]

    /// Reads `data` (the file named `name`): nil, with the reason, when it
    /// is not XML or not an Interface Builder document for iOS.
    static func read(_ data: Data, name: String) -> Result<StoryboardDocument, StoryboardReadError> {
        switch StoryboardXMLReader.read(data) {
        case .failure(let error):
            return .failure(error)
        case .success(let root):
            guard root.name == "document", let type = root["type"], documentTypes.contains(type) else {
                return .failure(StoryboardReadError(
                    line: root.line, reason: "not an Interface Builder document for iOS (<\(root.name)> of type '\(root["type"] ?? "none")')"))
            }
            return .success(StoryboardDocument(name: name, root: root))
        }
    }

    private init(name: String, root: StoryboardElement) {
        self.name = name
        self.root = root
        initialViewControllerID = root["initialViewController"]
        var controllers: [String: StoryboardElement] = [:]
        var identified: [String: StoryboardElement] = [:]
        var elements: [String: StoryboardElement] = [:]
        var sceneOfElement: [String: String] = [:]
        var scenePlaceholders: [String: [StoryboardPlaceholder]] = [:]
        var sceneMembers: [String: [StoryboardElement]] = [:]
        for scene in root.items(in: "scenes") where scene.name == "scene" {
            let members = scene.items(in: "objects")
            guard let controller = members.first(where: { $0["sceneMemberID"] == "viewController" }), let id = controller.id else {
                continue
            }
            controllers[id] = controller
            sceneMembers[id] = members.filter { $0 !== controller && $0.name != "placeholder" && $0.name != "exit" }
            scenePlaceholders[id] = members.compactMap { member in
                guard let memberID = member.id else { return nil }
                switch member["sceneMemberID"] {
                case "firstResponder": return StoryboardPlaceholder(id: memberID, kind: .firstResponder)
                case "exit": return StoryboardPlaceholder(id: memberID, kind: .exit)
                default: return nil
                }
            }
            if let identifier = controller["storyboardIdentifier"], identified[identifier] == nil { identified[identifier] = controller }
            for member in members {
                member.forEachDescendant { element in
                    guard let elementID = element.id else { return }
                    if elements[elementID] == nil { elements[elementID] = element }
                    sceneOfElement[elementID] = id
                }
            }
        }
        for object in root.items(in: "objects") {
            object.forEachDescendant { element in
                if let elementID = element.id, elements[elementID] == nil { elements[elementID] = element }
            }
        }
        self.controllers = controllers
        self.identified = identified
        self.elements = elements
        self.sceneOfElement = sceneOfElement
        self.scenePlaceholders = scenePlaceholders
        self.sceneMembers = sceneMembers
    }

    /// The placeholders of the scene whose controller is `controllerID`.
    func placeholders(ofScene controllerID: String) -> [StoryboardPlaceholder] {
        scenePlaceholders[controllerID] ?? []
    }
}
