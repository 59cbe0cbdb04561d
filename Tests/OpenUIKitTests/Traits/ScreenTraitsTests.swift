import Testing
import UIKit
@testable import OpenUIKit

@MainActor
@Suite struct ScreenTraitsTests {
    private func traits(screen: CGSize, window: CGSize? = nil, scale: CGFloat = 3) -> UITraitCollection {
        UITraitCollection.forScreen(bounds: CGRect(origin: .zero, size: screen), scale: scale, windowSize: window)
    }

    @Test func aPortraitPhoneIsCompactWideAndRegularTall() {
        let phone = traits(screen: CGSize(width: 390, height: 844))
        #expect(phone.userInterfaceIdiom == .phone)
        #expect(phone.horizontalSizeClass == .compact)
        #expect(phone.verticalSizeClass == .regular)
    }

    @Test func aLandscapePhoneIsCompactBothWays() {
        let phone = traits(screen: CGSize(width: 844, height: 390))
        #expect(phone.userInterfaceIdiom == .phone)
        #expect(phone.horizontalSizeClass == .compact)
        #expect(phone.verticalSizeClass == .compact)
    }

    @Test func aLandscapeMaxPhoneIsRegularWide() {
        let phone = traits(screen: CGSize(width: 932, height: 430))
        #expect(phone.horizontalSizeClass == .regular)
        #expect(phone.verticalSizeClass == .compact)
    }

    @Test func aLandscapePlusPhoneIsRegularWide() {
        #expect(traits(screen: CGSize(width: 736, height: 414)).horizontalSizeClass == .regular)
    }

    @Test func aLandscapeProPhoneNarrowerThanAMaxIsCompactWide() {
        #expect(traits(screen: CGSize(width: 874, height: 402)).horizontalSizeClass == .compact)
    }

    @Test func aPortraitMaxPhoneIsCompactWide() {
        let phone = traits(screen: CGSize(width: 430, height: 932))
        #expect(phone.horizontalSizeClass == .compact)
        #expect(phone.verticalSizeClass == .regular)
    }

    @Test func aFullScreenPadIsRegularBothWays() {
        let pad = traits(screen: CGSize(width: 1024, height: 1366), scale: 2)
        #expect(pad.userInterfaceIdiom == .pad)
        #expect(pad.horizontalSizeClass == .regular)
        #expect(pad.verticalSizeClass == .regular)
        #expect(pad.displayScale == 2)
    }

    @Test func aLandscapePadIsRegularBothWays() {
        let pad = traits(screen: CGSize(width: 1366, height: 1024))
        #expect(pad.horizontalSizeClass == .regular)
        #expect(pad.verticalSizeClass == .regular)
    }

    @Test func aNarrowPadWindowIsCompactWide() {
        let pad = traits(screen: CGSize(width: 1024, height: 1366), window: CGSize(width: 500, height: 1366))
        #expect(pad.userInterfaceIdiom == .pad)
        #expect(pad.horizontalSizeClass == .compact)
        #expect(pad.verticalSizeClass == .regular)
    }

    @Test func aPadWindowOf678PointsIsRegularWide() {
        let pad = traits(screen: CGSize(width: 1366, height: 1024), window: CGSize(width: 678, height: 1024))
        #expect(pad.horizontalSizeClass == .regular)
    }

    @Test func theIPadMiniIsAPad() {
        #expect(traits(screen: CGSize(width: 744, height: 1133)).userInterfaceIdiom == .pad)
    }

    @Test func screenTraitsCarryTheDeviceDefaults() {
        let phone = traits(screen: CGSize(width: 390, height: 844))
        #expect(phone.displayScale == 3)
        #expect(phone.userInterfaceStyle == .light)
        #expect(phone.layoutDirection == .leftToRight)
        #expect(phone.preferredContentSizeCategory == .large)
        #expect(phone.displayGamut == .SRGB)
        #expect(phone.accessibilityContrast == .normal)
        #expect(phone.userInterfaceLevel == .base)
        #expect(phone.legibilityWeight == .regular)
        #expect(phone.activeAppearance == .active)
        #expect(phone.forceTouchCapability == .unavailable)
    }
}
