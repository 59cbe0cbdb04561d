import Foundation

extension UIStoryboard {
    /// The modules a class named without a module may live in: the bundle's
    /// target (`Package_Target.resources`), the main executable, OpenUIKit.
    static func moduleNames(for bundle: Bundle) -> [String] {
        var names: [String] = []
        let bundleName = bundle.bundleURL.deletingPathExtension().lastPathComponent
        if bundle.bundleURL.pathExtension == "resources", let underscore = bundleName.lastIndex(of: "_") {
            names.append(String(bundleName[bundleName.index(after: underscore)...]))
        }
        if let executable = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent {
            names.append(executable)
            if executable.hasSuffix("PackageTests") { names.append(String(executable.dropLast("PackageTests".count)) + "Tests") }
        }
        names.append("OpenUIKit")
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// The bundle a storyboard reference's `bundleIdentifier` names:
    /// `Bundle(identifier:)`, else — SwiftPM resource bundles have no
    /// identifier on Linux — the `Package_Target.resources` bundle beside
    /// the main bundle whose target is the identifier's last component
    /// (`com.example.RecipesKit` → `…_RecipesKit.resources`). Nil when
    /// neither exists.
    static func bundle(withIdentifier identifier: String) -> Bundle? {
        if let bundle = Bundle(identifier: identifier) { return bundle }
        guard let target = identifier.split(separator: ".").last, !target.isEmpty else { return nil }
        let suffix = "_\(target).resources"
        let folders = [Bundle.main.bundleURL, Bundle.main.resourceURL].compactMap { $0 }
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where name.hasSuffix(suffix) {
                if let bundle = Bundle(path: folder.appendingPathComponent(name).path) { return bundle }
            }
        }
        return nil
    }
}
