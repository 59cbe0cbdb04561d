import Foundation

/// The coder each preserved object writes its state into and reads it back
/// from: one per object, as in UIKit, so keys never collide between objects.
///
/// Values are property-list values (strings, numbers, booleans, data,
/// dates, and arrays and dictionaries of them), view controllers and
/// views: encoding a controller saves a reference to it and preserves it
/// (if it has a restoration identifier; otherwise nothing is saved for the
/// key); encoding a view with a restoration identifier saves a reference
/// to it — its controller's record and its identifier — and preserves
/// that controller, whose preservation saves the view's own state, as
/// UIKit writes "the object's restoration identifier". Decoding gives the
/// restored controller or view, or nil. Any other value is
/// reported and not saved (UIKit archives `NSCoding` objects; OpenUIKit's
/// archive is a property list — see DifferencesFromUIKit).
final class StateRestorationCoder: NSCoder {
    /// The key a reference to a preserved controller is saved under.
    static let controllerReferenceKey = "$openuikit.controller"
    /// The key a preserved view's restoration identifier is saved under,
    /// beside its controller's reference.
    static let viewReferenceKey = "$openuikit.view"
    /// UIKit's key for the storyboard a controller came from.
    static let storyboardKey = "UIStateRestorationViewControllerStoryboardKey"

    /// What the coder is for.
    enum Mode {
        /// Encoding the state of record `owner` (nil: the application's).
        case encoding(StatePreservation, owner: Int?)
        /// Decoding, with the restored controller of each record index.
        case decoding(resolve: @MainActor (Int) -> AnyObject?)
    }

    private let mode: Mode
    /// Who is coding, for messages ("the controller at Root/Detail").
    private let subject: String
    /// The values coded so far (encoding) or read from the archive (decoding).
    private(set) var values: [String: Any]
    /// The storyboard a restored controller came from
    /// (``UIApplication/stateRestorationViewControllerStoryboardKey``).
    nonisolated(unsafe) var storyboard: UIStoryboard?

