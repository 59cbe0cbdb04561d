import ArgumentParser
import Foundation

extension GalleryCommand {
    /// What `gallery` does without a subcommand: the window when there is
    /// a display, else every example and scene recorded headless.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "With a display, open the gallery window; without one, record everything headless into --out.")

        @Option(name: .long, help: "The example to open in the window (see `gallery list`).")
        var example: String?

        @Option(name: .long, help: "Directory for the headless output files.")
        var out: String = "gallery-out"

        func run() throws {
            if Window.hasDisplay {
                try Window.parse(example.map { ["--example", $0] } ?? []).run()
            } else {
                print("gallery: no display; recording every example headless into \(out) (`gallery window` needs DISPLAY).")
                try Record.parse(["--out", out] + (example.map { [$0] } ?? [])).run()
            }
        }
    }
}
