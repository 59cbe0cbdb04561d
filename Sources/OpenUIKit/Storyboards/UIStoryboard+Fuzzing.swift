import Foundation

extension UIStoryboard {
    /// Reads `data` as a storyboard (no file, nothing cached) and uses all
    /// of it: every scene's controller made, its view loaded (outlets,
    /// actions, embeds), each of its segues performed by identifier, and
    /// everything released. Returns the number of controllers made. For
    /// the fuzzer (`Fuzz/`): whatever the bytes, this must not crash — bad
    /// input is reported and skipped. Run it under a runtime whose misuse
    /// handling is `.refuse`.
    @_spi(Fuzzing)
    public static func exerciseForFuzzing(_ data: Data) -> Int {
        guard case .success(let document) = StoryboardDocument.read(data, name: "Fuzz.storyboard") else { return 0 }
        let storyboard = UIStoryboard(document: document, name: "Fuzz", bundle: .main)
        let instantiation = StoryboardInstantiation(storyboard: storyboard, document: document)
        var made = 0
        for id in document.controllers.keys.sorted() {
            guard let element = document.controllers[id], let controller = instantiation.makeController(element, creator: nil) else { continue }
            made += 1
            controller.loadViewIfNeeded()
            var identifiers: [String] = []
            element.forEachDescendant { if $0.name == "segue", let identifier = $0["identifier"] { identifiers.append(identifier) } }
            for identifier in identifiers.prefix(8) { controller.performSegue(withIdentifier: identifier, sender: nil) }
        }
        return made
    }
}
