import Foundation

// MARK: - NSSecureCoding

extension CALayer: @MainActor NSSecureCoding {
    /// Layers support secure coding.
    public nonisolated static var supportsSecureCoding: Bool { true }

    /// Archives the layer's name and geometry and appearance values
    /// (bounds, position, anchor point, z position, opacity, hidden, corner
    /// radius, border width, masks-to-bounds, contents scale). Colours,
    /// images, paths, sublayers and animations are not archived
    /// (a documented subset of Apple's archive).
    public func encode(with coder: NSCoder) {
        do {
            guard coder.allowsKeyedCoding else { return }
            coder.encode(name, forKey: "name")
            coder.encode(Double(bounds.minX), forKey: "bounds.x")
            coder.encode(Double(bounds.minY), forKey: "bounds.y")
            coder.encode(Double(bounds.width), forKey: "bounds.width")
            coder.encode(Double(bounds.height), forKey: "bounds.height")
            coder.encode(Double(position.x), forKey: "position.x")
            coder.encode(Double(position.y), forKey: "position.y")
            coder.encode(Double(anchorPoint.x), forKey: "anchorPoint.x")
            coder.encode(Double(anchorPoint.y), forKey: "anchorPoint.y")
            coder.encode(Double(zPosition), forKey: "zPosition")
            coder.encode(opacity, forKey: "opacity")
            coder.encode(isHidden, forKey: "hidden")
            coder.encode(Double(cornerRadius), forKey: "cornerRadius")
            coder.encode(Double(borderWidth), forKey: "borderWidth")
            coder.encode(masksToBounds, forKey: "masksToBounds")
            coder.encode(Double(contentsScale), forKey: "contentsScale")
        }
    }

    /// Reads what ``encode(with:)`` wrote.
    func decodeArchivedProperties(from coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return }
        func number(_ key: String, _ fallback: Double) -> CGFloat {
            coder.containsValue(forKey: key) ? CGFloat(coder.decodeDouble(forKey: key)) : CGFloat(fallback)
        }
        name = coder.decodeObject(forKey: "name") as? String
        stored.modelState.bounds = CGRect(
            x: number("bounds.x", 0), y: number("bounds.y", 0),
            width: number("bounds.width", 0), height: number("bounds.height", 0))
        stored.modelState.position = CGPoint(x: number("position.x", 0), y: number("position.y", 0))
        stored.modelState.anchorPoint = CGPoint(x: number("anchorPoint.x", 0.5), y: number("anchorPoint.y", 0.5))
        stored.modelState.zPosition = number("zPosition", 0)
        if coder.containsValue(forKey: "opacity") { stored.modelState.opacity = coder.decodeFloat(forKey: "opacity") }
        stored.modelState.isHidden = coder.decodeBool(forKey: "hidden")
        stored.modelState.cornerRadius = number("cornerRadius", 0)
        stored.modelState.borderWidth = number("borderWidth", 0)
        stored.modelState.masksToBounds = coder.decodeBool(forKey: "masksToBounds")
        stored.modelState.contentsScale = number("contentsScale", 1)
    }
}
