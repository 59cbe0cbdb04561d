import Foundation

/// What state preservation saves: the application's own state and one
/// record per preserved view controller, parents before the controllers
/// they contain or present. Written as an XML property list; read back
/// only after every field has been checked, so a corrupt or hostile file
/// is refused whole (``read(_:)`` throws) and never decoded in part.
struct StateRestorationArchive: Equatable {
    /// One preserved view controller (or registered object).
    struct Record: Equatable {
        /// Its restoration path: its ancestors' identifiers, then its own.
        var path: [String]
        /// The name of its class (`Module.Class`).
        var className: String
        /// The record that preserved it (its container or presenter), if any.
        var parent: Int?
        /// The name of its restoration class (an object's restoration
        /// class for an object), if it had one.
        var restorationClassName: String?
        /// Whether it is a registered object rather than a view controller.
        var isObject = false
        /// The storyboard it came from: name, bundle path, scene identifier.
        var storyboard: StoryboardOrigin?
        /// What its `encodeRestorableState(with:)` saved.
        var state: [String: Any] = [:]
        /// The state of its views with restoration identifiers, by identifier.
        var views: [String: [String: Any]] = [:]
        /// The record of the controller it presented, and that controller's style.
        var presented: Int?
        var presentationStyle: Int?

        static func == (a: Record, b: Record) -> Bool {
            a.path == b.path && a.className == b.className && a.parent == b.parent
                && a.restorationClassName == b.restorationClassName && a.isObject == b.isObject && a.storyboard == b.storyboard
                && NSDictionary(dictionary: a.state).isEqual(to: b.state)
                && NSDictionary(dictionary: a.views).isEqual(to: b.views)
                && a.presented == b.presented && a.presentationStyle == b.presentationStyle
        }
    }

    /// Where a storyboard controller came from.
    struct StoryboardOrigin: Equatable {
        var name: String
        var bundlePath: String
        var identifier: String?
    }

    /// The archive format's name and version (a file of another format or
    /// version is refused).
    static let format = "org.openuikit.state-restoration"
    static let version = 1
    /// Files larger than this are refused before they are parsed.
    static let maximumSize = 16 << 20

    /// What the application delegate saved (`willEncodeRestorableStateWith`).
    var application: [String: Any] = [:]
    /// The preserved controllers, parents first.
    var records: [Record] = []

    static func == (a: Self, b: Self) -> Bool {
        NSDictionary(dictionary: a.application).isEqual(to: b.application) && a.records == b.records
    }

    /// The name a class is saved under: its mangled name (which finds
    /// nested classes too; `NSStringFromClass` traps on them on Linux).
    static func name(of type: Any.Type) -> String {
        _mangledTypeName(type) ?? String(reflecting: type)
    }

    /// The type a saved name names, if it still exists.
    static func type(named name: String) -> Any.Type? {
        _typeByName(name) ?? NSClassFromString(name)
    }

    /// A saved type name as a reader would write it (`Module.Outer.Class`).
    static func readable(_ name: String) -> String {
        type(named: name).map { String(reflecting: $0) } ?? name
    }

    /// Why an archive was refused.
    struct ReadError: Error, Equatable {
        let reason: String
    }
}
