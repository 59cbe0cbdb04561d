import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGColorSpaceTests {
    @Test(arguments: [
        CGColorSpace.sRGB, CGColorSpace.genericRGBLinear, CGColorSpace.linearSRGB, CGColorSpace.extendedSRGB,
        CGColorSpace.displayP3,
    ])
    func rgbNamedSpacesHaveThreeComponents(name: String) throws {
        let space = try #require(CGColorSpace(name: name))
        #expect(space.model == .rgb)
        #expect(space.numberOfComponents == 3)
        #expect(space.name == name)
    }

    @Test(arguments: [CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray])
    func grayNamedSpacesHaveOneComponent(name: String) throws {
        let space = try #require(CGColorSpace(name: name))
        #expect(space.model == .monochrome)
        #expect(space.numberOfComponents == 1)
    }

    @Test func namesAreCoreGraphicsIdentifiers() {
        #expect(CGColorSpace.sRGB == "kCGColorSpaceSRGB")
        #expect(CGColorSpace.displayP3 == "kCGColorSpaceDisplayP3")
        #expect(CGColorSpace.genericGrayGamma2_2 == "kCGColorSpaceGenericGrayGamma2_2")
    }

    @Test func anUnknownNameGivesNil() {
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchThing") == nil)
    }

    @Test func deviceRGBIsAnRGBSpace() {
        let space = CGColorSpaceCreateDeviceRGB()
        #expect(space.model == .rgb)
        #expect(space.numberOfComponents == 3)
        #expect(space.name == "kCGColorSpaceDeviceRGB")
    }

    @Test func deviceGrayIsAMonochromeSpace() {
        let space = CGColorSpaceCreateDeviceGray()
        #expect(space.model == .monochrome)
        #expect(space.numberOfComponents == 1)
    }

    @Test func spacesWithTheSameNameAreEqual() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB) == CGColorSpace(name: CGColorSpace.sRGB))
        #expect(CGColorSpace(name: CGColorSpace.sRGB) != CGColorSpace(name: CGColorSpace.displayP3))
    }

    @Test func displayP3IsWideGamutAndSRGBIsNot() {
        #expect(CGColorSpace(name: CGColorSpace.displayP3)!.isWideGamutRGB)
        #expect(!CGColorSpace(name: CGColorSpace.sRGB)!.isWideGamutRGB)
    }
}
