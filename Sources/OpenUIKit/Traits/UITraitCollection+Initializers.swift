import Foundation

extension UITraitCollection {
    /// Creates a collection that sets the traits `mutations` sets, starting
    /// from an empty container.
    ///
    /// ```swift
    /// let traits = UITraitCollection { traits in
    ///     traits.horizontalSizeClass = .compact
    ///     traits[ThemeTrait.self] = .monochrome
    /// }
    /// ```
    public convenience init(mutations: TraitMutations) {
        self.init(storage: Self.applying(mutations, to: TraitStorage()))
    }

    /// A copy of this collection with the changes `mutations` makes. The
    /// container starts with this collection's values.
    public func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
        UITraitCollection(storage: Self.applying(mutations, to: storage))
    }

    /// Creates a collection that sets only `trait`, to `value`.
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        var storage = TraitStorage()
        storage.set(trait, to: value)
        self.init(storage: storage)
    }

    /// Creates a collection that combines `traitCollections`: each trait
    /// takes its value from the last collection in the array that sets it.
    ///
    /// A collection that leaves a trait unset (including one of UIKit's
    /// traits set to unspecified) does not override an earlier value. An
    /// empty array gives an empty collection.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var storage = TraitStorage()
        for collection in traitCollections { storage.overlay(collection.storage) }
        self.init(storage: storage)
    }

    /// Creates a collection that sets only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitHorizontalSizeClass.self, value: horizontalSizeClass)
    }

    /// Creates a collection that sets only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitVerticalSizeClass.self, value: verticalSizeClass)
    }

    /// Creates a collection that sets only the display scale (0 sets
    /// nothing).
    public convenience init(displayScale scale: CGFloat) {
        self.init(UITraitDisplayScale.self, value: scale)
    }

    /// Creates a collection that sets only the idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(UITraitUserInterfaceIdiom.self, value: idiom)
    }

    /// Creates a collection that sets only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(UITraitUserInterfaceStyle.self, value: userInterfaceStyle)
    }

    /// Creates a collection that sets only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(UITraitLayoutDirection.self, value: layoutDirection)
    }

    /// Creates a collection that sets only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(UITraitPreferredContentSizeCategory.self, value: preferredContentSizeCategory)
    }

    /// Creates a collection that sets only the display gamut.
    public convenience init(displayGamut: UIDisplayGamut) {
        self.init(UITraitDisplayGamut.self, value: displayGamut)
    }

    /// Creates a collection that sets only the contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(UITraitAccessibilityContrast.self, value: accessibilityContrast)
    }

    /// Creates a collection that sets only the interface level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(UITraitUserInterfaceLevel.self, value: userInterfaceLevel)
    }

    /// Creates a collection that sets only the legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(UITraitLegibilityWeight.self, value: legibilityWeight)
    }

    /// Creates a collection that sets only the active appearance.
    public convenience init(activeAppearance userInterfaceActiveAppearance: UIUserInterfaceActiveAppearance) {
        self.init(UITraitActiveAppearance.self, value: userInterfaceActiveAppearance)
    }

    /// Creates a collection that sets only the 3D Touch capability.
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        self.init(UITraitForceTouchCapability.self, value: capability)
    }

    /// `storage` after `mutations` ran on a container holding it.
    private static func applying(_ mutations: TraitMutations, to storage: TraitStorage) -> TraitStorage {
        var container: any UIMutableTraits = MutableTraitStorage(storage: storage)
        mutations(&container)
        guard let result = container as? MutableTraitStorage else {
            UIKitDiagnostics.report(
                "UITraitCollection: the mutations block replaced its container with a \(type(of: container)); "
                    + "its traits were ignored.")
            return storage
        }
        return result.storage
    }
}
