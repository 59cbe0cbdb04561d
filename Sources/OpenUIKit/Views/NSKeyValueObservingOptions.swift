import Foundation

/// What an observation created with `observe(_:options:changeHandler:)`
/// reports: Foundation's type, which Foundation on Linux lacks (OpenUIKit
/// declares it for its views' observation; see ``NSKeyValueObservation``).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler runs once at once, with the current value as the new one.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification before each change as well as after. Not delivered
    /// by OpenUIKit (changes are seen after they are made).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change an observation saw (Foundation's type; OpenUIKit
/// reports only `.setting`).
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects were replaced in a to-many relationship.
    case replacement = 4
}

/// One change an observation reports (Foundation's type).
public struct NSKeyValueObservedChange<Value> {
    /// Always `.setting` here.
    public let kind: NSKeyValueChange
    /// The new value, when the options asked for `.new`.
    public let newValue: Value?
    /// The old value, when the options asked for `.old` (nil for `.initial`).
    public let oldValue: Value?
    /// Indexes of a to-many change (always nil here).
    public let indexes: IndexSet?
    /// Whether this is the notification before a change (always false here).
    public let isPrior: Bool
}
