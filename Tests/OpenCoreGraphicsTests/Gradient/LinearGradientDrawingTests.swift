import Foundation
import OpenCoreGraphics
import Testing

@Suite struct LinearGradientDrawingTests {
    let blackToWhite = CGGradient(
        colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: [CGColor.black, CGColor.white], locations: [0, 1])!

    func draw(from start: CGFloat, to end: CGFloat, options: CGGradientDrawingOptions = []) -> [Pixel] {
        let context = makeContext(width: 8, height: 1)
        context.drawLinearGradient(
            blackToWhite, start: CGPoint(x: start, y: 0), end: CGPoint(x: end, y: 0), options: options)
        return context.allPixels()[0]
    }

    @Test func colourChangesSteadilyFromStartToEnd() {
        let pixels = draw(from: 0, to: 8)
        #expect(pixels[0].red < 20 && pixels[7].red > 235)
        #expect(zip(pixels, pixels.dropFirst()).allSatisfy { $0.red < $1.red })
        #expect(pixels.allSatisfy { $0.alpha == 255 && $0.red == $0.green })
    }

    @Test func theMiddleIsHalfWay() {
        let pixels = draw(from: 0, to: 8)
        #expect(abs(Int(pixels[3].red) + Int(pixels[4].red) - 255) <= 2)
    }

    @Test func withoutOptionsNothingIsPaintedBeyondTheEnds() {
        let pixels = draw(from: 2, to: 6)
        #expect(pixels[0] == .clear && pixels[1] == .clear)
        #expect(pixels[6] == .clear && pixels[7] == .clear)
        #expect(pixels[2].alpha == 255 && pixels[5].alpha == 255)
    }

    @Test func drawsBeforeStartExtendsTheFirstColour() {
        let pixels = draw(from: 2, to: 6, options: .drawsBeforeStartLocation)
        #expect(pixels[0] == .black)
        #expect(pixels[7] == .clear)
    }

    @Test func drawsAfterEndExtendsTheLastColour() {
        let pixels = draw(from: 2, to: 6, options: .drawsAfterEndLocation)
        #expect(pixels[7] == .white)
        #expect(pixels[0] == .clear)
    }

    @Test func bothOptionsFillTheWholeClip() {
        let pixels = draw(from: 2, to: 6, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(pixels.first == .black && pixels.last == .white)
    }

    @Test func gradientsRespectTheClipAndTheCTM() {
        let context = makeContext(width: 8, height: 2)
        context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 1))
        context.scaleBy(x: 2, y: 1)
        context.drawLinearGradient(
            blackToWhite, start: .zero, end: CGPoint(x: 4, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let pixels = context.allPixels()
        #expect(pixels[0].allSatisfy { $0 == .clear })
        #expect(pixels[1][7].red > 235 && pixels[1][0].red < 20)
    }

    @Test func equalStartAndEndDrawNothing() {
        #expect(draw(from: 3, to: 3, options: [.drawsBeforeStartLocation]).allSatisfy { $0 == .clear })
    }

    @Test func evenlySpacedStopsWithoutLocations() {
        let gradient = CGGradient(
            colorsSpace: nil,
            colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
                     CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
            locations: nil)!
        let context = makeContext(width: 9, height: 1)
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 8.5, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let pixels = context.allPixels()[0]
        #expect(pixels[0] == .red && pixels[4] == .green && pixels[8] == .blue)
    }
}
