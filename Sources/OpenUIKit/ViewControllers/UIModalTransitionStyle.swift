import Foundation

/// The animations of the standard presentations (UIKit's raw values).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom; dismissal slides it down.
    case coverVertical = 0
    /// The views flip around the vertical axis, in 3D with perspective.
    case flipHorizontal = 1
    /// The presented view fades in over the presenter.
    case crossDissolve = 2
    /// The presenter's view curls up partway, revealing the presented view beneath.
    case partialCurl = 3
}
