import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGColorTests {
    @Test func rgbInitialiserMakesAnSRGBColourWithAlphaLast() {
        let color = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(color.components == [1, 0.5, 0.25, 0.75])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.75)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
    }

    @Test func srgbInitialiserMatchesTheRGBInitialiser() {
        #expect(CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1) == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    }

    @Test func grayInitialiserMakesAGrayGammaColour() {
        let color = CGColor(gray: 0.5, alpha: 1)
        #expect(color.components == [0.5, 1])
        #expect(color.colorSpace?.name == CGColorSpace.genericGrayGamma2_2)
        #expect(color == CGColor(genericGrayGamma2_2Gray: 0.5, alpha: 1))
    }

    @Test func componentsInitialiserReadsColourAndAlpha() throws {
        let values: [CGFloat] = [0.1, 0.2, 0.3, 0.4]
        let color = try #require(CGColor(colorSpace: CGColorSpace(name: CGColorSpace.displayP3)!, components: values))
        #expect(color.components == values)
        #expect(color.colorSpace?.name == CGColorSpace.displayP3)
    }

    @Test func constantsAreGrayBlackWhiteAndClear() {
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.components == [0, 0])
    }

    @Test func copyWithAlphaKeepsTheColour() {
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0.5)
        #expect(color?.components == [1, 0, 0, 0.5])
    }

    @Test func coloursInDifferentSpacesAreNotEqual() {
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test func componentsOutsideTheRangeAreClampedInStandardSpaces() {
        #expect(CGColor(red: 2, green: -1, blue: 0.5, alpha: 3).components == [1, 0, 0.5, 1])
    }

    @Test func extendedSpacesKeepComponentsOutsideTheRange() {
        let values: [CGFloat] = [1.5, -0.25, 0, 1]
        let color = CGColor(colorSpace: CGColorSpace(name: CGColorSpace.extendedSRGB)!, components: values)
        #expect(color?.components == values)
    }

    @Test func nanComponentsBecomeZero() {
        #expect(CGColor(red: .nan, green: 1, blue: 1, alpha: 1).components == [0, 1, 1, 1])
    }

    @Test func patternIsAlwaysNil() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).pattern == nil)
    }
}
