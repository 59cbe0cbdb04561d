import Foundation

/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old content fades out while the new fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a `moveIn`, `push` or `reveal` transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Animates a layer from how it looked to how it looks now.
///
/// When added, the layer's current presentation (with its sublayers) is
/// captured as the "before" picture; the compositor then draws the before
/// picture and the live layer with the transition's effect. Capture happens
/// at `add(_:forKey:)`, so add the transition before changing the layer
/// (Apple also accepts changes made earlier in the same transaction).
/// `fromTop`/`fromBottom` are in UIKit's y-down space.
@MainActor
open class CATransition: CAAnimation {
    /// The transition's kind (default `.fade`).
    open var type: CATransitionType = .fade
    /// The direction for `moveIn`, `push` and `reveal`.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start (0…1).
    open var startProgress: Float = 0
    /// Where in the transition to end (0…1).
    open var endProgress: Float = 1
    /// A Core Image filter on Apple platforms; recorded and ignored here.
    open var filter: Any?

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        copy.filter = filter
    }
}
