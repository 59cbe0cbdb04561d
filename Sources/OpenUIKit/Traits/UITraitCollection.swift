import Foundation

/// An immutable set of traits describing an interface's environment: size
/// classes, display scale, idiom, appearance, text size, and any custom
/// traits.
///
/// Every trait has a value: the one the collection sets, or the trait's
/// ``UITraitDefinition/defaultValue`` (UIKit's traits default to
/// "unspecified"). `UITraitCollection()` sets nothing. Make collections
/// with ``init(mutations:)`` or ``modifyingTraits(_:)``, the single-trait
/// initialisers, or ``init(traitsFrom:)``; read them with the named
/// properties or ``subscript(_:)``.
///
/// Setting one of UIKit's traits to its unspecified value (such as
/// ``UIUserInterfaceSizeClass/unspecified`` or a display scale of 0) leaves
/// it unset; a custom trait counts as set once given any value, including
/// its default.
///
/// Two collections are equal when they set the same traits to equal
/// values. Collections are immutable and safe to share between threads.
///
/// - Note: OpenUIKit's class is `final` and does not support
///   `NSSecureCoding`.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// A closure that sets traits on a mutable container.
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// The traits this collection sets.
    let storage: TraitStorage

    /// Creates an empty collection: every trait has its default value.
    public override init() {
        storage = TraitStorage()
        super.init()
    }

    /// Creates a collection that sets exactly the traits `storage` sets.
    init(storage: TraitStorage) {
        self.storage = storage
        super.init()
    }

    // MARK: - Reading traits

    /// The value of `trait` in this collection (its default when unset).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        storage.value(trait)
    }

    /// The horizontal size class; ``UIUserInterfaceSizeClass/unspecified`` when unset.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { storage.value(UITraitHorizontalSizeClass.self) }

    /// The vertical size class; ``UIUserInterfaceSizeClass/unspecified`` when unset.
    public var verticalSizeClass: UIUserInterfaceSizeClass { storage.value(UITraitVerticalSizeClass.self) }

    /// Pixels per point (1, 2 or 3 on devices); 0 when unset.
    public var displayScale: CGFloat { storage.value(UITraitDisplayScale.self) }

    /// The device idiom; ``UIUserInterfaceIdiom/unspecified`` when unset.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { storage.value(UITraitUserInterfaceIdiom.self) }

    /// Light or dark; ``UIUserInterfaceStyle/unspecified`` when unset.
    public var userInterfaceStyle: UIUserInterfaceStyle { storage.value(UITraitUserInterfaceStyle.self) }

    /// The layout direction; ``UITraitEnvironmentLayoutDirection/unspecified`` when unset.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { storage.value(UITraitLayoutDirection.self) }

    /// The preferred text size; ``UIContentSizeCategory/unspecified`` when unset.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        storage.value(UITraitPreferredContentSizeCategory.self)
    }

    /// The display gamut; ``UIDisplayGamut/unspecified`` when unset.
    public var displayGamut: UIDisplayGamut { storage.value(UITraitDisplayGamut.self) }

    /// The contrast; ``UIAccessibilityContrast/unspecified`` when unset.
    public var accessibilityContrast: UIAccessibilityContrast { storage.value(UITraitAccessibilityContrast.self) }

    /// Base or elevated; ``UIUserInterfaceLevel/unspecified`` when unset.
    public var userInterfaceLevel: UIUserInterfaceLevel { storage.value(UITraitUserInterfaceLevel.self) }

    /// Regular or bold text; ``UILegibilityWeight/unspecified`` when unset.
    public var legibilityWeight: UILegibilityWeight { storage.value(UITraitLegibilityWeight.self) }

    /// Whether the scene is frontmost; ``UIUserInterfaceActiveAppearance/unspecified`` when unset.
    public var activeAppearance: UIUserInterfaceActiveAppearance { storage.value(UITraitActiveAppearance.self) }

    /// 3D Touch support; ``UIForceTouchCapability/unknown`` when unset.
    public var forceTouchCapability: UIForceTouchCapability { storage.value(UITraitForceTouchCapability.self) }

    // MARK: - Equality and description

    /// Whether `object` is a trait collection that sets the same traits to
    /// equal values.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || other.storage == storage
    }

    /// A hash of the set traits and their values, consistent with
    /// ``isEqual(_:)``.
    public override var hash: Int { storage.hashValue }

    /// The set traits in UIKit's form, `<UITraitCollection; HorizontalSizeClass
    /// = Compact, …>` (UIKit's traits in UIKit's order, then custom traits by
    /// name), or `<UITraitCollection>` when nothing is set.
    ///
    /// Unlike UIKit's, the description has no address, so it is
    /// deterministic.
    public override var description: String {
        let traits = storage.orderedEntries.map { "\($0.trait.name) = \($0.valueDescription)" }
        return traits.isEmpty ? "<UITraitCollection>" : "<UITraitCollection; \(traits.joined(separator: ", "))>"
    }
}

// MARK: - NSCopying

extension UITraitCollection: NSCopying {
    /// The collection itself: collections are immutable.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
