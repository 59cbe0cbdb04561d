import Foundation

extension LayerState {
    /// Reads the value at `keyPath`; `defaults` supplies values of custom
    /// keys that were never set.
    func value(at keyPath: LayerKeyPath, defaults: (String) -> AnimatableValue) -> AnimatableValue {
        let whole = wholeValue(of: keyPath.property, defaults: defaults)
        return Self.component(keyPath.component, of: whole)
    }

    /// Writes `value` at `keyPath`, merging a component into the whole.
    mutating func setValue(_ value: AnimatableValue, at keyPath: LayerKeyPath, defaults: (String) -> AnimatableValue) {
        if keyPath.component == .whole {
            setWholeValue(value, of: keyPath.property)
            return
        }
        let whole = wholeValue(of: keyPath.property, defaults: defaults)
        setWholeValue(Self.replacing(keyPath.component, in: whole, with: value), of: keyPath.property)
    }

    /// The whole value of `property` (a custom key's from `defaults` when never set).
    func wholeValue(of property: LayerKeyPath.Property, defaults: (String) -> AnimatableValue) -> AnimatableValue {
        switch property {
        case .builtIn(let builtIn): builtIn.descriptor.read(self)
        case .custom(let key): custom[key] ?? defaults(key)
        }
    }

    /// Writes the whole value of `property`.
    mutating func setWholeValue(_ value: AnimatableValue, of property: LayerKeyPath.Property) {
        switch property {
        case .builtIn(let builtIn): builtIn.descriptor.write(&self, value)
        case .custom(let key): custom[key] = value
        }
    }

    /// Extracts a component of a compound value.
    static func component(_ component: LayerKeyPath.Component, of whole: AnimatableValue) -> AnimatableValue {
        switch (component, whole) {
        case (.whole, _): return whole
        case (.x, .point(let p)): return .number(Double(p.x))
        case (.y, .point(let p)): return .number(Double(p.y))
        case (.width, .size(let s)): return .number(Double(s.width))
        case (.height, .size(let s)): return .number(Double(s.height))
        case (.origin, .rect(let r)): return .point(r.origin)
        case (.size, .rect(let r)): return .size(r.size)
        case (.originX, .rect(let r)): return .number(Double(r.origin.x))
        case (.originY, .rect(let r)): return .number(Double(r.origin.y))
        case (.sizeWidth, .rect(let r)): return .number(Double(r.size.width))
        case (.sizeHeight, .rect(let r)): return .number(Double(r.size.height))
        case (_, .transform(let t)):
            let c = TransformComponents(t)
            switch component {
            case .rotationX: return .number(c.rotation.x)
            case .rotationY: return .number(c.rotation.y)
            case .rotationZ: return .number(c.rotation.z)
            case .scaleAll: return .number((c.scale.x + c.scale.y + c.scale.z) / 3)
            case .scaleX: return .number(c.scale.x)
            case .scaleY: return .number(c.scale.y)
            case .scaleZ: return .number(c.scale.z)
            case .translation: return .size(CGSize(width: c.translation.x, height: c.translation.y))
            case .translationX: return .number(c.translation.x)
            case .translationY: return .number(c.translation.y)
            case .translationZ: return .number(c.translation.z)
            default: return whole
            }
        default: return whole
        }
    }

    /// A compound value with one component replaced.
    static func replacing(
        _ component: LayerKeyPath.Component, in whole: AnimatableValue, with value: AnimatableValue
    ) -> AnimatableValue {
        let n = value.number.map { CGFloat($0) }
        switch (component, whole) {
        case (.x, .point(var p)): if let n { p.x = n }; return .point(p)
        case (.y, .point(var p)): if let n { p.y = n }; return .point(p)
        case (.width, .size(var s)): if let n { s.width = n }; return .size(s)
        case (.height, .size(var s)): if let n { s.height = n }; return .size(s)
        case (.origin, .rect(var r)): if case .point(let p) = value { r.origin = p }; return .rect(r)
        case (.size, .rect(var r)): if case .size(let s) = value { r.size = s }; return .rect(r)
        case (.originX, .rect(var r)): if let n { r.origin.x = n }; return .rect(r)
        case (.originY, .rect(var r)): if let n { r.origin.y = n }; return .rect(r)
        case (.sizeWidth, .rect(var r)): if let n { r.size.width = n }; return .rect(r)
        case (.sizeHeight, .rect(var r)): if let n { r.size.height = n }; return .rect(r)
        case (_, .transform(let t)):
            var c = TransformComponents(t)
            let d = value.number ?? 0
            switch component {
            case .rotationX: c.rotation.x = d
            case .rotationY: c.rotation.y = d
            case .rotationZ: c.rotation.z = d
            case .scaleAll: c.scale = (d, d, d)
            case .scaleX: c.scale.x = d
            case .scaleY: c.scale.y = d
            case .scaleZ: c.scale.z = d
            case .translation:
                if case .size(let s) = value { c.translation = (Double(s.width), Double(s.height), c.translation.z) }
            case .translationX: c.translation.x = d
            case .translationY: c.translation.y = d
            case .translationZ: c.translation.z = d
            default: return value
            }
            return .transform(c.transform)
        default:
            return whole
        }
    }
}

extension AnimatableValue {
    var boolValue: Bool? {
        switch self {
        case .number(let v): v != 0
        case .discrete(let d): d.value as? Bool
        default: nil
        }
    }

    var colorValue: CGColor? {
        switch self {
        case .color(let c): c.layerColor
        case .discrete(let d): d.value.flatMap { $0 as? CGColor }
        default: nil
        }
    }
}

extension RGBAColor {
    /// Transparent black: how a nil colour takes part in interpolation.
    static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// A layer colour property's value as it takes part in interpolation:
    /// no colour is transparent black.
    init(orClear color: CGColor?) {
        self = color.map { RGBAColor($0) } ?? .clear
    }

    /// The value a colour animation writes to a layer colour property:
    /// transparent black writes no colour.
    var layerColor: CGColor? {
        self == .clear ? nil : cgColor
    }
}
