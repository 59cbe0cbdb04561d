import Foundation

extension LayerProperty {
    /// The table: every property's descriptor, in case order.
    static let table: [Descriptor] = allCases.map(\.entry)

    /// The property's entry (an exhaustive switch: a new case needs one).
    private var entry: Descriptor {
        switch self {
        case .bounds: .rect("bounds", { $0.bounds }, { $0.bounds = $1 })
        case .position: .point("position", { $0.position }, { $0.position = $1 })
        case .zPosition: .number("zPosition", { $0.zPosition }, { $0.zPosition = $1 })
        case .anchorPoint: .point("anchorPoint", { $0.anchorPoint }, { $0.anchorPoint = $1 })
        case .anchorPointZ: .number("anchorPointZ", { $0.anchorPointZ }, { $0.anchorPointZ = $1 })
        case .transform: .transform("transform", { $0.transform }, { $0.transform = $1 })
        case .sublayerTransform: .transform("sublayerTransform", { $0.sublayerTransform }, { $0.sublayerTransform = $1 })
        case .opacity: .float("opacity", { $0.opacity }, { $0.opacity = $1 })
        case .hidden: .flag("hidden", aliases: ["isHidden"], { $0.isHidden }, { $0.isHidden = $1 })
        case .backgroundColor: .color("backgroundColor", { $0.backgroundColor }, { $0.backgroundColor = $1 })
        case .cornerRadius: .number("cornerRadius", { $0.cornerRadius }, { $0.cornerRadius = $1 })
        case .borderWidth: .number("borderWidth", { $0.borderWidth }, { $0.borderWidth = $1 })
        case .borderColor: .color("borderColor", { $0.borderColor }, { $0.borderColor = $1 })
        case .shadowColor: .color("shadowColor", { $0.shadowColor }, { $0.shadowColor = $1 })
        case .shadowOpacity: .float("shadowOpacity", { $0.shadowOpacity }, { $0.shadowOpacity = $1 })
        case .shadowOffset: .size("shadowOffset", { $0.shadowOffset }, { $0.shadowOffset = $1 })
        case .shadowRadius: .number("shadowRadius", { $0.shadowRadius }, { $0.shadowRadius = $1 })
        case .shadowPath: .path("shadowPath", { $0.shadowPath }, { $0.shadowPath = $1 })
        case .masksToBounds: .flag("masksToBounds", { $0.masksToBounds }, { $0.masksToBounds = $1 })
        case .contents: .contents("contents", { $0.contents }, { $0.contents = $1 })
        case .contentsRect: .rect("contentsRect", { $0.contentsRect }, { $0.contentsRect = $1 })
        case .contentsCenter: .rect("contentsCenter", { $0.contentsCenter }, { $0.contentsCenter = $1 })
        case .contentsScale: .number("contentsScale", { $0.contentsScale }, { $0.contentsScale = $1 })
        case .doubleSided: .flag("doubleSided", aliases: ["isDoubleSided"], { $0.isDoubleSided }, { $0.isDoubleSided = $1 })
        case .rasterizationScale: .number("rasterizationScale", { $0.rasterizationScale }, { $0.rasterizationScale = $1 })
        }
    }
}

extension LayerProperty.Descriptor {
    typealias Lanes = SIMD4<Double>
    typealias Get<Value> = @Sendable (LayerState) -> Value
    typealias Set<Value> = @Sendable (inout LayerState, Value) -> Void

    /// A length (`CGFloat`).
    static func number(_ key: String, _ get: @escaping Get<CGFloat>, _ set: @escaping Set<CGFloat>) -> LayerProperty.Descriptor {
        LayerProperty.Descriptor(
            key: key, aliases: [], kind: .number, animatesImplicitly: true,
            read: { .number(Double(get($0))) },
            write: { state, value in if let v = value.number { set(&state, CGFloat(v)) } },
            lanes: .init(
                count: 1, read: { Lanes(number: get($0)) }, write: { set(&$0, CGFloat($1[0])) }))
    }

    /// An opacity (`Float`).
    static func float(_ key: String, _ get: @escaping Get<Float>, _ set: @escaping Set<Float>) -> LayerProperty.Descriptor {
        LayerProperty.Descriptor(
            key: key, aliases: [], kind: .number, animatesImplicitly: true,
            read: { .number(Double(get($0))) },
            write: { state, value in if let v = value.number { set(&state, Float(v)) } },
            lanes: .init(
                count: 1, read: { Lanes(Double(get($0)), 0, 0, 0) }, write: { set(&$0, Float($1[0])) }))
    }

