import Foundation

/// A type that defines a trait: a value that flows through the trait
/// environment (screen → window → view controllers → views) in a
/// ``UITraitCollection``.
///
/// Conform a type of your own to define a custom trait; ``defaultValue`` is
/// the one requirement without a default:
///
/// ```swift
/// enum Theme: Int { case standard, monochrome }
///
/// struct ThemeTrait: UITraitDefinition {
///     static let defaultValue = Theme.standard
/// }
/// ```
///
/// The type itself is the trait's key: ``UITraitCollection/subscript(_:)``,
/// ``UIMutableTraits/subscript(_:)`` and
/// ``UITraitChangeObservable/registerForTraitChanges(_:handler:)`` take
/// trait types. Implement every property as a constant.
///
/// - Note: Unlike UIKit, `Value` must be `Equatable`: trait collections
///   compare values to decide which traits changed and whether two
///   collections are equal. UIKit does not say how it compares values of
///   other types.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value: Equatable

    /// The value a trait collection reports when the trait is not set.
    static var defaultValue: Value { get }

    /// A unique string for the trait (reverse-DNS recommended). Defaults to
    /// the type's module-qualified name.
    static var identifier: String { get }

    /// A short human-readable name, used in descriptions. Defaults to the
    /// type's name.
    static var name: String { get }

    /// Whether the trait resolves dynamic colours and images, so that a
    /// change to it counts in
    /// ``UITraitCollection/hasDifferentColorAppearance(comparedTo:)``.
    /// Defaults to false.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's module-qualified name (`MyApp.ThemeTrait`).
    public static var identifier: String { String(reflecting: Self.self) }

    /// The type's name (`ThemeTrait`).
    public static var name: String { String(describing: Self.self) }

    /// False: changes to the trait do not affect colours.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, named by its type: `UITraitHorizontalSizeClass.self`.
public typealias UITrait = any UITraitDefinition.Type
