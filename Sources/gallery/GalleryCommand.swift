import ArgumentParser
import Foundation
import GalleryExamples
import OpenUIKit

/// The OpenUIKit gallery: the guide's examples (``GalleryCatalog``)
/// played headless into files, and the Core Animation layer scenes and
/// timing curves underneath them.
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "OpenUIKit's gallery: the guide's examples, headless or in a window.",
        subcommands: [Show.self, Record.self, List.self, Window.self, WindowStill.self],
        defaultSubcommand: Show.self)
}

extension GalleryCommand {
    /// Renders every scene (or the named ones) to files.
    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play the examples headless (callback timeline and frames per example); render the layer scenes and timing curves.")

        @Option(name: .long, help: "Directory for the output files.")
        var out: String = "gallery-out"

        @Argument(help: "Examples or scenes to render (default: all). See `gallery list`.")
        var scenes: [String] = []

        @Option(name: .long, help: "Frames per film strip.")
        var frames: Int = 8

        func run() throws {
            try MainActor.assumeIsolated { try record() }
        }

        @MainActor
        func record() throws {
            let examples = GalleryCatalog.examples.map(\.id)
            let chosen = scenes.isEmpty ? examples + LayerScene.all.map(\.name) : scenes
            let unknown = chosen.filter { name in
                !examples.contains(name) && !LayerScene.all.contains { $0.name == name } && name != "timing-curves"
            }
            guard unknown.isEmpty else {
                throw ValidationError("Unknown example(s) or scene(s): \(unknown.joined(separator: ", ")). Run `gallery list`.")
            }
            let directory = URL(fileURLWithPath: out, isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for example in GalleryCatalog.examples where chosen.contains(example.id) {
                for url in try ExampleRecorder(frames: Swift.max(2, frames)).record(example, into: directory) {
                    print("wrote \(url.path)")
                }
            }
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
        static let configuration = CommandConfiguration(abstract: "List the examples and the layer scenes.")

        func run() {
            MainActor.assumeIsolated { list() }
        }

        @MainActor
        func list() {
            for example in GalleryCatalog.examples {
                print("\(example.id.padding(toLength: 22, withPad: " ", startingAt: 0)) \(example.title): \(example.summary)")
            }
            for scene in LayerScene.all {
                print("\(scene.name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(scene.summary)")
            }
            print("\("timing-curves".padding(toLength: 22, withPad: " ", startingAt: 0)) plots of the named CAMediaTimingFunctions and a spring")
        }
    }
}
