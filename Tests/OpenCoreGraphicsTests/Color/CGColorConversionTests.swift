import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGColorConversionTests {
    func space(_ name: String) -> CGColorSpace { CGColorSpace(name: name)! }

    @Test func rgbaOfAnSRGBColourIsItsComponents() {
        let rgba = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).rgba
        #expect(rgba.red == 0.1 && rgba.green == 0.2 && rgba.blue == 0.3 && rgba.alpha == 0.4)
    }

    @Test func rgbaOfAGrayColourExpandsToEqualChannels() {
        let rgba = CGColor(gray: 0.25, alpha: 0.5).rgba
        #expect(rgba.red == 0.25 && rgba.green == 0.25 && rgba.blue == 0.25 && rgba.alpha == 0.5)
    }

    @Test func rgbaOfLinearGrayIsGammaEncoded() {
        let rgba = CGColor(colorSpace: space(CGColorSpace.linearGray), components: [0.2140, 1])!.rgba
        #expect(abs(rgba.red - 0.5) < 0.001)
    }

    @Test func rgbaOfDisplayP3RedLeavesTheSRGBGamut() {
        let rgba = CGColor(colorSpace: space(CGColorSpace.displayP3), components: [1, 0, 0, 1])!.rgba
        #expect(rgba.red > 1)
        #expect(rgba.green < 0)
    }

    @Test func convertingGrayToSRGBGivesEqualChannels() {
        let converted = CGColor(gray: 0.5, alpha: 1).converted(to: space(CGColorSpace.sRGB), intent: .defaultIntent, options: nil)
        #expect(converted?.components == [0.5, 0.5, 0.5, 1])
    }

    @Test func convertingSRGBToLinearAppliesTheTransferCurve() throws {
        let converted = try #require(
            CGColor(red: 0.5, green: 1, blue: 0, alpha: 1)
                .converted(to: space(CGColorSpace.linearSRGB), intent: .defaultIntent, options: nil))
        let components = try #require(converted.components)
        #expect(abs(components[0] - 0.21404) < 1e-4)
        #expect(abs(components[1] - 1) < 1e-9)
    }

    @Test func convertingRedToGrayUsesItsLuminance() throws {
        let converted = try #require(
            CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                .converted(to: space(CGColorSpace.linearGray), intent: .defaultIntent, options: nil))
        #expect(abs(converted.components![0] - 0.2126) < 1e-4)
    }

    @Test func convertingToP3AndBackRoundTrips() throws {
        let original = CGColor(red: 0.8, green: 0.3, blue: 0.1, alpha: 1)
        let p3 = try #require(original.converted(to: space(CGColorSpace.displayP3), intent: .perceptual, options: nil))
        let back = try #require(p3.converted(to: space(CGColorSpace.sRGB), intent: .perceptual, options: nil))
        for (a, b) in zip(original.components!, back.components!) { #expect(abs(a - b) < 1e-4) }
    }

    @Test func convertingToTheSameSpaceReturnsAnEqualColour() {
        let color = CGColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1)
        #expect(color.converted(to: space(CGColorSpace.sRGB), intent: .defaultIntent, options: nil) == color)
    }

    @Test func conversionKeepsAlpha() {
        let converted = CGColor(gray: 0.5, alpha: 0.3).converted(to: space(CGColorSpace.displayP3), intent: .defaultIntent, options: nil)
        #expect(converted?.alpha == 0.3)
    }
}
