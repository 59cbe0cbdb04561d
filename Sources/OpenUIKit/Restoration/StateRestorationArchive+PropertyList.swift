import Foundation

extension StateRestorationArchive {
    /// The archive as a binary property list.
    func propertyList() throws -> Data {
        let root: [String: Any] = [
            "format": Self.format, "version": Self.version, "application": application,
            "controllers": records.map(\.propertyList),
        ]
        return try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
    }

    /// The archive `data` holds, checked field by field: anything missing,
    /// of the wrong type, out of range, or not of this format and version
    /// throws, naming what was wrong.
    static func read(_ data: Data) throws(ReadError) -> StateRestorationArchive {
        guard data.count <= maximumSize else { throw ReadError(reason: "the archive is larger than \(maximumSize) bytes") }
        let parsed: Any
        do {
            parsed = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ReadError(reason: "the archive is not a property list")
        }
        guard let root = parsed as? [String: Any], root["format"] as? String == format else {
            throw ReadError(reason: "the archive is not an OpenUIKit state restoration archive")
        }
        guard root["version"] as? Int == version else { throw ReadError(reason: "the archive's version is not \(version)") }
        guard let application = root["application"] as? [String: Any], let controllers = root["controllers"] as? [Any] else {
            throw ReadError(reason: "the archive has no application state or controller list")
        }
        var archive = StateRestorationArchive(application: application)
        for (index, entry) in controllers.enumerated() {
            guard let fields = entry as? [String: Any], let record = Record(fields, index: index, count: controllers.count) else {
                throw ReadError(reason: "controller record \(index) is malformed")
            }
            archive.records.append(record)
        }
        return archive
    }
}

extension StateRestorationArchive.Record {
    var propertyList: [String: Any] {
        var fields: [String: Any] = ["path": path, "class": className, "state": state, "views": views]
        fields["parent"] = parent
        fields["restorationClass"] = restorationClassName
        if let storyboard {
            fields["storyboard"] = storyboard.name
            fields["storyboardBundle"] = storyboard.bundlePath
            fields["storyboardIdentifier"] = storyboard.identifier
        }
        fields["presented"] = presented
        fields["presentationStyle"] = presentationStyle
        return fields
    }

    /// The record of `fields`, or nil when a field is missing or wrong: a
    /// parent or presented record must come before or after this one as
    /// preservation wrote them (parents earlier, presented controllers later).
    init?(_ fields: [String: Any], index: Int, count: Int) {
        guard let path = fields["path"] as? [String], !path.isEmpty, let className = fields["class"] as? String,
            let state = fields["state"] as? [String: Any], let views = fields["views"] as? [String: Any]
        else { return nil }
        var viewStates: [String: [String: Any]] = [:]
        for (identifier, value) in views {
            guard let viewState = value as? [String: Any] else { return nil }
            viewStates[identifier] = viewState
        }
        self.init(path: path, className: className, state: state, views: viewStates)
        if let value = fields["parent"] {
            guard let parent = value as? Int, (0..<index).contains(parent) else { return nil }
            self.parent = parent
        }
        if let value = fields["presented"] {
            guard let presented = value as? Int, ((index + 1)..<count).contains(presented),
                let style = fields["presentationStyle"] as? Int
            else { return nil }
            self.presented = presented
            presentationStyle = style
        }
        if let value = fields["restorationClass"] {
            guard let name = value as? String else { return nil }
            restorationClassName = name
        }
        if let value = fields["storyboard"] {
            guard let name = value as? String, let bundlePath = fields["storyboardBundle"] as? String else { return nil }
            let identifier = fields["storyboardIdentifier"]
            guard identifier == nil || identifier is String else { return nil }
            storyboard = .init(name: name, bundlePath: bundlePath, identifier: identifier as? String)
        }
    }
}
