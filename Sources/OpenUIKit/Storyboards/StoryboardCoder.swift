import Foundation

/// The coder a storyboard hands to `init?(coder:)`: it serves the scene
/// element's attributes by key (`decodeObject(forKey: "title")` is the
/// element's `title` attribute). An OpenUIKit coder: UIKit's decodes its
/// compiled nib; here the storyboard sets the controller's and views'
/// properties itself after `init?(coder:)`.
final class StoryboardCoder: NSCoder {
    /// The element being decoded (nil for a stand-in with nothing to decode).
    let element: StoryboardElement?
    /// The storyboard it comes from.
    nonisolated(unsafe) weak var storyboard: UIStoryboard?

    init(element: StoryboardElement?, storyboard: UIStoryboard?) {
        self.element = element
        self.storyboard = storyboard
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element?[key] != nil
    }

    override func decodeObject(forKey key: String) -> Any? {
        element?[key]
    }

    override func decodeBool(forKey key: String) -> Bool {
        element?.flag(key) ?? false
    }

    override func decodeInteger(forKey key: String) -> Int {
        element?[key].flatMap { Int($0) } ?? 0
    }

    override func decodeInt32(forKey key: String) -> Int32 {
        Int32(clamping: decodeInteger(forKey: key))
    }

    override func decodeInt64(forKey key: String) -> Int64 {
        Int64(decodeInteger(forKey: key))
    }

    override func decodeDouble(forKey key: String) -> Double {
        element?[key].flatMap { Double($0) } ?? 0
    }

    override func decodeFloat(forKey key: String) -> Float {
        Float(decodeDouble(forKey: key))
    }
}
