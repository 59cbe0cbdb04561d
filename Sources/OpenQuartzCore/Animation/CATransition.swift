import Foundation

/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a type from its name; names other than the four constants
    /// draw as ``fade``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old content fades out while the new fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")

    /// A 3D flip about the centre (Core Animation's `oglFlip`; UIKit's flip
    /// transitions). Not a public constant on Apple platforms, where the
    /// raw value works the same.
    static let flip = CATransitionType(rawValue: "oglFlip")
    /// The old content curls up (`pageCurl`; UIKit's curl-up transition).
    static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// The new content curls down (`pageUnCurl`; UIKit's curl-down transition).
    static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}

/// The direction of a `moveIn`, `push` or `reveal` transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a subtype from its name; names other than the four constants
    /// move as ``fromRight``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new content comes in from the right edge (also what a nil subtype
    /// does).
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The new content comes in from the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The new content comes in from the top edge, in UIKit's y-down space.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The new content comes in from the bottom edge, in UIKit's y-down space.
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
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The transition's kind (default `.fade`).
    open var type: CATransitionType = .fade
    /// The direction for `moveIn`, `push` and `reveal`.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start (0…1; non-finite counts as 0).
    open var startProgress: Float = 0
    /// Where in the transition to end (0…1; non-finite counts as 1).
    open var endProgress: Float = 1
    /// A Core Image filter on Apple platforms; recorded and ignored here.
    open var filter: Any?

    /// Copies the inherited properties, then the type, subtype, progress range
    /// and filter, into `copy`.
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
