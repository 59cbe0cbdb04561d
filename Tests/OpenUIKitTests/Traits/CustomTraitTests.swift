import Testing
import UIKit

@MainActor
@Suite struct CustomTraitTests {
    @Test func aCustomTraitReadsItsDefaultWhenUnset() {
        #expect(UITraitCollection()[ThemeTrait.self] == .standard)
        #expect(UITraitCollection()[AccentTrait.self] == "blue")
    }

    @Test func mutationsSetACustomTraitThroughTheSubscript() {
        let traits = UITraitCollection { $0[ThemeTrait.self] = .monochrome }
        #expect(traits[ThemeTrait.self] == .monochrome)
    }

    @Test func aCustomTraitHasDefaultNameIdentifierAndColorBehaviour() {
        #expect(ThemeTrait.name == "ThemeTrait")
        #expect(ThemeTrait.identifier.hasSuffix(".ThemeTrait"))
        #expect(ThemeTrait.identifier != ThemeTrait.name)
        #expect(!ThemeTrait.affectsColorAppearance)
    }

    @Test func aCustomTraitSetToItsDefaultStillOverridesInAMerge() {
        let parent = UITraitCollection { $0[ThemeTrait.self] = .monochrome }
        let override = UITraitCollection { $0[ThemeTrait.self] = .standard }
        #expect(UITraitCollection(traitsFrom: [parent, override])[ThemeTrait.self] == .standard)
    }

    @Test func aCustomTraitSetToItsDefaultIsAnotherCollectionThanAnEmptyOne() {
        let explicit = UITraitCollection { $0[ThemeTrait.self] = .standard }
        #expect(explicit != UITraitCollection())
        #expect(explicit.changedTraits(from: UITraitCollection()).isEmpty)
    }

    @Test func containmentComparesCustomTraitValues() {
        let traits = UITraitCollection { traits in
            traits[ThemeTrait.self] = .monochrome
            traits.horizontalSizeClass = .compact
        }
        #expect(traits.containsTraits(in: UITraitCollection { $0[ThemeTrait.self] = .monochrome }))
        #expect(!traits.containsTraits(in: UITraitCollection { $0[ThemeTrait.self] = .standard }))
        #expect(!traits.containsTraits(in: UITraitCollection { $0[AccentTrait.self] = "red" }))
    }

    @Test func collectionsWithEqualCustomValuesAreEqual() {
        let first = UITraitCollection { $0[AccentTrait.self] = "red" }
        let second = UITraitCollection { $0[AccentTrait.self] = "red" }
        #expect(first == second)
        #expect(first.hash == second.hash)
        #expect(first != UITraitCollection { $0[AccentTrait.self] = "green" })
    }

    @Test func aChangedCustomTraitIsReportedAsChanged() {
        let before = UITraitCollection { $0[ThemeTrait.self] = .standard }
        let after = before.modifyingTraits { $0[ThemeTrait.self] = .monochrome }
        #expect(after.changedTraits(from: before).map { $0.identifier } == [ThemeTrait.identifier])
    }

    @Test func theGenericInitializerSetsACustomTrait() {
        #expect(UITraitCollection(AccentTrait.self, value: "red")[AccentTrait.self] == "red")
    }
}
