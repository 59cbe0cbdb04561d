import Foundation

/// Where a view controller stands in its appearance transitions.
struct AppearanceRecord {
    /// The four appearance states (UIKit's `_appearState`).
    enum State {
        /// Not on screen (the initial state).
        case disappeared
        /// `viewWillAppear` was called, `viewDidAppear` not yet.
        case appearing
        /// On screen.
        case appeared
        /// `viewWillDisappear` was called, `viewDidDisappear` not yet.
        case disappearing
    }

    /// Who started the transition in progress.
    enum Trigger {
        /// App code or a container, through the public begin/end calls.
        case explicit
        /// The view entering or leaving a visible window (or the window
        /// showing or hiding); the appearance ends after the next layout.
        case window
        /// The parent, forwarding its own transition.
        case parent
        /// A presentation or dismissal, which also ends it.
        case transition
    }

    /// The current state.
    var state = State.disappeared
    /// Who started the transition in progress (nil when none is).
    var trigger: Trigger?
    /// Whether the transition in progress is animated.
    var animated = false
    /// Whether `viewIsAppearing` is still due in this appearance.
    var needsIsAppearing = false
    /// Children this controller began a transition for, to end with its own.
    var forwardedChildren: [UIViewController] = []

    /// Whether a transition is in progress.
    var isTransitioning: Bool { state == .appearing || state == .disappearing }

    /// Whether the controller is (or is becoming) visible.
    var isVisibleOrAppearing: Bool { state == .appearing || state == .appeared }
}
