import Testing
import UIKit

@MainActor
@Suite struct UITraitCollectionDescriptionTests {
    @Test func anEmptyCollectionDescribesItselfWithoutTraits() {
        #expect(UITraitCollection().description == "<UITraitCollection>")
    }

    @Test func theDescriptionListsSetTraitsInUIKitsOrderAndNames() {
        let traits = UITraitCollection { traits in
            traits.preferredContentSizeCategory = .large
            traits.horizontalSizeClass = .compact
            traits.layoutDirection = .leftToRight
            traits.displayScale = 3
            traits.userInterfaceIdiom = .phone
        }
        #expect(traits.description == "<UITraitCollection; UserInterfaceIdiom = Phone, DisplayScale = 3, "
            + "HorizontalSizeClass = Compact, UserInterfaceLayoutDirection = LTR, PreferredContentSizeCategory = L>")
    }

    @Test func fractionalScalesAndAccessibilitySizesAreDescribedInFull() {
        let traits = UITraitCollection { traits in
            traits.displayScale = 2.5
            traits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        }
        #expect(traits.description
            == "<UITraitCollection; DisplayScale = 2.5, PreferredContentSizeCategory = AccessibilityXXXL>")
    }

    @Test func customTraitsFollowSystemTraitsByName() {
        let traits = UITraitCollection { traits in
            traits[ThemeTrait.self] = .monochrome
            traits[AccentTrait.self] = "red"
            traits.userInterfaceStyle = .dark
        }
        #expect(traits.description
            == "<UITraitCollection; UserInterfaceStyle = Dark, Accent = red, ThemeTrait = monochrome>")
    }
}
