import Testing
import UIKit

@MainActor
@Suite struct UITraitCollectionTests {
    @Test func anEmptyCollectionReportsEveryTraitUnspecified() {
        let traits = UITraitCollection()
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
        #expect(traits.displayGamut == .unspecified)
        #expect(traits.accessibilityContrast == .unspecified)
        #expect(traits.userInterfaceLevel == .unspecified)
        #expect(traits.legibilityWeight == .unspecified)
        #expect(traits.activeAppearance == .unspecified)
        #expect(traits.forceTouchCapability == .unknown)
    }

    @Test func systemTraitDefaultsAreTheirUnspecifiedValues() {
        #expect(UITraitHorizontalSizeClass.defaultValue == .unspecified)
        #expect(UITraitDisplayScale.defaultValue == 0)
        #expect(UITraitUserInterfaceIdiom.defaultValue == .unspecified)
        #expect(UITraitForceTouchCapability.defaultValue == .unknown)
        #expect(UITraitPreferredContentSizeCategory.defaultValue == .unspecified)
        #expect(UITraitHorizontalSizeClass.name == "HorizontalSizeClass")
        #expect(UITraitHorizontalSizeClass.identifier == "UITraitHorizontalSizeClass")
    }

    @Test func eachSingleTraitInitializerSetsOnlyItsTrait() {
        let collections: [(UITraitCollection, UITrait)] = [
            (UITraitCollection(horizontalSizeClass: .compact), UITraitHorizontalSizeClass.self),
            (UITraitCollection(verticalSizeClass: .regular), UITraitVerticalSizeClass.self),
            (UITraitCollection(displayScale: 2), UITraitDisplayScale.self),
            (UITraitCollection(userInterfaceIdiom: .pad), UITraitUserInterfaceIdiom.self),
            (UITraitCollection(userInterfaceStyle: .dark), UITraitUserInterfaceStyle.self),
            (UITraitCollection(layoutDirection: .rightToLeft), UITraitLayoutDirection.self),
            (UITraitCollection(preferredContentSizeCategory: .small), UITraitPreferredContentSizeCategory.self),
            (UITraitCollection(displayGamut: .P3), UITraitDisplayGamut.self),
            (UITraitCollection(accessibilityContrast: .high), UITraitAccessibilityContrast.self),
            (UITraitCollection(userInterfaceLevel: .elevated), UITraitUserInterfaceLevel.self),
            (UITraitCollection(legibilityWeight: .bold), UITraitLegibilityWeight.self),
            (UITraitCollection(activeAppearance: .inactive), UITraitActiveAppearance.self),
            (UITraitCollection(forceTouchCapability: .available), UITraitForceTouchCapability.self),
        ]
        for (collection, trait) in collections {
            let changed = collection.changedTraits(from: UITraitCollection())
            #expect(changed.map { ObjectIdentifier($0) } == [ObjectIdentifier(trait)])
        }
        #expect(UITraitCollection(displayScale: 2).displayScale == 2)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(forceTouchCapability: .available).forceTouchCapability == .available)
    }

    @Test func aSingleTraitInitializerWithTheUnspecifiedValueSetsNothing() {
        #expect(UITraitCollection(horizontalSizeClass: .unspecified) == UITraitCollection())
        #expect(UITraitCollection(displayScale: 0) == UITraitCollection())
        #expect(UITraitCollection(preferredContentSizeCategory: .unspecified).description == "<UITraitCollection>")
    }

