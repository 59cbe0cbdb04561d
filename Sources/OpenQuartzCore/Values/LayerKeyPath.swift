import Foundation

/// A parsed layer key path such as `position.x` or `transform.rotation.z`.
///
/// Parsed once when an animation is added; reading and writing through it
/// is a switch, not string work.
struct LayerKeyPath: Hashable {
    enum Property: Hashable {
        case bounds, position, zPosition, anchorPoint, anchorPointZ
        case transform, sublayerTransform
        case opacity, hidden, backgroundColor
        case cornerRadius, borderWidth, borderColor
        case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
        case masksToBounds, contents, contentsRect, contentsCenter, contentsScale, doubleSided
        case rasterizationScale
        case custom(String)
    }

    /// A part of a compound value.
    enum Component: Hashable {
        case whole
        case x, y, width, height
        case origin, size, originX, originY, sizeWidth, sizeHeight
        case rotationX, rotationY, rotationZ
        case scaleAll, scaleX, scaleY, scaleZ
        case translation, translationX, translationY, translationZ
    }

    let property: Property
    let component: Component
    let string: String

    init(_ keyPath: String) {
        string = keyPath
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        let head = parts[0]
        let tail = parts.count > 1 ? parts[1] : ""
        let property = Self.properties[head]
        guard let property else {
            self.property = .custom(keyPath)
            component = .whole
            return
        }
        let component: Component?
        switch property {
        case .transform, .sublayerTransform:
            component = Self.transformComponents[tail]
        case .bounds, .contentsRect, .contentsCenter:
            component = Self.rectComponents[tail]
        case .position, .anchorPoint:
            component = Self.pointComponents[tail]
        case .shadowOffset:
            component = Self.sizeComponents[tail]
        default:
            component = tail.isEmpty ? .whole : nil
        }
        if let component {
            self.property = property
            self.component = component
        } else {
            self.property = .custom(keyPath)
            self.component = .whole
        }
    }

    private static let properties: [String: Property] = [
        "bounds": .bounds, "position": .position, "zPosition": .zPosition,
        "anchorPoint": .anchorPoint, "anchorPointZ": .anchorPointZ,
        "transform": .transform, "sublayerTransform": .sublayerTransform,
        "opacity": .opacity, "hidden": .hidden, "isHidden": .hidden, "backgroundColor": .backgroundColor,
        "cornerRadius": .cornerRadius, "borderWidth": .borderWidth, "borderColor": .borderColor,
        "shadowColor": .shadowColor, "shadowOpacity": .shadowOpacity, "shadowOffset": .shadowOffset,
        "shadowRadius": .shadowRadius, "shadowPath": .shadowPath, "masksToBounds": .masksToBounds,
        "contents": .contents, "contentsRect": .contentsRect, "contentsCenter": .contentsCenter,
        "contentsScale": .contentsScale, "doubleSided": .doubleSided, "isDoubleSided": .doubleSided,
        "rasterizationScale": .rasterizationScale,
    ]

    private static let transformComponents: [String: Component] = [
        "": .whole,
        "rotation": .rotationZ, "rotation.x": .rotationX, "rotation.y": .rotationY, "rotation.z": .rotationZ,
        "scale": .scaleAll, "scale.x": .scaleX, "scale.y": .scaleY, "scale.z": .scaleZ,
        "translation": .translation, "translation.x": .translationX, "translation.y": .translationY,
        "translation.z": .translationZ,
    ]

    private static let rectComponents: [String: Component] = [
        "": .whole, "origin": .origin, "size": .size, "origin.x": .originX, "origin.y": .originY,
        "size.width": .sizeWidth, "size.height": .sizeHeight,
    ]

    private static let pointComponents: [String: Component] = ["": .whole, "x": .x, "y": .y]

    private static let sizeComponents: [String: Component] = ["": .whole, "width": .width, "height": .height]

    /// Whether the key names no built-in property.
    var isCustomProperty: Bool {
        if case .custom = property { return true }
        return false
    }

    /// Whether changing the property animates implicitly (a standalone
    /// layer's default action). Booleans (`hidden`, `masksToBounds`,
    /// `doubleSided`) change at once — OpenQuartzCore's choice, as a
    /// discrete implicit animation would only delay the change.
    var isAnimatable: Bool {
        switch property {
        case .custom, .hidden, .masksToBounds, .doubleSided: false
        default: true
        }
    }
}
