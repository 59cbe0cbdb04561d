import Foundation

extension StoryboardScene {
    /// The recognizers of the scene objects OpenUIKit makes, by element name.
    static let gestureRecognizers: [String: @MainActor () -> UIGestureRecognizer] = [
        "tapGestureRecognizer": { UITapGestureRecognizer() }, "panGestureRecognizer": { UIPanGestureRecognizer() },
        "swipeGestureRecognizer": { UISwipeGestureRecognizer() }, "longPressGestureRecognizer": { UILongPressGestureRecognizer() },
        "screenEdgePanGestureRecognizer": { UIScreenEdgePanGestureRecognizer() },
    ]

    /// Makes the scene's gesture recognizers (its top-level objects) into
    /// `objects`, with their actions and segue triggers; other top-level
    /// objects are reported and skipped. Views attach them through their
    /// `gestureRecognizers` outlet collections.
    func makeSceneObjects(into objects: inout [String: AnyObject]) -> [(UIGestureRecognizer, StoryboardElement)] {
        var made: [(UIGestureRecognizer, StoryboardElement)] = []
        for member in document.sceneMembers[element.id ?? ""] ?? [] {
            guard let make = Self.gestureRecognizers[member.name] else {
                report("<\(member.name)> skipped (line \(member.line)): OpenUIKit makes no such scene object")
                continue
            }
            let recognizer = make()
            if let taps = member["numberOfTapsRequired"].flatMap({ Int($0) }) { (recognizer as? UITapGestureRecognizer)?.numberOfTapsRequired = taps }
            if let duration = member.number("minimumPressDuration") {
                (recognizer as? UILongPressGestureRecognizer)?.minimumPressDuration = TimeInterval(duration)
            }
            if let id = member.id { objects[id] = recognizer }
            made.append((recognizer, member))
        }
        return made
    }

    /// A recognizer's connections: an action goes to the controller that
    /// lists it (sender: the recognizer, at every state change, as UIKit
    /// sends gesture actions); a segue is triggered when it is recognized.
    func connectGesture(_ recognizer: UIGestureRecognizer, element: StoryboardElement, objects: [String: AnyObject]) {
        let reporter = reporter
        for connection in element.items(in: "connections") {
            switch connection.name {
            case "action":
                guard let selector = connection["selector"], let target = connection["destination"].flatMap({ objects[$0] }) as? UIViewController
                else { continue }
                guard target.storyboardActions[selector] != nil else {
                    report("\(type(of: target)) has no storyboard action '\(selector)' (list it in storyboardActions)")
                    continue
                }
                // The handler is looked up each time: a kept one would keep its controller.
                recognizer.targets.append(GestureTarget(owner: nil) { [weak target] recognizer in
                    guard let target, let handler = target.storyboardActions[selector] else { return }
                    Self.invoke(handler, selector: selector, on: target, sender: recognizer, reporter: reporter)
                })
            case "segue":
                recognizer.targets.append(GestureTarget(owner: nil) { [weak self] recognizer in
                    guard let self, recognizer.state == .ended, let source = self.controller else { return }
                    self.perform(connection, sender: recognizer, from: source, askingFirst: true)
                })
            default:
                continue
            }
        }
    }
}
