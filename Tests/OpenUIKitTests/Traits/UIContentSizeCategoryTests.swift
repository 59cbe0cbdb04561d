import Testing
import UIKit

@Suite struct UIContentSizeCategoryTests {
    @Test func categoriesOrderFromExtraSmallToTheLargestAccessibilitySize() {
        let ordered: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        #expect(ordered.shuffled().sorted() == ordered)
        #expect(UIContentSizeCategory.large < .extraLarge)
        #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.medium <= .medium)
    }

    @Test func unspecifiedSortsBeforeEverySize() {
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
    }

    @Test func onlyTheFiveAccessibilitySizesAreAccessibilityCategories() {
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.large.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    }

    @Test func rawValuesAreUIKitsStrings() {
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityMedium.rawValue == "UICTContentSizeCategoryAccessibilityM")
        #expect(UIContentSizeCategory.unspecified.rawValue == "_UICTContentSizeCategoryUnspecified")
        #expect(UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS") == .extraSmall)
    }
}
