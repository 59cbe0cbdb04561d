import Foundation

/// Finds the Swift class a storyboard element names (`customClass`,
/// `customModule`, `customModuleProvider`) at run time, without
/// registration: `NSClassFromString("Module.Class")`.
@MainActor
enum StoryboardClassResolver {
    /// The class `element` names, if it is a `Base`; nil when it names
    /// none (use the element's own class). An unknown class is UIKit's
    /// message ("Unknown class … in Interface Builder file."), a class of
    /// the wrong kind is reported; both give nil.
    static func resolve<Base: AnyObject>(_ element: StoryboardElement, as base: Base.Type, modules: [String], file: String) -> Base.Type? {
        guard let name = element["customClass"], !name.isEmpty else { return nil }
        var candidates: [String] = []
        if let module = element["customModule"], !module.isEmpty, element["customModuleProvider"] != "target" {
            candidates.append("\(module).\(name)")
        } else {
            if let module = element["customModule"], !module.isEmpty { candidates.append("\(module).\(name)") }
            candidates += modules.map { "\($0).\(name)" }
        }
        candidates.append(name)
        // OpenUIKit's own classes only by their UIKit names: its internal
        // ones (a tab bar's More list…) are not for storyboards (found by
        // the fuzzer: their init?(coder:) traps).
        candidates.removeAll { $0.hasPrefix("OpenUIKit.") && !$0.hasPrefix("OpenUIKit.UI") }
        for candidate in candidates {
            guard let found: AnyClass = NSClassFromString(candidate) else { continue }
            if let typed = found as? Base.Type { return typed }
            UIKitDiagnostics.report(
                "Class \(candidate) named in \(file) (line \(element.line)) is not a \(Base.self); using \(Base.self).")
            return nil
        }
        UIKitDiagnostics.report("Unknown class \(name) in Interface Builder file.")
        return nil
    }
}