    init(mode: Mode, subject: String, values: [String: Any] = [:]) {
        self.mode = mode
        self.subject = subject
        self.values = values
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { false }

    // MARK: Encoding

    override func encode(_ object: Any?, forKey key: String) {
        guard let object else {
            values[key] = nil
            return
        }
        if let value = archived(object, key: key) { values[key] = value }
    }

    override func encodeConditionalObject(_ object: Any?, forKey key: String) { encode(object, forKey: key) }
    override func encode(_ value: Bool, forKey key: String) { values[key] = value }
    override func encode(_ value: Int, forKey key: String) { values[key] = value }
    override func encode(_ value: Int32, forKey key: String) { values[key] = Int(value) }
    override func encode(_ value: Int64, forKey key: String) { values[key] = Int(value) }
    override func encode(_ value: Float, forKey key: String) { values[key] = Double(value) }
    override func encode(_ value: Double, forKey key: String) { values[key] = value }

    /// `object` as a property-list value, or nil (reported) when it cannot be saved.
    private func archived(_ object: Any, key: String) -> Any? {
        switch object {
        case let controller as UIViewController:
            guard let index = preserve(controller) else { return nil }
            return [Self.controllerReferenceKey: index]
        case let view as UIView:
            return reference(to: view, key: key)
        case let object as any UIStateRestoring where !(object is UIView):
            guard let index = preserveObject(object) else { return nil }
            return [Self.controllerReferenceKey: index]
        case let text as String: return text
        case let flag as Bool: return flag
        case let number as Int: return number
        case let number as Double: return number
        case let number as CGFloat: return Double(number)
        case let number as Float: return Double(number)
        case let number as NSNumber: return number
        case let data as Data: return data
        case let date as Date: return date
        case let array as [Any]:
            var items: [Any] = []
            for item in array {
                // A controller or view left out of preservation is left out of the list.
                if item is UIViewController || item is UIView {
                    if let value = archived(item, key: key) { items.append(value) }
                    continue
                }
                guard let value = archived(item, key: key) else { return nil }
                items.append(value)
            }
            return items
        case let dictionary as [String: Any]:
            var entries: [String: Any] = [:]
            for (name, item) in dictionary {
                guard let value = archived(item, key: key) else { return nil }
                entries[name] = value
            }
            return entries
        default:
            UIKitDiagnostics.report(
                "State preservation: \(subject) encoded a \(type(of: object)) for key '\(key)'; only property-list values, "
                    + "view controllers and views are saved. The key is left out.")
            return nil
        }
    }

    /// A reference to `view` (its controller's record and its restoration
    /// identifier), preserving its controller; nil (reported) when the view
    /// has no identifier or no preserved controller shows it.
    private func reference(to view: UIView, key: String) -> [String: Any]? {
        let found: (identifier: String?, controller: UIViewController?) = MainActor.assumeIsolated {
            (view.restorationIdentifier, Self.controller(showing: view))
        }
        guard let identifier = found.identifier else {
            UIKitDiagnostics.report(
                "State preservation: \(subject) encoded a \(type(of: view)) without a restoration identifier for key '\(key)'; "
                    + "the key is left out.")
            return nil
        }
        guard let controller = found.controller, let index = preserve(controller) else {
            UIKitDiagnostics.report(
                "State preservation: \(subject) encoded view '\(identifier)' for key '\(key)', which no preserved view controller shows "
                    + "(its controller needs a restoration identifier); the key is left out.")
            return nil
        }
        return [Self.controllerReferenceKey: index, Self.viewReferenceKey: identifier]
    }

    /// Preserves `controller` under this coder's owner (encoding only);
    /// its record index, or nil when it is left out. Coders are used on
    /// the main actor, where preservation runs.
    private func preserve(_ controller: UIViewController) -> Int? {
        guard case .encoding(let preservation, let owner) = mode else { return nil }
        return MainActor.assumeIsolated { preservation.preserve(controller, from: owner) }
    }

    /// Preserves a registered object under this coder's owner (encoding only).
    private func preserveObject(_ object: any UIStateRestoring) -> Int? {
        guard case .encoding(let preservation, let owner) = mode else { return nil }
        nonisolated(unsafe) let item = object
        return MainActor.assumeIsolated { preservation.preserveObject(item, from: owner) }
    }

    // MARK: Decoding

    override func containsValue(forKey key: String) -> Bool {
        values[key] != nil || (key == Self.storyboardKey && storyboard != nil)
    }

    override func decodeObject(forKey key: String) -> Any? {
        if key == Self.storyboardKey, let storyboard { return storyboard }
        guard let value = values[key] else { return nil }
        return materialized(value)
    }

    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? {
        decodeObject(forKey: key)
    }

    override func decodeBool(forKey key: String) -> Bool {
        (values[key] as? Bool) ?? (values[key] as? NSNumber)?.boolValue ?? false
    }

    override func decodeInteger(forKey key: String) -> Int {
        switch values[key] {
        case let number as Int: return number
        case let number as Double where number.isFinite: return Int(exactly: number.rounded(.towardZero)) ?? 0
        case let number as NSNumber: return number.intValue
        default: return 0
        }
    }

    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }

    override func decodeDouble(forKey key: String) -> Double {
        switch values[key] {
        case let number as Double: return number
        case let number as Int: return Double(number)
        case let number as NSNumber: return number.doubleValue
        default: return 0
        }
    }

    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    /// An archived value with its controller and view references resolved
    /// (a reference to a controller that was not restored, or to a view its
    /// restored controller does not show, is nil, and is left out of an
    /// array).
    private func materialized(_ value: Any) -> Any? {
        switch value {
        case let dictionary as [String: Any]:
            if let index = dictionary[Self.controllerReferenceKey] as? Int {
                if dictionary.count == 1 { return resolved(index, view: nil) }
                if dictionary.count == 2, let identifier = dictionary[Self.viewReferenceKey] as? String {
                    return resolved(index, view: identifier)
                }
            }
            return dictionary.compactMapValues { materialized($0) }
        case let array as [Any]:
            let items = array.compactMap { materialized($0) }
            if !items.isEmpty, let controllers = items as? [UIViewController] { return controllers }
            if !items.isEmpty, let views = items as? [UIView] { return views }
            return items
        default:
            return value
        }
    }

    /// The controller whose view tree holds `view`: the first one up its
    /// responder chain (a view's controller, else its superview's).
    @MainActor
    private static func controller(showing view: UIView) -> UIViewController? {
        var responder = view.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// The restored object of record `index`, or (given `view`) the view
    /// with that restoration identifier its restored controller shows.
    private func resolved(_ index: Int, view identifier: String?) -> AnyObject? {
        guard case .decoding(let resolve) = mode else { return nil }
        nonisolated(unsafe) var found: AnyObject?
        MainActor.assumeIsolated {
            let object = resolve(index)
            guard let identifier else {
                found = object
                return
            }
            found = (object as? UIViewController).flatMap { StateRestoration.view(identifier, in: $0.view) }
        }
        return found
    }
}
