import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextFillTests {
    @Test func fillingARectPaintsExactlyItsPixels() {
        let context = makeContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 2, width: 3, height: 3))
        let pixels = context.allPixels()
        // y-up: rows 2...4 from the bottom are rows 3...5 from the top.
        #expect(pixels[3][2] == .red && pixels[5][4] == .red)
        #expect(pixels[2][2] == .clear && pixels[6][2] == .clear && pixels[3][5] == .clear)
        #expect(pixels.joined().filter { $0 == .red }.count == 9)
    }

    @Test func theOriginIsAtTheBottomLeft() {
        let context = makeContext()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(0, 7) == .black)
        #expect(context.pixelAt(0, 0) == .clear)
    }

    @Test func theDefaultFillColourIsOpaqueBlack() {
        let context = makeContext(width: 1, height: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(0, 0) == .black)
    }

    @Test func fillColoursCanBeGivenAsCGColorGrayOrRGB() {
        let context = makeContext(width: 3, height: 1)
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(context.allPixels()[0] == [.green, .white, .blue])
    }

    @Test func fillingSeveralRectsPaintsTheirUnion() {
        let context = makeContext(width: 4, height: 1)
        context.fill([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 0, width: 2, height: 1)])
        #expect(context.allPixels()[0] == [.black, .clear, .black, .black])
    }

    @Test func fillingTheCurrentPathConsumesIt() {
        let context = makeContext()
        context.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.fillPath()
        #expect(context.isPathEmpty)
        #expect(context.pixelAt(0, 7) == .black)
    }

    @Test func fillRectLeavesTheCurrentPathAlone() {
        let context = makeContext()
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.fill(CGRect(x: 4, y: 4, width: 1, height: 1))
        #expect(!context.isPathEmpty)
    }

    @Test func evenOddFillingLeavesAHole() {
        let context = makeContext()
        context.addRect(CGRect(x: 0, y: 0, width: 8, height: 8))
        context.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
        context.fillPath(using: .evenOdd)
        #expect(context.pixelAt(4, 4) == .clear)
        #expect(context.pixelAt(0, 0) == .black)
    }

    @Test func windingFillingFillsNestedSameDirectionShapes() {
        let context = makeContext()
        context.addRect(CGRect(x: 0, y: 0, width: 8, height: 8))
        context.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
        context.fillPath(using: .winding)
        #expect(context.pixelAt(4, 4) == .black)
    }

    @Test func fillingAnEllipseCoversItsCentreButNotItsCorners() {
        let context = makeContext(width: 16, height: 16)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(context.pixelAt(8, 8) == .black)
        #expect(context.pixelAt(0, 0) == .clear)
    }

    @Test func clearMakesTransparentIgnoringBlendModeAndAlpha() {
        let context = makeContext(width: 2, height: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setAlpha(0.3)
        context.setBlendMode(.multiply)
        context.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.allPixels()[0] == [.clear, .black])
    }

    @Test func drawPathFillStrokePaintsBoth() {
        let context = makeContext(width: 16, height: 16)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(2)
        context.addRect(CGRect(x: 4, y: 4, width: 8, height: 8))
        context.drawPath(using: .fillStroke)
        #expect(context.pixelAt(8, 8) == .red)
        #expect(context.pixelAt(4, 8) == .blue)
        #expect(context.isPathEmpty)
    }

    @Test func drawPathEvenOddFillStrokeLeavesTheHoleUnfilled() {
        let context = makeContext(width: 16, height: 16)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(2)
        context.addRect(CGRect(x: 0, y: 0, width: 16, height: 16))
        context.addRect(CGRect(x: 4, y: 4, width: 8, height: 8))
        context.drawPath(using: .eoFillStroke)
        #expect(context.pixelAt(8, 8) == .clear)
        #expect(context.pixelAt(2, 2) == .black)
        #expect(context.pixelAt(4, 8) == .blue)
    }
}
