import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGImageCroppingTests {
    @Test func croppingKeepsThePixelsInsideMeasuredFromTheTop() throws {
        let cropped = try #require(makeQuadrantImage().cropping(to: CGRect(x: 1, y: 0, width: 1, height: 2)))
        #expect(cropped.width == 1 && cropped.height == 2)
        #expect(cropped.pixelAt(0, 0) == .green)
        #expect(cropped.pixelAt(0, 1) == .white)
    }

    @Test func croppingKeepsTheLayout() throws {
        let cropped = try #require(makeQuadrantImage().cropping(to: CGRect(x: 0, y: 1, width: 2, height: 1)))
        #expect(cropped.bitmapInfo == makeQuadrantImage().bitmapInfo)
        #expect(cropped.dataProvider?.data == Data([0, 0, 255, 255, 255, 255, 255, 255]))
    }

    @Test func croppingIsLimitedToTheImage() throws {
        let cropped = try #require(makeQuadrantImage().cropping(to: CGRect(x: 1, y: 1, width: 10, height: 10)))
        #expect(cropped.width == 1 && cropped.height == 1)
        #expect(cropped.pixelAt(0, 0) == .white)
    }

    @Test func fractionalRectanglesAreMadeIntegralOutwards() throws {
        let cropped = try #require(makeQuadrantImage().cropping(to: CGRect(x: 0.5, y: 0.5, width: 0.2, height: 0.2)))
        #expect(cropped.width == 1 && cropped.height == 1)
    }

    @Test func croppingOutsideTheImageGivesNil() {
        #expect(makeQuadrantImage().cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
    }

    @Test func croppingToANonFiniteRectangleGivesNil() {
        #expect(makeQuadrantImage().cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == nil)
        #expect(makeQuadrantImage().cropping(to: .infinite) == nil)
        #expect(makeQuadrantImage().cropping(to: .null) == nil)
    }
}
