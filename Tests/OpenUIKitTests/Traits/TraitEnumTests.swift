import Testing
import UIKit

@Suite struct TraitEnumTests {
    @Test func sizeClassesHaveUIKitsRawValues() {
        #expect([UIUserInterfaceSizeClass.unspecified, .compact, .regular].map(\.rawValue) == [0, 1, 2])
    }

    @Test func idiomsHaveUIKitsRawValues() {
        let idioms: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
        #expect(idioms.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
    }

    @Test func stylesAndLayoutDirectionsHaveUIKitsRawValues() {
        #expect([UIUserInterfaceStyle.unspecified, .light, .dark].map(\.rawValue) == [0, 1, 2])
        let directions: [UITraitEnvironmentLayoutDirection] = [.unspecified, .leftToRight, .rightToLeft]
        #expect(directions.map(\.rawValue) == [-1, 0, 1])
    }

    @Test func theRemainingTraitEnumsHaveUIKitsRawValues() {
        #expect([UIDisplayGamut.unspecified, .SRGB, .P3].map(\.rawValue) == [-1, 0, 1])
        #expect([UIAccessibilityContrast.unspecified, .normal, .high].map(\.rawValue) == [-1, 0, 1])
        #expect([UIUserInterfaceLevel.unspecified, .base, .elevated].map(\.rawValue) == [-1, 0, 1])
        #expect([UILegibilityWeight.unspecified, .regular, .bold].map(\.rawValue) == [-1, 0, 1])
        #expect([UIUserInterfaceActiveAppearance.unspecified, .inactive, .active].map(\.rawValue) == [-1, 0, 1])
        #expect([UIForceTouchCapability.unknown, .unavailable, .available].map(\.rawValue) == [0, 1, 2])
    }
}
