import Foundation
@testable import OpenCoreGraphics
import Testing

@Suite struct CGGradientTests {
    let srgb = CGColorSpace(name: CGColorSpace.sRGB)!

    @Test func aGradientNeedsAtLeastOneColour() {
        #expect(CGGradient(colorsSpace: srgb, colors: [], locations: nil) == nil)
    }

    @Test func locationsMustMatchTheColours() {
        #expect(CGGradient(colorsSpace: srgb, colors: [CGColor.black, CGColor.white], locations: [0]) == nil)
        #expect(CGGradient(colorsSpace: srgb, colors: [CGColor.black, CGColor.white], locations: [0, 1]) != nil)
    }

    @Test func componentsInitialiserReadsCountColours() {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let locations: [CGFloat] = [0, 1]
        #expect(CGGradient(colorSpace: srgb, colorComponents: components, locations: locations, count: 2) != nil)
        #expect(CGGradient(colorSpace: srgb, colorComponents: components, locations: nil, count: 0) == nil)
    }

    @Test func optionsHaveCoreGraphicsValues() {
        #expect(CGGradientDrawingOptions.drawsBeforeStartLocation.rawValue == 1)
        #expect(CGGradientDrawingOptions.drawsAfterEndLocation.rawValue == 2)
    }
}

@Suite struct CGGradientCFArrayTests {
    @Test func colorsGivenAsACFArrayMakeTheSameGradientAsASwiftArray() {
        let colors = [CGColor.black, CGColor.white]
        let bridged = CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: [0, 1])
        #expect(bridged != nil)
        #expect(bridged?.stops == CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1])?.stops)
    }

    @Test func aCFArrayWithoutColoursMakesNoGradient() {
        #expect(CGGradient(colorsSpace: nil, colors: ["not a colour"] as CFArray, locations: nil) == nil)
    }
}
