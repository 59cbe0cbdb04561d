import ArgumentParser
import Foundation
import OpenUIKit

/// The OpenUIKit gallery.
///
/// Today it shows the Core Animation layer: layer scenes rendered
/// mid-animation as film strips, and plots of the named timing curves.
/// Later issues add the guide's examples and the window.
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "OpenUIKit's gallery: the guide's examples, headless or in a window.",
        subcommands: [Record.self, List.self, Window.self, WindowStill.self],
        defaultSubcommand: Record.self)
}

extension GalleryCommand {
    /// Renders every scene (or the named ones) to files.
    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render the scenes headless: a film strip PNG per scene, and the timing curves.")

        @Option(name: .long, help: "Directory for the output files.")
        var out: String = "gallery-out"

        @Argument(help: "Scenes to render (default: all). See `gallery list`.")
        var scenes: [String] = []

        @Option(name: .long, help: "Frames per film strip.")
        var frames: Int = 8

        func run() throws {
            try MainActor.assumeIsolated { try record() }
        }

        @MainActor
        func record() throws {
            let chosen = scenes.isEmpty ? LayerScene.all.map(\.name) : scenes
            let unknown = chosen.filter { name in !LayerScene.all.contains { $0.name == name } && name != "timing-curves" }
            guard unknown.isEmpty else {
                throw ValidationError("Unknown scene(s): \(unknown.joined(separator: ", ")). Run `gallery list`.")
            }
            let directory = URL(fileURLWithPath: out, isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let recorder = SceneRecorder(frames: Swift.max(2, frames))
            for scene in LayerScene.all where chosen.contains(scene.name) {
                let url = directory.appendingPathComponent("\(scene.name).png")
                try recorder.filmStrip(of: scene).write(to: url)
                print("wrote \(url.path)")
            }
            if scenes.isEmpty || scenes.contains("timing-curves") {
                let url = directory.appendingPathComponent("timing-curves.png")
                try TimingCurvePlot.render().write(to: url)
                print("wrote \(url.path)")
            }
        }
    }

    /// Names the scenes.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the scenes.")

        func run() {
            MainActor.assumeIsolated { list() }
        }

        @MainActor
        func list() {
            for scene in LayerScene.all {
                print("\(scene.name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(scene.summary)")
            }
            print("\("timing-curves".padding(toLength: 18, withPad: " ", startingAt: 0)) plots of the named CAMediaTimingFunctions and a spring")
        }
    }
}