    static func point(_ key: String, _ get: @escaping Get<CGPoint>, _ set: @escaping Set<CGPoint>) -> LayerProperty.Descriptor {
        LayerProperty.Descriptor(
            key: key, aliases: [], kind: .point, animatesImplicitly: true,
            read: { .point(get($0)) },
            write: { state, value in if case .point(let v) = value { set(&state, v) } },
            lanes: .init(
                count: 2, read: { Lanes(point: get($0)) }, write: { set(&$0, $1.point) }))
    }

    static func size(_ key: String, _ get: @escaping Get<CGSize>, _ set: @escaping Set<CGSize>) -> LayerProperty.Descriptor {
        LayerProperty.Descriptor(
            key: key, aliases: [], kind: .size, animatesImplicitly: true,
            read: { .size(get($0)) },
            write: { state, value in if case .size(let v) = value { set(&state, v) } },
            lanes: .init(
                count: 2, read: { let s = get($0); return Lanes(Double(s.width), Double(s.height), 0, 0) },
                write: { set(&$0, $1.size) }))
    }

    static func rect(_ key: String, _ get: @escaping Get<CGRect>, _ set: @escaping Set<CGRect>) -> LayerProperty.Descriptor {
        LayerProperty.Descriptor(
            key: key, aliases: [], kind: .rect, animatesImplicitly: true,
            read: { .rect(get($0)) },
            write: { state, value in if case .rect(let v) = value { set(&state, v) } },
            lanes: .init(
                count: 4, read: { Lanes(rect: get($0)) }, write: { set(&$0, $1.rect) }))
    }

    /// A colour: no colour takes part in interpolation as transparent
    /// black, and transparent black writes no colour.
    static func color(_ key: String, _ get: @escaping Get<CGColor?>, _ set: @escaping Set<CGColor?>) -> LayerProperty.Descriptor {
        LayerProperty.Descriptor(
            key: key, aliases: [], kind: .color, animatesImplicitly: true,
            read: { .color(RGBAColor(orClear: get($0))) },
            write: { set(&$0, $1.colorValue) },
            lanes: .init(
                count: 4, read: { Lanes(color: get($0)) }, write: { set(&$0, $1.color) }))
    }

    static func transform(_ key: String, _ get: @escaping Get<CATransform3D>, _ set: @escaping Set<CATransform3D>) -> LayerProperty.Descriptor {
        LayerProperty.Descriptor(
            key: key, aliases: [], kind: .transform, animatesImplicitly: true,
            read: { .transform(get($0)) },
            write: { state, value in if case .transform(let v) = value { set(&state, v) } },
            lanes: nil)
    }

    /// A path (no path is a discrete value).
    static func path(_ key: String, _ get: @escaping Get<CGPath?>, _ set: @escaping Set<CGPath?>) -> LayerProperty.Descriptor {
        LayerProperty.Descriptor(
            key: key, aliases: [], kind: .path, animatesImplicitly: true,
            read: { get($0).map { .path($0) } ?? .discrete(DiscreteValue(nil)) },
            write: { state, value in
                if case .path(let v) = value { set(&state, v) } else { set(&state, nil) }
            },
            lanes: nil)
    }

    /// The layer's contents: any object, changed discretely (a cross-fade).
    static func contents(_ key: String, _ get: @escaping Get<Any?>, _ set: @escaping Set<Any?>) -> LayerProperty.Descriptor {
        LayerProperty.Descriptor(
            key: key, aliases: [], kind: .contents, animatesImplicitly: true,
            read: { .discrete(DiscreteValue(get($0))) },
            write: { state, value in if case .discrete(let d) = value { set(&state, d.value) } },
            lanes: nil)
    }

    /// A Boolean. It changes at once, without an implicit animation —
    /// OpenQuartzCore's choice, as a discrete implicit animation would
    /// only delay the change.
    static func flag(_ key: String, aliases: [String] = [], _ get: @escaping Get<Bool>, _ set: @escaping Set<Bool>) -> LayerProperty.Descriptor {
        LayerProperty.Descriptor(
            key: key, aliases: aliases, kind: .flag, animatesImplicitly: false,
            read: { .discrete(DiscreteValue(get($0))) },
            write: { state, value in set(&state, value.boolValue ?? get(state)) },
            lanes: nil)
    }
}
