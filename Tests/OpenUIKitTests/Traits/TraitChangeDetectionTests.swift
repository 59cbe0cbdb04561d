import Testing
import UIKit
@testable import OpenUIKit

@MainActor
@Suite struct TraitChangeDetectionTests {
    @Test func changedTraitsListsEveryTraitWhoseValueDiffers() {
        let before = UITraitCollection { traits in
            traits.horizontalSizeClass = .compact
            traits.verticalSizeClass = .regular
            traits.displayScale = 3
        }
        let after = before.modifyingTraits { traits in
            traits.horizontalSizeClass = .regular
            traits.verticalSizeClass = .unspecified
            traits.userInterfaceStyle = .dark
        }
        #expect(after.changedTraits(from: before).map { $0.name }
            == ["HorizontalSizeClass", "VerticalSizeClass", "UserInterfaceStyle"])
    }

    @Test func equalCollectionsHaveNoChangedTraits() {
        let traits = UITraitCollection { $0.displayGamut = .P3 }
        #expect(traits.changedTraits(from: UITraitCollection(displayGamut: .P3)).isEmpty)
    }

    @Test func changesFromNilCompareWithAnEmptyCollection() {
        let traits = UITraitCollection(userInterfaceIdiom: .pad)
        #expect(traits.changedTraits(from: nil).map { $0.name } == ["UserInterfaceIdiom"])
    }

    @Test func aStyleChangeHasADifferentColorAppearance() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    }

    @Test func aSizeClassChangeDoesNotChangeColorAppearance() {
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        #expect(!compact.hasDifferentColorAppearance(comparedTo: UITraitCollection(horizontalSizeClass: .regular)))
    }

    @Test func aCustomTraitThatAffectsColorsChangesColorAppearance() {
        let red = UITraitCollection { $0[AccentTrait.self] = "red" }
        #expect(red.hasDifferentColorAppearance(comparedTo: UITraitCollection { $0[AccentTrait.self] = "green" }))
        #expect(!UITraitCollection { $0[ThemeTrait.self] = .monochrome }.hasDifferentColorAppearance(comparedTo: nil))
    }

    @Test func systemTraitsAffectingColorAppearanceAreTheOnesThatSaySo() {
        let traits = UITraitCollection.systemTraitsAffectingColorAppearance
        #expect(traits.allSatisfy { $0.affectsColorAppearance })
        #expect(traits.map { $0.name }.contains("UserInterfaceStyle"))
        #expect(!UITraitHorizontalSizeClass.affectsColorAppearance)
    }

    @Test func differsIsTrueOnlyWhenARequestedTraitChanged() {
        let before = UITraitCollection { traits in
            traits.horizontalSizeClass = .compact
            traits.displayScale = 3
        }
        let after = before.modifyingTraits { $0.displayScale = 2 }
        #expect(after.differs(from: before, in: [UITraitDisplayScale.self]))
        #expect(after.differs(from: before, in: [UITraitHorizontalSizeClass.self, UITraitDisplayScale.self]))
        #expect(!after.differs(from: before, in: [UITraitHorizontalSizeClass.self]))
        #expect(!after.differs(from: before, in: []))
    }

    @Test func differsComparesCustomTraitValuesNotWhetherTheyAreSet() {
        let explicitDefault = UITraitCollection { $0[ThemeTrait.self] = .standard }
        #expect(!explicitDefault.differs(from: UITraitCollection(), in: [ThemeTrait.self]))
        #expect(UITraitCollection { $0[ThemeTrait.self] = .monochrome }.differs(from: nil, in: [ThemeTrait.self]))
    }

    @Test func changedTraitIdentifiersAreTheKeysOfTheChangedTraits() {
        let after = UITraitCollection { traits in
            traits.verticalSizeClass = .compact
            traits[ThemeTrait.self] = .monochrome
        }
        #expect(after.changedTraitIdentifiers(from: UITraitCollection(verticalSizeClass: .compact))
            == [ObjectIdentifier(ThemeTrait.self)])
    }

    @Test func isSpecifiedTellsASetTraitFromItsDefault() {
        let traits = UITraitCollection { traits in
            traits.displayScale = 2
            traits[ThemeTrait.self] = .standard
        }
        #expect(traits.isSpecified(UITraitDisplayScale.self))
        #expect(traits.isSpecified(ThemeTrait.self))
        #expect(!traits.isSpecified(UITraitHorizontalSizeClass.self))
    }
}
