import Foundation

/// Prints messages about one scene of a storyboard (or one nib), naming it:
/// kept by the actions a scene's controls send, which outlive a nib's scene.
struct StoryboardReporter: Sendable {
    /// The file's name (`Main.storyboard`, `Cell.xib`).
    let file: String
    /// The scene's name (its storyboard identifier, class or id).
    let sceneName: String

    /// Prints `message`, naming the storyboard and scene (or the nib).
    @MainActor
    func report(_ message: String) {
        if file.hasSuffix(".xib") {
            UIKitDiagnostics.report("Nib '\(file)': \(message).")
        } else {
            UIKitDiagnostics.report("Storyboard '\(file)', scene '\(sceneName)': \(message).")
        }
    }
}
