import ArgumentParser
import Foundation
import GalleryExamples
import OpenUIKitSDL

extension GalleryCommand {
    /// Opens the gallery in a real window (SDL2).
    struct Window: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open the gallery in a window (needs a display: DISPLAY or WAYLAND_DISPLAY).",
            discussion: """
                Mouse presses and drags become touches; resizing the window is a size transition. \
                Escape or closing the window quits. OPENUIKIT_FRAME_STATS=1 (or --frame-stats) prints \
                each frame's timings and a summary to standard error.
                """)

        @Option(name: .long, help: "The example to open (see `gallery list`).")
        var example: String?

        @Option(name: .long, help: "The screen size in points, WxH (the example's window and the timeline panel beside it; default: the example's stage, or 790x844).")
        var size: WindowSizeArgument?

        @Option(name: .long, help: "Pixels per point (default: the display's own).")
        var scale: Double?

        @Option(name: .long, help: "Quit after N frame intervals.")
        var frames: Int?

        @Option(name: .customLong("screenshot-out"), help: "Write the last frame to this PNG when quitting.")
        var screenshotOut: String?

        @Flag(name: .customLong("frame-stats"), help: "Print per-frame timings and a summary to standard error.")
        var frameStatistics = false

        @Flag(name: .customLong("flash-repaints"), help: "Tint the areas each frame repainted (what changed) in translucent red.")
        var flashRepaints = false

        @Flag(name: .customLong("status-bar"), help: "Give the screen a phone's safe area (47 top, 34 bottom) and draw the status bar over the example.")
        var statusBar = false

        /// Whether a display is named (`DISPLAY`, `WAYLAND_DISPLAY` or `SDL_VIDEODRIVER`).
        static var hasDisplay: Bool {
            let environment = ProcessInfo.processInfo.environment
            return [environment["DISPLAY"], environment["WAYLAND_DISPLAY"], environment["SDL_VIDEODRIVER"]]
                .contains { !($0 ?? "").isEmpty }
        }

        func run() throws {
            try MainActor.assumeIsolated { try open() }
        }

        @MainActor
        func open() throws {
            guard Self.hasDisplay else {
                FileHandle.standardError.write(Data("""
                    gallery window: no display (DISPLAY and WAYLAND_DISPLAY are unset).
                    Run it on a desktop, under Xvfb (DISPLAY=:99), or render headless with `gallery record`.

                    """.utf8))
                throw ExitCode(2)
            }
            let screenSize = size?.size ?? defaultScreenSize(example: example)
            let configuration = SDLWindowHost.Configuration(
                title: "OpenUIKit gallery", size: screenSize, scale: scale.map { CGFloat($0) },
                safeAreaInsets: statusBar ? GalleryLayout.phoneInsets : .zero, maximumFrames: frames,
                reportsFrameStatistics: frameStatistics || SDLWindowHost.Configuration.frameStatisticsRequestedByEnvironment,
                flashesRepaintedAreas: flashRepaints, drawsStatusBar: statusBar)
            let host: SDLWindowHost
            do {
                host = try SDLWindowHost(configuration: configuration)
            } catch {
                FileHandle.standardError.write(Data("gallery window: \(error)\n".utf8))
                throw ExitCode(2)
            }
            let timeline = installGallery(in: host.window, on: host.screen, example: example, screenSize: screenSize)
            let stage = host.window
            host.layoutWindows = { size in GalleryLayout.layout(stage: stage, timeline: timeline, on: size) }
            host.run()
            timeline.isHidden = true
            if let screenshotOut {
                guard let png = host.lastFrame()?.pngData() else {
                    throw ValidationError("No frame was drawn; nothing to write to \(screenshotOut).")
                }
                try png.write(to: URL(fileURLWithPath: screenshotOut))
                print("wrote \(screenshotOut)")
            }
        }
    }
}
