import Foundation

extension StoryboardScene {
    /// Makes the connections of `element`'s object `owner` (to the scene's
    /// `objects`): outlets and
    /// outlet collections, control actions and the segues its controls
    /// trigger (embed, relationship and manual segues are handled apart).
    func connect(_ element: StoryboardElement, owner: AnyObject, objects: [String: AnyObject]) {
        for connection in element.items(in: "connections") {
            switch connection.name {
            case "outlet", "outletCollection":
                connectOutlet(connection, owner: owner, objects: objects)
            case "action":
                connectAction(connection, control: owner, objects: objects)
            case "segue":
                guard let kind = connection["kind"], kind != "relationship", kind != "embed", let control = owner as? UIControl else { continue }
                control.addAction(UIAction { [weak self, weak control] _ in
                    guard let self, let control, let source = self.controller else { return }
                    self.perform(connection, sender: control, from: source, askingFirst: true)
                }, for: .touchUpInside)
            default:
                report("<\(connection.name)> connection (line \(connection.line)) skipped")
            }
        }
    }

    /// Sets the ``Outlet`` property named by `connection` on `owner`
    /// (found by reflection, superclasses too); a missing outlet or an
    /// object of another type is reported.
    private func connectOutlet(_ connection: StoryboardElement, owner: AnyObject, objects: [String: AnyObject]) {
        guard let property = connection["property"], let id = connection["destination"] else { return }
        guard let destination = objects[id] else {
            report("outlet '\(property)' (line \(connection.line)) names '\(id)', which was not made")
            return
        }
        if property == "gestureRecognizers", let view = owner as? UIView, let recognizer = destination as? UIGestureRecognizer {
            view.addGestureRecognizer(recognizer)
            return
        }
        if property == "view", let controller = owner as? UIViewController, let view = destination as? UIView {
            controller.setView(view)
            return
        }
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children where child.label == "_" + property {
                guard let slot = child.value as? any OutletSlot else { continue }
                if !slot.connect(destination) {
                    report("outlet '\(property)' of \(type(of: owner)) is \(slot.declaredType), not \(type(of: destination))")
                }
                return
            }
            mirror = current.superclassMirror
        }
        report("\(type(of: owner)) has no outlet '\(property)' (declare it with @Outlet)")
    }

    /// Adds `control`'s action: the destination controller's method listed
    /// under the selector in its `storyboardActions`, or — for the first
    /// responder — the first controller up the responder chain that lists
    /// it when the event comes.
    private func connectAction(_ connection: StoryboardElement, control owner: AnyObject, objects: [String: AnyObject]) {
        guard let selector = connection["selector"], let id = connection["destination"] else { return }
        guard let control = owner as? UIControl else {
            report("action '\(selector)' (line \(connection.line)) on a \(type(of: owner)) skipped: only controls send actions")
            return
        }
        guard let event = StoryboardValues.controlEvent(connection["eventType"]) else {
            report("action '\(selector)' (line \(connection.line)) for the unknown event '\(connection["eventType"] ?? "")' skipped")
            return
        }
        let target = objects[id]
        if let controller = target as? UIViewController, controller.storyboardActions[selector] == nil {
            report("\(type(of: controller)) has no storyboard action '\(selector)' (list it in storyboardActions)")
            return
        }
        // Not the scene: a nib's scene is gone once its objects are made.
        let reporter = reporter
        control.addAction(UIAction { [weak control, weak target] _ in
            guard let control else { return }
            let receiver = (target as? UIViewController) ?? Self.firstResponderTarget(for: selector, from: control)
            guard let receiver, let handler = receiver.storyboardActions[selector] else {
                reporter.report("no controller up the responder chain lists the action '\(selector)'")
                return
            }
            Self.invoke(handler, selector: selector, on: receiver, sender: control, reporter: reporter)
        }, for: event)
    }

    /// The first controller from `control` up the responder chain that
    /// lists `selector` in its storyboard actions.
    private static func firstResponderTarget(for selector: String, from control: UIControl) -> UIViewController? {
        var responder: UIResponder? = control
        while let current = responder {
            if let controller = current as? UIViewController, controller.storyboardActions[selector] != nil { return controller }
            responder = current.next
        }
        return nil
    }

    /// Calls an action handler with `sender` (a sender of another type than
    /// the method takes is reported).
    static func invoke(
        _ handler: UIStoryboardActionHandler, selector: String, on receiver: UIViewController, sender: Any, reporter: StoryboardReporter
    ) {
        guard case .action(let call) = handler.kind else {
            reporter.report("'\(selector)' of \(type(of: receiver)) is not an action")
            return
        }
        if !call(sender) {
            reporter.report("action '\(selector)' of \(type(of: receiver)) takes \(handler.parameterDescription), not \(type(of: sender))")
        }
    }

    /// A bar button item from `element` (a system item, a title or an
    /// image), performing its action or segue when tapped.
    func makeBarButtonItem(_ element: StoryboardElement) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let system = StoryboardValues.systemItem(element["systemItem"]) {
            item = UIBarButtonItem(systemItem: system)
        } else {
            item = UIBarButtonItem(title: element["title"], image: element["image"].flatMap { image(named: $0) })
        }
        if element["style"] == "done" { item.style = .done }
        if let id = element.id { objects[id] = item }
        for connection in element.items(in: "connections") {
            switch connection.name {
            case "segue":
                item.primaryAction = UIAction(title: item.title ?? "") { [weak self, weak item] _ in
                    guard let self, let item, let source = self.controller else { return }
                    self.perform(connection, sender: item, from: source, askingFirst: true)
                }
            case "action":
                guard let selector = connection["selector"] else { continue }
                item.primaryAction = UIAction(title: item.title ?? "") { [weak self, weak item] _ in
                    guard let self, let item, let controller = self.controller else { return }
                    guard let handler = controller.storyboardActions[selector] else {
                        self.report("\(type(of: controller)) has no storyboard action '\(selector)' (list it in storyboardActions)")
                        return
                    }
                    Self.invoke(handler, selector: selector, on: controller, sender: item, reporter: self.reporter)
                }
            default:
                break
            }
        }
        return item
    }
}
