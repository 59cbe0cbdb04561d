import Foundation
import OpenUIKit

extension SDLWindowHost {
    /// How an ``SDLWindowHost`` opens its window and runs.
    public struct Configuration: Sendable {
        /// The window's title.
        public var title: String
        /// The screen's size in points (the window's content area).
        public var size: CGSize
        /// Pixels per point. Nil (the default) takes the display's own
        /// ratio of drawable pixels to window units (1 on X11, 2 on a
        /// HiDPI desktop that scales windows); a value makes the window
        /// `size × scale` pixels, e.g. 2 to see a phone-sized screen at
        /// Retina density on a 1x display.
        public var scale: CGFloat?
        /// The screen's safe-area insets in points (none by default: a
        /// desktop window has no notch).
        public var safeAreaInsets: UIEdgeInsets
        /// Stop after this many frame intervals (drawn, or skipped
        /// because nothing changed); nil runs until the user quits.
        public var maximumFrames: Int?
        /// Whether to ask the renderer for vsync. Without it (or when
        /// presenting turns out not to wait) frames run on a timer at the
        /// display's refresh rate.
        public var prefersVSync: Bool
        /// Whether the Escape key quits (closing the window always does).
        public var escapeQuits: Bool
        /// Whether the user may resize the window (each resize becomes a
        /// size transition of the `UIWindow`).
        public var isResizable: Bool
        /// Whether to print each frame's timings and a summary at the end
        /// to standard error. Defaults to whether the environment variable
        /// `OPENUIKIT_FRAME_STATS` is set to a value other than `0`.
        public var reportsFrameStatistics: Bool
        /// Where the app's state is preserved when the user quits and
        /// restored at the next launch (``UIApplication/stateRestorationArchiveURL``;
        /// the app delegate still decides whether to save and restore).
        /// Nil (the default): no state is preserved.
        public var stateRestorationArchiveURL: URL?
        /// Whether each frame tints the areas it repainted (as Quartz
        /// Debug's "flash screen updates" does): a translucent red drawn
        /// over the window, not into the frame bitmap. Off by default.
        public var flashesRepaintedAreas: Bool
        /// Whether the window shows a status bar (``UIKitRuntime/drawsStatusBar``):
        /// the time and indicators across the top safe-area inset, in the
        /// app's preferred style. On by default; a screen without a top
        /// inset shows none.
        public var drawsStatusBar: Bool

        /// Creates a configuration; every parameter has the default the
        /// property describes.
        public init(
            title: String = "OpenUIKit",
            size: CGSize = CGSize(width: 390, height: 844),
            scale: CGFloat? = nil,
            safeAreaInsets: UIEdgeInsets = .zero,
            maximumFrames: Int? = nil,
            prefersVSync: Bool = true,
            escapeQuits: Bool = true,
            isResizable: Bool = true,
            reportsFrameStatistics: Bool = Configuration.frameStatisticsRequestedByEnvironment,
            stateRestorationArchiveURL: URL? = nil,
            flashesRepaintedAreas: Bool = false,
            drawsStatusBar: Bool = true
        ) {
            self.title = title
            self.size = size
            self.scale = scale
            self.safeAreaInsets = safeAreaInsets
            self.maximumFrames = maximumFrames
            self.prefersVSync = prefersVSync
            self.escapeQuits = escapeQuits
            self.isResizable = isResizable
            self.reportsFrameStatistics = reportsFrameStatistics
            self.stateRestorationArchiveURL = stateRestorationArchiveURL
            self.flashesRepaintedAreas = flashesRepaintedAreas
            self.drawsStatusBar = drawsStatusBar
        }

        /// Whether `OPENUIKIT_FRAME_STATS` is set to something other than
        /// `0` or the empty string.
        public static var frameStatisticsRequestedByEnvironment: Bool {
            let value = ProcessInfo.processInfo.environment["OPENUIKIT_FRAME_STATS"] ?? ""
            return !value.isEmpty && value != "0"
        }
    }
}
