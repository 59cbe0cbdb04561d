import Foundation

/// The keys for the views taking part in a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving (the presented view for a dismissal).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving (the presented view for a presentation).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
