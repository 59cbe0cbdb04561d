import Foundation

/// One action of a recognizer: the closure that calls it and the target
/// it belongs to (weakly; nil for closure actions).
@MainActor
struct GestureTarget {
    weak var owner: AnyObject?
    let invoke: (UIGestureRecognizer) -> Void

    init(owner: AnyObject?, invoke: @escaping (UIGestureRecognizer) -> Void) {
        self.owner = owner
        self.invoke = invoke
    }
}
