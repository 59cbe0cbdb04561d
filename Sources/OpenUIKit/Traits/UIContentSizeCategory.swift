import Foundation

/// The text size the user prefers (Dynamic Type), from extra small to the
/// five accessibility sizes.
///
/// Raw values are UIKit's strings (`"UICTContentSizeCategoryL"` for
/// ``large``). Categories order by size: ``unspecified`` sorts before
/// ``extraSmall``, and an unknown raw value sorts with ``unspecified``
/// (then by raw value, so the order is total). UIKit's default for a device
/// is ``large``.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// The category's UIKit string.
    public var rawValue: String

    /// Creates a category from its UIKit string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a category from its UIKit string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// No category: the trait is not set.
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// Extra small text.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// Small text.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// Medium text.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// Large text: the system default.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// Extra large text.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// Extra extra large text.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// The largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// A large accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// An extra large accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// An extra extra large accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the user changes the preferred text size. OpenUIKit's
    /// hosts do not post it yet.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The key of the new category in ``didChangeNotification``'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Whether this is one of the five accessibility sizes
    /// (``accessibilityMedium`` through ``accessibilityExtraExtraExtraLarge``).
    public var isAccessibilityCategory: Bool {
        sizeRank >= Self.ordered.firstIndex(of: .accessibilityMedium)!
    }

    /// The categories from smallest to largest.
    private static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place in size order; -1 for ``unspecified`` and
    /// unknown categories.
    private var sizeRank: Int {
        Self.ordered.firstIndex(of: self) ?? -1
    }
}

// MARK: - Comparable

extension UIContentSizeCategory: Comparable {
    /// Whether `lhs` is a smaller text size than `rhs`.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        let (left, right) = (lhs.sizeRank, rhs.sizeRank)
        return left != right ? left < right : lhs.rawValue < rhs.rawValue
    }
}

// MARK: - TraitValueDescribing

extension UIContentSizeCategory: TraitValueDescribing {
    var traitDescription: String {
        if self == .unspecified { return "Unspecified" }
        let prefix = "UICTContentSizeCategory"
        return rawValue.hasPrefix(prefix) ? String(rawValue.dropFirst(prefix.count)) : rawValue
    }
}
