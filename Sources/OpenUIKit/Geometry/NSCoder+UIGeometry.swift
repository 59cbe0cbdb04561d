import Foundation

/// UIKit's geometry additions to `NSCoder` (`UIGeometry.h`). Encoding a
/// `CGPoint`, `CGSize` or `CGRect` is Foundation's `encode(_:forKey:)` (a
/// string such as `{1, 2}`, as UIKit writes); these read them back and
/// add the UIKit types.
extension NSCoder {
    /// The point encoded for `key` (zero when there is none).
    public func decodeCGPoint(forKey key: String) -> CGPoint { decodePoint(forKey: key) }

    /// The size encoded for `key` (zero when there is none).
    public func decodeCGSize(forKey key: String) -> CGSize { decodeSize(forKey: key) }

    /// The rectangle encoded for `key` (zero when there is none).
    public func decodeCGRect(forKey key: String) -> CGRect { decodeRect(forKey: key) }

    /// Encodes `insets` for `key` as `{top, left, bottom, right}`.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) {
        encode("{\(insets.top), \(insets.left), \(insets.bottom), \(insets.right)}", forKey: key)
    }

    /// The insets encoded for `key` (zero when there are none or the value is not four numbers).
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        let numbers = Self.numbers(in: decodeObject(forKey: key))
        guard numbers.count == 4 else { return .zero }
        return UIEdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    /// Encodes `offset` for `key` as `{horizontal, vertical}`.
    public func encode(_ offset: UIOffset, forKey key: String) {
        encode("{\(offset.horizontal), \(offset.vertical)}", forKey: key)
    }

    /// The offset encoded for `key` (zero when there is none or the value is not two numbers).
    public func decodeUIOffset(forKey key: String) -> UIOffset {
        let numbers = Self.numbers(in: decodeObject(forKey: key))
        guard numbers.count == 2 else { return .zero }
        return UIOffset(horizontal: numbers[0], vertical: numbers[1])
    }

    /// The finite numbers of a `{a, b, …}` string; empty for anything else.
    private static func numbers(in value: Any?) -> [CGFloat] {
        guard let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}") else { return [] }
        let parts = text.dropFirst().dropLast().split(separator: ",")
        let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.filter(\.isFinite)
        return numbers.count == parts.count ? numbers.map { CGFloat($0) } : []
    }
}
