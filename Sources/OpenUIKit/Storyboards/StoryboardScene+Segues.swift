import Foundation

extension StoryboardScene {
    /// Performs `segue` from `source` (ORACLE 41): when a control or item
    /// triggered it (`askingFirst`) and it has an identifier, the source's
    /// `shouldPerformSegue(withIdentifier:sender:)` first; then the
    /// destination is made (by the segue action, if the segue names one),
    /// then the segue (the custom class for a custom segue), then the
    /// source's `prepare(for:sender:)`, then `perform()`.
    func perform(_ segue: StoryboardElement, sender: Any?, from source: UIViewController, askingFirst: Bool) {
        let identifier = segue["identifier"]
        if askingFirst, let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        let kind = segue["kind"] ?? ""
        if kind == "unwind" {
            performUnwind(segue, identifier: identifier, sender: sender, from: source)
            return
        }
        guard let made = makeSegue(segue, identifier: identifier, sender: sender, from: source) else { return }
        made.kindTransition = transition(of: segue, kind: kind, segue: made, sender: sender)
        source.prepare(for: made, sender: sender)
        made.perform()
    }

    /// An unwind segue (ORACLE 42): the destination found up the hierarchy,
    /// the source's `prepare(for:sender:)`, the destination's unwind
    /// action, then the unwinding. No destination is reported, and nothing
    /// happens.
    private func performUnwind(_ segue: StoryboardElement, identifier: String?, sender: Any?, from source: UIViewController) {
        let action = Selector(segue["unwindAction"] ?? "")
        let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
        guard let destination = StoryboardUnwind.destination(for: unwindSource),
            case .unwind(let unwindAction) = destination.storyboardActions[action.name]?.kind
        else {
            report("no controller from \(type(of: source)) up the hierarchy performs the unwind action '\(action)' (line \(segue.line))")
            return
        }
        let made = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        made.kindTransition = { [unowned made] in StoryboardUnwind.unwind(made) }
        source.prepare(for: made, sender: sender)
        unwindAction(made)
        made.perform()
    }

    /// The embed segues of a container view, performed as its scene's view
    /// loads: the destination becomes a child of `source` filling the
    /// container, after `prepare(for:sender:)` (sender nil).
    func performEmbeds(of element: StoryboardElement, in container: UIView, from source: UIViewController) {
        for segue in element.items(in: "connections") where segue.name == "segue" && segue["kind"] == "embed" {
            guard let made = makeSegue(segue, identifier: segue["identifier"], sender: nil, from: source) else { continue }
            let child = made.destination
            made.kindTransition = { [weak source, weak container] in
                guard let source, let container else { return }
                source.addChild(child)
                child.view.frame = container.bounds
                child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(child.view)
                child.didMove(toParent: source)
            }
            source.prepare(for: made, sender: nil)
            made.perform()
        }
    }

    /// The destination and the segue object, or nil (reported) when the
    /// destination does not exist or cannot be made.
    private func makeSegue(_ segue: StoryboardElement, identifier: String?, sender: Any?, from source: UIViewController) -> UIStoryboardSegue? {
        guard let id = segue["destination"], let target = document.controllers[id] else {
            report("segue '\(identifier ?? "")' (line \(segue.line)) leads to '\(segue["destination"] ?? "")', which is not a scene")
            return nil
        }
        let instantiation = StoryboardInstantiation(storyboard: storyboard, document: document)
        guard let destination = instantiation.makeController(target, creator: segueAction(segue, identifier: identifier, sender: sender, source: source))
        else { return nil }
        var segueClass: UIStoryboardSegue.Type = UIStoryboardSegue.self
        if segue["kind"] == "custom" {
            segueClass = StoryboardClassResolver.resolve(segue, as: UIStoryboardSegue.self, modules: storyboard.moduleNames, file: file)
                ?? UIStoryboardSegue.self
        }
        return segueClass.init(identifier: identifier, source: source, destination: destination)
    }

    /// The creator a segue action (`destinationCreationSelector`) of the
    /// source gives, or nil.
    private func segueAction(_ segue: StoryboardElement, identifier: String?, sender: Any?, source: UIViewController) -> ((NSCoder) -> UIViewController?)? {
        guard let selector = segue["destinationCreationSelector"] else { return nil }
        guard let handler = source.storyboardActions[selector], case .segueAction(let make) = handler.kind else {
            report("\(type(of: source)) has no segue action '\(selector)' (list it in storyboardActions); init?(coder:) is used")
            return nil
        }
        return { coder in make(coder, sender, identifier) }
    }

    /// What a segue of `kind` does when performed.
    private func transition(of element: StoryboardElement, kind: String, segue: UIStoryboardSegue, sender: Any?) -> @MainActor () -> Void {
        let animated = element["animates"] != "NO"
        // The segue keeps this closure: it must not keep the segue.
        return { [weak self, unowned segue] in
            guard let self else { return }
            let source = segue.source, destination = segue.destination
            switch kind {
            case "show":
                source.show(destination, sender: sender)
            case "push":
                if let navigation = source.navigationController {
                    navigation.pushViewController(destination, animated: animated)
                } else {
                    source.show(destination, sender: sender)
                }
            case "showDetail", "replace":
                source.showDetailViewController(destination, sender: sender)
            case "presentation", "modal":
                if let style = StoryboardValues.presentationStyle(element["modalPresentationStyle"]) { destination.modalPresentationStyle = style }
                if let style = StoryboardValues.transitionStyle(element["modalTransitionStyle"]) { destination.modalTransitionStyle = style }
                source.present(destination, animated: animated)
            case "popoverPresentation":
                destination.modalPresentationStyle = .popover
                anchorPopover(of: destination, element: element, sender: sender)
                source.present(destination, animated: animated)
            case "custom":
                report("custom segue '\(segue.identifier ?? "")' (line \(element.line)) has no class overriding perform(); nothing happens")
            default:
                report("segue of kind '\(kind)' (line \(element.line)) not performed: OpenUIKit does not know the kind")
            }
        }
    }

    /// Anchors a popover segue's destination: the anchor view or bar button
    /// item the segue names, else the sender.
    private func anchorPopover(of destination: UIViewController, element: StoryboardElement, sender: Any?) {
        guard let popover = destination.popoverPresentationController else { return }
        let anchor = (element["popoverAnchorView"] ?? element["popoverAnchorBarButtonItem"]).flatMap { objects[$0] } ?? sender as AnyObject?
        if let item = anchor as? UIBarButtonItem {
            popover.barButtonItem = item
        } else if let view = anchor as? UIView {
            popover.sourceView = view
            popover.sourceRect = view.bounds
        }
        if let directions = element.child("popoverArrowDirection") {
            var permitted: UIPopoverArrowDirection = []
            if directions.flag("up") { permitted.insert(.up) }
            if directions.flag("down") { permitted.insert(.down) }
            if directions.flag("left") { permitted.insert(.left) }
            if directions.flag("right") { permitted.insert(.right) }
            if !permitted.isEmpty { popover.permittedArrowDirections = permitted }
        }
    }
}
