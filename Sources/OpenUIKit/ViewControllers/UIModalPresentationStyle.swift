import Foundation

/// How a presented view controller is shown (UIKit's raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's views leave the window after the transition.
    case fullScreen = 0
    /// A card sheet on a phone, a page-sized sheet on wide screens.
    case pageSheet = 1
    /// A smaller sheet centred on wide screens; a card sheet on a phone.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context.
    case currentContext = 3
    /// A presentation controller and animator from the transitioning delegate.
    case custom = 4
    /// Covers the screen; the presenter's views stay.
    case overFullScreen = 5
    /// Covers the context's view; the views below stay.
    case overCurrentContext = 6
    /// A popover; adapts to full screen in compact widths.
    case popover = 7
    /// No adaptation (only as an adaptive style).
    case none = -1
    /// The system's default (`.pageSheet` on iOS 17).
    case automatic = -2
}
