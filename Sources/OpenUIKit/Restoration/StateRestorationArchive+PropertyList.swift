import Foundation

extension StateRestorationArchive {
    /// The file's fields as Foundation's property-list coders read and write them.
    fileprivate struct File: Codable {
        var format: String
        var version: Int
        var application: [String: StateArchiveValue]
        var controllers: [RecordFields]
    }

    /// A record's fields in the file.
    fileprivate struct RecordFields: Codable {
        var path: [String]
        var className: String
        var parent: Int?
        var restorationClass: String?
        var object: Bool?
        var storyboard: String?
        var storyboardBundle: String?
        var storyboardIdentifier: String?
        var state: [String: StateArchiveValue]
        var views: [String: [String: StateArchiveValue]]
        var presented: Int?
        var presentationStyle: Int?

        enum CodingKeys: String, CodingKey {
            case path, className = "class", parent, restorationClass, object, storyboard, storyboardBundle, storyboardIdentifier
            case state, views, presented, presentationStyle
        }
    }

    /// The archive as an XML property list (binary ones are refused when
    /// read: Foundation's binary reader traps on some malformed files,
    /// found by fuzzing; the XML reader throws).
    func propertyList() throws -> Data {
        let file = File(
            format: Self.format, version: Self.version, application: StateArchiveValue.table(application),
            controllers: records.map { record in
                RecordFields(
                    path: record.path, className: record.className, parent: record.parent,
                    restorationClass: record.restorationClassName, object: record.isObject ? true : nil, storyboard: record.storyboard?.name,
                    storyboardBundle: record.storyboard?.bundlePath, storyboardIdentifier: record.storyboard?.identifier,
                    state: StateArchiveValue.table(record.state), views: record.views.mapValues(StateArchiveValue.table),
                    presented: record.presented, presentationStyle: record.presentationStyle)
            })
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return try encoder.encode(file)
    }

    /// The archive `data` holds, checked field by field: anything missing,
    /// of the wrong type, nested too deeply, out of range, or not of this
    /// format and version throws, naming what was wrong.
    static func read(_ data: Data) throws(ReadError) -> StateRestorationArchive {
        guard data.count <= maximumSize else { throw ReadError(reason: "the archive is larger than \(maximumSize) bytes") }
        guard !data.starts(with: Array("bplist".utf8)) else {
            throw ReadError(reason: "the archive is a binary property list (OpenUIKit writes and reads XML ones)")
        }
        let file: File
        do {
            file = try PropertyListDecoder().decode(File.self, from: data)
        } catch {
            throw ReadError(reason: "the archive is not a property list of the expected shape")
        }
        guard file.format == format else { throw ReadError(reason: "the archive is not an OpenUIKit state restoration archive") }
        guard file.version == version else { throw ReadError(reason: "the archive's version is not \(version)") }
        var archive = StateRestorationArchive(application: file.application.mapValues(\.plain))
        for (index, fields) in file.controllers.enumerated() {
            guard let record = Record(fields, index: index, count: file.controllers.count) else {
                throw ReadError(reason: "controller record \(index) is malformed")
            }
            archive.records.append(record)
        }
        return archive
    }
}

extension StateRestorationArchive.Record {
    /// The record of `fields`, or nil when they do not fit together: a
    /// parent must come before the record and a presented controller after
    /// it (as preservation writes them), a storyboard needs its bundle.
    fileprivate init?(_ fields: StateRestorationArchive.RecordFields, index: Int, count: Int) {
        guard !fields.path.isEmpty else { return nil }
        self.init(path: fields.path, className: fields.className, state: fields.state.mapValues(\.plain), views: fields.views.mapValues { $0.mapValues(\.plain) })
        if let parent = fields.parent {
            guard (0..<index).contains(parent) else { return nil }
            self.parent = parent
        }
        if let presented = fields.presented {
            guard ((index + 1)..<count).contains(presented), let style = fields.presentationStyle else { return nil }
            self.presented = presented
            presentationStyle = style
        }
        restorationClassName = fields.restorationClass
        isObject = fields.object ?? false
        if let name = fields.storyboard {
            guard let bundlePath = fields.storyboardBundle else { return nil }
            storyboard = .init(name: name, bundlePath: bundlePath, identifier: fields.storyboardIdentifier)
        }
    }
}
