import Foundation

/// An outlet a storyboard connects: write `@Outlet var titleLabel: UILabel!`
/// where UIKit code writes `@IBOutlet weak var titleLabel: UILabel!`. An
/// OpenUIKit addition.
///
/// Linux Swift rejects `@IBOutlet` (it needs Objective-C) and cannot set a
/// property by name; a storyboard finds an `@Outlet` property by its name
/// through reflection and sets it, checking the type: a missing outlet or
/// an object of another type is reported with the storyboard, the scene
/// and the property. An array (`@Outlet var fields: [UITextField]`) is an
/// outlet collection: each connection appends, in document order.
///
/// Differences from `@IBOutlet weak`: the reference is strong (views are
/// held by their superviews anyway; no cycle comes back to the owner).
@propertyWrapper
public final class Outlet<Value> {
    /// The connected object (or the collection).
    public var wrappedValue: Value

    /// An outlet starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// An unconnected outlet (`nil`).
    public init() where Value: ExpressibleByNilLiteral {
        wrappedValue = nil
    }

    /// An empty outlet collection.
    public init() where Value: RangeReplaceableCollection {
        wrappedValue = Value()
    }
}

/// What a storyboard connects: an ``Outlet`` of any value type.
protocol OutletSlot: AnyObject {
    /// Sets the outlet to `object` (appends for a collection); false when
    /// `object` is not of the outlet's type.
    func connect(_ object: AnyObject) -> Bool
    /// The outlet's declared type, for messages.
    var declaredType: String { get }
}

/// A collection an outlet collection appends to.
protocol OutletCollection {
    /// The collection with `object` appended, or nil when it is not an element.
    func appending(_ object: AnyObject) -> Any?
}

extension Array: OutletCollection {
    func appending(_ object: AnyObject) -> Any? {
        guard let element = object as? Element else { return nil }
        return self + [element]
    }
}

extension Outlet: OutletSlot {
    func connect(_ object: AnyObject) -> Bool {
        if let collection = wrappedValue as? any OutletCollection {
            guard let appended = collection.appending(object) as? Value else { return false }
            wrappedValue = appended
            return true
        }
        guard let value = object as? Value else { return false }
        wrappedValue = value
        return true
    }

    var declaredType: String { "\(Value.self)" }
}
