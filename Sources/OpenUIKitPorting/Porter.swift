import SwiftParser
import SwiftSyntax

/// Rewrites Swift written for iOS so that it compiles against OpenUIKit on
/// Linux, where the compiler refuses Objective-C interoperability.
///
/// What it rewrites (each change reported as a ``PortingNote``):
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` and `dynamic` are
///   removed.
/// - `#selector(method)` given as the `action:` of target-action
///   (`addTarget(_:action:for:)`, gesture recognizers, bar button items)
///   becomes OpenUIKit's typed method reference (`Self.method`,
///   `Type.method(_:)`).
/// - `NotificationCenter`'s `addObserver(self, selector: #selector(m), name:
///   object:)` becomes `addObserver(forName:object:queue:)` with a block
///   that calls `m` on the main actor through a weak `self`.
/// - `optional` requirements of `@objc` protocols become plain
///   requirements; those returning nothing get an empty default
///   implementation in an extension after the protocol, and calls written
///   `delegate?.method?(…)` lose the `?` after the name.
/// - Overrides declared in an extension of a class declared in the same
///   file move to the end of the class's body.
/// - `#if os(iOS)` (or a disjunction of platforms) also admits Linux.
/// - Subclasses of Core Animation's layers (and the file's subclasses of
///   those) that declare initialisers get the `required` `init()` and
///   `init(layer:)` OpenUIKit's `CALayer` needs: `init(layer:)` copies
///   every stored property; `init()` calls `super.init()` when every stored
///   property has a value, else stops with the message Apple's runtime
///   stops with. `override` on either becomes `required`.
/// - A file that imports nothing, in a module whose other files import
///   UIKit, imports UIKit (an iOS framework's umbrella header imports it
///   for every file).
///
/// What it reports and leaves: other `#selector` uses (including those
/// given to a library's own `Selector` parameters), optional requirements
/// that return a value, key-value observation (`observe(\.key, …)`,
/// `#keyPath`), and overrides in extensions of classes declared elsewhere.
///
/// Running it again on its output changes nothing.
public enum Porter {
    /// The names of the optional requirements of `@objc` protocols in
    /// `source` (collect them over every file of a module before porting
    /// any, so calls in other files are found).
    public static func optionalRequirements(in source: String) -> Set<String> {
        optionalRequirements(in: Parser.parse(source: source))
    }

    /// The optional requirements of a parsed file.
    static func optionalRequirements(in tree: SourceFileSyntax) -> Set<String> {
        let scanner = OptionalRequirementScanner(viewMode: .sourceAccurate)
        scanner.walk(tree)
        return scanner.names
    }

    /// Whether `source` has a line importing UIKit (`import UIKit`,
    /// attributes or `@_exported` before it allowed) — on iOS the
    /// framework's umbrella header then imports it for the module's other
    /// files too.
    public static func importsUIKit(_ source: String) -> Bool {
        source.split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
            return words.count >= 2 && words[0] == "import" && words[1] == "UIKit"
        }
    }

    /// `source` rewritten, and what was done or left, in source order.
    /// `optionalRequirements` names the optional requirements whose
    /// optional-chained calls to rewrite (see ``optionalRequirements(in:)``);
    /// those of `source` itself are always included.
    /// `moduleImportsUIKit`: another file of the module imports UIKit, so
    /// a file importing nothing gets `import UIKit` (see
    /// ``importsUIKit(_:)``).
    public static func port(
        _ source: String, optionalRequirements: Set<String> = [], moduleImportsUIKit: Bool = false
    ) -> (source: String, notes: [PortingNote]) {
        let tree = Parser.parse(source: source)
        let visitor = PortingVisitor(
            tree: tree, source: source, optionalRequirements: optionalRequirements.union(Self.optionalRequirements(in: tree)),
            addsMissingImport: moduleImportsUIKit)
        visitor.walk(tree)
        let notes = visitor.notes.sorted { $0.line < $1.line }
        return (visitor.edits.applied(to: source), notes)
    }
}
