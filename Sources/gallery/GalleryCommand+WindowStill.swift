import ArgumentParser
import Foundation
import GalleryExamples
import OpenUIKit
import OpenUIKitTesting

extension GalleryCommand {
    /// Renders the window's screen headless after scripted input: the
    /// reference picture the window test compares a live screenshot with.
    struct WindowStill: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "window-still",
            abstract: "Render the window's screen headless after scripted taps and drags (a PNG).")

        @Option(name: .long, help: "The example to show (see `gallery list`).")
        var example: String?

        @Option(name: .long, help: "The screen size in points, WxH (the example's window and the timeline panel beside it; default: the example's stage, or 790x844).")
        var size: WindowSizeArgument?

        @Option(name: .long, help: "Pixels per point.")
        var scale: Double = 1

        @Option(name: .long, parsing: .singleValue,
                help: "Input steps in order: tap:X,Y | drag:X1,Y1,X2,Y2,STEPS | hold:X1,Y1,X2,Y2,STEPS (points).")
        var input: [ScriptedInput] = []

        @Option(name: .long, help: "Where to write the PNG.")
        var out: String

        @Flag(name: .customLong("status-bar"), help: "Give the screen a phone's safe area (47 top, 34 bottom) and draw the status bar over the example.")
        var statusBar = false

        func run() throws {
            try MainActor.assumeIsolated { try render() }
        }

        @MainActor
        func render() throws {
            let screenSize = size?.size ?? defaultScreenSize(example: example)
            let host = TestHost(
                screenSize: screenSize, scale: CGFloat(scale), safeAreaInsets: statusBar ? GalleryLayout.phoneInsets : .zero)
            host.runtime.drawsStatusBar = statusBar
            let timeline = installGallery(in: host.window, on: host.screen, example: example, screenSize: screenSize)
            host.runUntilIdle()
            for step in input { step.perform(on: host) }
            guard let png = host.renderScreen().pngData() else {
                throw ValidationError("Could not encode the picture as PNG.")
            }
            try png.write(to: URL(fileURLWithPath: out))
            print("wrote \(out)")
            timeline.isHidden = true
        }
    }
}
