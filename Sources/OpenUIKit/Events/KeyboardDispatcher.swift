import Foundation

/// Gives the host's queued key presses to the first responder in the
/// `.input` phase of the next turn, after touches.
///
/// Keys go to the first responder when it adopts ``UIKeyInput`` (text with
/// `insertText`, the return key as `insertText("\n")`, delete with
/// `deleteBackward`); with no such first responder they are dropped, as a
/// hardware keyboard's keys are when nothing edits text.
@MainActor
final class KeyboardDispatcher {
    /// The current runtime's dispatcher.
    static var current: KeyboardDispatcher { UIKitRuntime.current.keyboardDispatcher }

    private var queue: [UIKeyboardInput] = []

    /// Nothing queued.
    init() {}

    /// Queues `inputs` for the next turn's `.input` phase.
    func enqueue(_ inputs: [UIKeyboardInput]) {
        queue.append(contentsOf: inputs)
    }

    /// Whether keys wait for the next turn.
    var hasQueuedInput: Bool { !queue.isEmpty }

    /// Gives each queued key, in order, to whoever is first responder when
    /// it is delivered (a return key may move the first responder on).
    func dispatchQueuedInput() {
        guard !queue.isEmpty else { return }
        let keys = queue
        queue.removeAll()
        for key in keys {
            guard let receiver = UIKitRuntime.current.firstResponder.responder as? any UIKeyInput else { continue }
            switch key {
            case .text(let text): receiver.insertText(text)
            case .deleteBackward: receiver.deleteBackward()
            case .returnKey: receiver.insertText("\n")
            }
        }
    }
}
