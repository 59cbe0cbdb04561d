import Foundation
import OpenUIKit

/// How a ``TransitionRecorder`` moves a transition along.
public enum TransitionDrive {
    /// The transition runs on its own clock: frames are taken evenly spaced
    /// in virtual time from its start to the end of its duration (the
    /// transition coordinator's `transitionDuration`).
    case animated
    /// The transition is interactive, driven by `interactor`: for each
    /// percentage (0…1) the recorder calls `update(_:)`, runs a frame and
    /// takes a picture; then it ends the interaction as `ending` says.
    case interactive(UIPercentDrivenInteractiveTransition, percentages: [CGFloat], ending: Ending)
}
