import Foundation

/// Builds the views of a scene from its elements: each view made with
/// `init?(coder:)` (a button without a custom class with `UIButton(type:)`),
/// its properties set, its subviews added; then the constraints, the
/// connections and the embeds, once every object of the scene exists.
@MainActor
final class StoryboardViewBuilder {
    let scene: StoryboardScene
    /// The scene's objects by id (the controller, views, layout guides,
    /// constraints, placeholders).
    var objects: [String: AnyObject] = [:]
    /// The views made, in document order (they hear `awakeFromNib`).
    private(set) var made: [UIView] = []
    /// Each made object with the element it came from (for its connections).
    private(set) var connectionOwners: [(object: AnyObject, element: StoryboardElement)] = []
    /// Container views and their elements (for the embed segues).
    private(set) var containers: [(view: UIView, element: StoryboardElement)] = []
    private var constraintLists: [(owner: UIView, element: StoryboardElement)] = []

    init(scene: StoryboardScene) {
        self.scene = scene
    }

    /// The class of each element name OpenUIKit builds.
    static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "button": UIButton.self,
        "imageView": UIImageView.self, "textField": UITextField.self, "stackView": UIStackView.self,
        "scrollView": UIScrollView.self, "navigationBar": UINavigationBar.self, "toolbar": UIToolbar.self,
        "tabBar": UITabBar.self,
    ]

    /// The view of `element` and everything below it, or nil (reported)
    /// for an element OpenUIKit has no class for.
    func makeView(_ element: StoryboardElement) -> UIView? {
        guard let base = Self.viewClasses[element.name] else {
            scene.report("<\(element.name)> skipped (line \(element.line)): OpenUIKit has no view for it")
            return nil
        }
        let custom = StoryboardClassResolver.resolve(element, as: UIView.self, modules: scene.storyboard.moduleNames, file: scene.file)
        let view: UIView
        if custom == nil, element.name == "button" {
            view = UIButton(type: StoryboardViewProperties.buttonType(element["buttonType"]))
        } else {
            guard let made = (custom ?? base).init(coder: StoryboardCoder(element: element, storyboard: scene.storyboard)) else {
                scene.report("init?(coder:) of \(custom ?? base) returned nil for <\(element.name)> (line \(element.line))")
                return nil
            }
            view = made
        }
        if let id = element.id { objects[id] = view }
        made.append(view)
        StoryboardViewProperties.apply(element, to: view, scene: scene)
        for child in element.items(in: "subviews") {
            guard let subview = makeView(child) else { continue }
            if let stack = view as? UIStackView {
                stack.addArrangedSubview(subview)
            } else {
                view.addSubview(subview)
            }
        }
        registerGuides(of: element, in: view)
        if element.child("constraints") != nil { constraintLists.append((view, element)) }
        connectionOwners.append((view, element))
        if element.name == "containerView" { containers.append((view, element)) }
        return view
    }

    /// The scene's own layout guides (`viewLayoutGuide` keys) and custom ones.
    private func registerGuides(of element: StoryboardElement, in view: UIView) {
        for guide in element.children where guide.name == "viewLayoutGuide" || guide.name == "layoutGuide" {
            guard let id = guide.id else { continue }
            switch guide.key {
            case "safeArea": objects[id] = view.safeAreaLayoutGuide
            case "layoutMargins": objects[id] = view.layoutMarginsGuide
            case "readableContentGuide": objects[id] = view.readableContentGuide
            case "contentLayoutGuide", "frameLayoutGuide":
                scene.report("the scroll view's \(guide.key ?? "") (line \(guide.line)) is not provided: OpenUIKit's UIScrollView has no layout guides")
            case "keyboard": objects[id] = view.keyboardLayoutGuide
            default:
                let custom = UILayoutGuide()
                custom.identifier = guide["identifier"] ?? ""
                view.addLayoutGuide(custom)
                objects[id] = custom
            }
        }
    }

    /// Makes and activates every constraint of the scene's views (a
    /// constraint naming an item that was skipped is left out and counted
    /// in one message).
    func activateConstraints() {
        var constraints: [NSLayoutConstraint] = []
        var skipped = 0
        for (owner, element) in constraintLists {
            for item in element.items(in: "constraints") where item.name == "constraint" {
                guard let constraint = makeConstraint(item, owner: owner) else {
                    skipped += 1
                    continue
                }
                if let id = item.id { objects[id] = constraint }
                constraints.append(constraint)
            }
        }
        NSLayoutConstraint.activate(constraints)
        if skipped > 0 { scene.report("\(skipped) constraint(s) naming skipped or unknown items were not installed") }
    }

    private func makeConstraint(_ element: StoryboardElement, owner: UIView) -> NSLayoutConstraint? {
        let first: AnyObject? = element["firstItem"].map { objects[$0] } ?? owner
        guard let first, let firstAttribute = StoryboardValues.attribute(element["firstAttribute"]) else { return nil }
        var second: AnyObject?
        if let id = element["secondItem"] {
            guard let item = objects[id] else { return nil }
            second = item
        }
        let secondAttribute = StoryboardValues.attribute(element["secondAttribute"]) ?? .notAnAttribute
        let relation: NSLayoutConstraint.Relation
        switch element["relation"] {
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        default: relation = .equal
        }
        guard let multiplier = StoryboardValues.multiplier(element["multiplier"]) else { return nil }
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: element.number("constant") ?? 0)
        if let priority = element.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
        constraint.identifier = element["identifier"]
        return constraint
    }
}
