import Foundation
import UIKit

/// Where the gallery puts its two windows: the example's, phone-sized,
/// on the left, and the timeline panel to its right.
public enum GalleryLayout {
    /// The example's window (a notched phone in portrait).
    public static let stageSize = CGSize(width: 390, height: 844)
    /// The width of the timeline panel.
    public static let timelineWidth: CGFloat = 400
    /// A notched phone's safe area in portrait, which `--status-bar` gives
    /// the screen (its top is where the status bar is drawn).
    public static var phoneInsets: UIEdgeInsets { UIScreen.notchedPhoneSafeArea }
    /// The whole screen: the stage and the panel side by side.
    public static var screenSize: CGSize { CGSize(width: stageSize.width + timelineWidth, height: stageSize.height) }

    /// Makes, shows and returns the timeline's window beside a stage of
    /// `stageSize`, on `screen`.
    @MainActor
    public static func showTimelineWindow(on screen: UIScreen, stageSize: CGSize = stageSize) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: stageSize.width, y: 0, width: timelineWidth, height: stageSize.height))
        window.screen = screen
        window.rootViewController = TimelineViewController()
        window.isHidden = false
        return window
    }

    /// Places the gallery's two windows on a screen of `size`: the example's
    /// window (`stage`) takes what the panel leaves, through a size
    /// transition; the panel keeps its width at the right.
    @MainActor
    public static func layout(stage: UIWindow, timeline: UIWindow, on size: CGSize) {
        let stageSize = CGSize(width: max(size.width - timelineWidth, 1), height: size.height)
        timeline.frame = CGRect(x: stageSize.width, y: 0, width: timelineWidth, height: size.height)
        stage.transition(toSize: stageSize, duration: 0)
    }
}
