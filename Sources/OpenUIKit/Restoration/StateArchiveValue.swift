import Foundation

/// One value of a state restoration archive: a property-list value, read
/// with Foundation's Swift property-list decoder (which refuses what it
/// cannot type; `PropertyListSerialization` traps on some hostile files —
/// a binary set, found by fuzzing). Nested at most ``maximumDepth`` deep.
enum StateArchiveValue: Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case data(Data)
    case date(Date)
    case array([StateArchiveValue])
    case dictionary([String: StateArchiveValue])

    /// Deeper values are refused (reading them would recurse without bound).
    static let maximumDepth = 48

    /// The value as a coder stores it (`String`, `Int`, `[String: Any]`…).
    var plain: Any {
        switch self {
        case .string(let value): value
        case .integer(let value): value
        case .real(let value): value
        case .boolean(let value): value
        case .data(let value): value
        case .date(let value): value
        case .array(let items): items.map(\.plain)
        case .dictionary(let entries): entries.mapValues(\.plain)
        }
    }

    /// The archive value of a coder's stored value (nil for a type no
    /// coder stores).
    init?(plain value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let flag as Bool: self = .boolean(flag)
        case let number as Int: self = .integer(number)
        case let number as Double: self = .real(number)
        case let number as NSNumber:
            self = Double(exactly: number.doubleValue) == Double(number.intValue) ? .integer(number.intValue) : .real(number.doubleValue)
        case let data as Data: self = .data(data)
        case let date as Date: self = .date(date)
        case let array as [Any]:
            var items: [StateArchiveValue] = []
            for item in array {
                guard let value = StateArchiveValue(plain: item) else { return nil }
                items.append(value)
            }
            self = .array(items)
        case let dictionary as [String: Any]:
            var entries: [String: StateArchiveValue] = [:]
            for (key, item) in dictionary {
                guard let value = StateArchiveValue(plain: item) else { return nil }
                entries[key] = value
            }
            self = .dictionary(entries)
        default: return nil
        }
    }

    /// A coder's stored values as archive values (values of other types are left out).
    static func table(_ values: [String: Any]) -> [String: StateArchiveValue] {
        values.compactMapValues { StateArchiveValue(plain: $0) }
    }
}

extension StateArchiveValue: Codable {
    init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count <= Self.maximumDepth else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "nested too deeply"))
        }
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .real(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Data.self) {
            self = .data(value)
        } else if let value = try? container.decode(Date.self) {
            self = .date(value)
        } else if let value = try? container.decode([StateArchiveValue].self) {
            self = .array(value)
        } else {
            self = .dictionary(try container.decode([String: StateArchiveValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .real(let value): try container.encode(value)
        case .boolean(let value): try container.encode(value)
        case .data(let value): try container.encode(value)
        case .date(let value): try container.encode(value)
        case .array(let items): try container.encode(items)
        case .dictionary(let entries): try container.encode(entries)
        }
    }
}
