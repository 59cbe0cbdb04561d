import Foundation

/// The storyboard and nib files read so far, by path: each file is read
/// and parsed once per runtime, however many `UIStoryboard`s and
/// instantiations use it.
@MainActor
final class StoryboardCache {
    /// The current runtime's cache.
    static var current: StoryboardCache { UIKitRuntime.current.storyboardCache }

    private var documents: [String: Result<StoryboardDocument, StoryboardReadError>] = [:]
    private var existence: [String: Bool] = [:]
    private var classNibNames: [ClassInBundle: String?] = [:]
    private var modules: [ObjectIdentifier: [String]] = [:]
    /// Every bundle a cache entry is keyed by, kept alive so that its
    /// identity is never reused by a later bundle (keys are identities:
    /// a bundle's path is worked out anew on each call, and the class-nib
    /// lookup runs at every view load).
    private var keyedBundles: [ObjectIdentifier: Bundle] = [:]

    /// A class and a bundle, by identity.
    private struct ClassInBundle: Hashable {
        let type: ObjectIdentifier
        let bundle: ObjectIdentifier
    }

    /// `bundle`'s identity as a key, the bundle kept alive.
    private func key(_ bundle: Bundle) -> ObjectIdentifier {
        let key = ObjectIdentifier(bundle)
        if keyedBundles[key] == nil { keyedBundles[key] = bundle }
        return key
    }
    /// The scenes whose views are being built, innermost last (an embed
    /// segue that leads back to one of them is a cycle).
    var scenesLoading: [String] = []

    /// Nothing read yet.
    init() {}

    /// The document of `name.ext` in `bundle`, read on first use. A missing
    /// file is UIKit's exception message; a file that cannot be read is
    /// reported with its line (each time it is asked for); both give nil.
    func document(named name: String, in bundle: Bundle, extension ext: String) -> StoryboardDocument? {
        guard let url = bundle.url(forResource: name, withExtension: ext) ?? Self.search(name, ext, in: bundle) else {
            let kind = ext == "storyboard" ? "a storyboard" : "a nib"
            UIKitDiagnostics.raise(
                "NSInvalidArgumentException",
                reason: "Could not find \(kind) named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)")
            return nil
        }
        let result = documents[url.path] ?? load(url, name: "\(name).\(ext)")
        documents[url.path] = result
        switch result {
        case .success(let document):
            return document
        case .failure(let error):
            UIKitDiagnostics.report("Could not read '\(name).\(ext)' (line \(error.line)): \(error.reason). Nothing is made from it.")
            return nil
        }
    }

    /// Whether `bundle` holds `name.ext`, looked up once (a view
    /// controller without a nib name asks for a nib named after its class
    /// each time its view loads).
    func fileExists(named name: String, extension ext: String, in bundle: Bundle) -> Bool {
        let key = "\(bundle.bundlePath)/\(name).\(ext)"
        if let known = existence[key] { return known }
        let found = bundle.url(forResource: name, withExtension: ext) != nil
        existence[key] = found
        return found
    }

    /// The modules a class named without a module may live in, for
    /// `bundle` (``UIStoryboard/moduleNames(for:)``), worked out once.
    func moduleNames(for bundle: Bundle) -> [String] {
        if let known = modules[key(bundle)] { return known }
        let names = UIStoryboard.moduleNames(for: bundle)
        modules[key(bundle)] = names
        return names
    }

    /// The nib name `lookUp` finds for a class in `bundle`, found once.
    func classNibName(_ type: ObjectIdentifier, bundle: Bundle, lookUp: () -> String?) -> String? {
        let key = ClassInBundle(type: type, bundle: key(bundle))
        if let known = classNibNames[key] { return known }
        let found = lookUp()
        classNibNames[key] = .some(found)
        return found
    }

    private func load(_ url: URL, name: String) -> Result<StoryboardDocument, StoryboardReadError> {
        guard let data = try? Data(contentsOf: url) else {
            return .failure(StoryboardReadError(line: 0, reason: "the file cannot be read"))
        }
        return StoryboardDocument.read(data, name: name)
    }

    /// A file anywhere below the bundle's resources (SwiftPM's `.copy` of a
    /// folder keeps it in a subfolder).
    private static func search(_ name: String, _ ext: String, in bundle: Bundle) -> URL? {
        guard let root = bundle.resourceURL,
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else { return nil }
        let file = "\(name).\(ext)"
        for case let url as URL in walker where url.lastPathComponent == file { return url }
        return nil
    }
}