    @Test func laterCollectionsWinForTheTraitsTheySet() {
        let base = UITraitCollection { traits in
            traits.horizontalSizeClass = .regular
            traits.userInterfaceStyle = .light
            traits.displayScale = 2
        }
        let merged = UITraitCollection(traitsFrom: [
            base, UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 3),
        ])
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.userInterfaceStyle == .light)
        #expect(merged.displayScale == 3)
    }

    @Test func anUnspecifiedValueInALaterCollectionDoesNotOverride() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(userInterfaceStyle: .unspecified),
        ])
        #expect(merged.userInterfaceStyle == .dark)
    }

    @Test func mergingNoCollectionsGivesAnEmptyCollection() {
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
    }

    @Test func aCollectionContainsTheTraitsItSetsToEqualValues() {
        let traits = UITraitCollection { traits in
            traits.horizontalSizeClass = .compact
            traits.verticalSizeClass = .regular
            traits.displayScale = 3
        }
        #expect(traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(traits.containsTraits(in: UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 3),
        ])))
        #expect(!traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func everyCollectionContainsAnEmptyOrNilCollection() {
        #expect(UITraitCollection().containsTraits(in: UITraitCollection()))
        #expect(UITraitCollection(displayScale: 2).containsTraits(in: nil))
    }

    @Test func collectionsWithTheSameTraitsAreEqualAndHashAlike() {
        let first = UITraitCollection { traits in
            traits.horizontalSizeClass = .compact
            traits.displayScale = 3
        }
        let second = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 3), UITraitCollection(horizontalSizeClass: .compact),
        ])
        #expect(first == second)
        #expect(first.isEqual(second))
        #expect(first.hash == second.hash)
        #expect(Set([first, second]).count == 1)
    }

    @Test func collectionsWithDifferentValuesAreNotEqual() {
        #expect(UITraitCollection(horizontalSizeClass: .compact) != UITraitCollection(horizontalSizeClass: .regular))
        #expect(UITraitCollection(horizontalSizeClass: .compact) != UITraitCollection())
        #expect(!UITraitCollection().isEqual("not a trait collection"))
    }

    @Test func mutationsSetSeveralTraitsAtOnce() {
        let traits = UITraitCollection { traits in
            traits.userInterfaceIdiom = .phone
            traits.preferredContentSizeCategory = .extraLarge
            traits.legibilityWeight = .bold
        }
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.preferredContentSizeCategory == .extraLarge)
        #expect(traits.legibilityWeight == .bold)
        #expect(traits.horizontalSizeClass == .unspecified)
    }

    @Test func mutationsSeeTheValuesSetEarlierInTheSameBlock() {
        let traits = UITraitCollection { traits in
            traits.displayScale = 2
            traits.displayScale *= 1.5
        }
        #expect(traits.displayScale == 3)
    }

    @Test func modifyingTraitsKeepsTheOriginalAndChangesTheCopy() {
        let original = UITraitCollection { traits in
            traits.horizontalSizeClass = .regular
            traits.userInterfaceStyle = .light
        }
        let modified = original.modifyingTraits { traits in
            #expect(traits.userInterfaceStyle == .light)
            traits.userInterfaceStyle = .dark
        }
        #expect(original.userInterfaceStyle == .light)
        #expect(modified.userInterfaceStyle == .dark)
        #expect(modified.horizontalSizeClass == .regular)
    }

    @Test func settingATraitToUnspecifiedInModifyingTraitsUnsetsIt() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let modified = dark.modifyingTraits { $0.userInterfaceStyle = .unspecified }
        #expect(modified == UITraitCollection())
    }

    @Test func theSubscriptReadsSystemTraits() {
        let traits = UITraitCollection(verticalSizeClass: .compact)
        #expect(traits[UITraitVerticalSizeClass.self] == .compact)
        #expect(traits[UITraitHorizontalSizeClass.self] == .unspecified)
    }

    @Test func theGenericInitializerSetsOneTrait() {
        let traits = UITraitCollection(UITraitUserInterfaceLevel.self, value: .elevated)
        #expect(traits.userInterfaceLevel == .elevated)
        #expect(traits == UITraitCollection(userInterfaceLevel: .elevated))
    }

    @Test func aCopyIsTheSameImmutableCollection() {
        let traits = UITraitCollection(displayScale: 2)
        #expect(traits.copy() as? UITraitCollection === traits)
    }
}
