import Foundation
import Testing
import UIKit

extension TextTests {
    @Suite struct StringDrawingTests {
        let font = UIFont.systemFont(ofSize: 20)

        @Test func drawingAtAPointInksTheMeasuredRectangleOnly() throws {
            let image = renderText(width: 200, height: 60) {
                "Hello".draw(at: CGPoint(x: 30, y: 10), withAttributes: [.font: font])
            }
            writeDebugPNG(image, named: "text-draw-at")
            let size = "Hello".size(withAttributes: [.font: font])
            let ink = try #require(inkBounds(image))
            #expect(ink.minX >= 30)
            #expect(ink.maxX <= 30 + size.width + 1)
            #expect(ink.minY >= 10)
            #expect(ink.maxY <= 10 + size.height + 1)
            #expect(hasDarkInk(image, in: CGRect(x: 30, y: 10, width: size.width, height: size.height)))
            #expect(inkBounds(image, in: CGRect(x: 0, y: 0, width: 29, height: 60)) == nil)
            #expect(inkBounds(image, in: CGRect(x: 0, y: 10 + size.height + 1, width: 200, height: 60)) == nil)
        }

        @Test func textIsUprightWithCapitalsAboveTheBaseline() throws {
            let image = renderText(width: 100, height: 40) {
                "H".draw(at: CGPoint(x: 10, y: 5), withAttributes: [.font: font])
            }
            let ink = try #require(inkBounds(image))
            let baseline = 5 + font.ascender
            #expect(abs(ink.maxY - baseline) <= 1)
            #expect(abs((baseline - ink.minY) - font.capHeight) <= 1)
        }

        @Test func textIsBlackUnlessColoured() throws {
            let black = renderText(width: 100, height: 40) {
                "Hello".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font])
            }
            #expect(hasDarkInk(black, in: CGRect(x: 0, y: 0, width: 100, height: 40)))
            let red = renderText(width: 100, height: 40) {
                "Hello".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font, .foregroundColor: UIColor.red])
            }
            #expect(!hasDarkInk(red, in: CGRect(x: 0, y: 0, width: 100, height: 40)))
            let ink = try #require(inkBounds(red, threshold: 250))
            let pixel = red.pixel(x: Int(ink.midX), y: Int(ink.midY))
            #expect(pixel.alpha < 250 || (pixel.red > 200 && pixel.green < 60))
        }

        @Test func aBackgroundColourFillsBehindTheText() {
            let image = renderText(width: 100, height: 40) {
                "Hello".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font, .backgroundColor: UIColor.blue])
            }
            let p = image.pixel(x: 6, y: 6)
            #expect(p.alpha == 255 && p.blue > 200 && p.red < 50)
        }

        @Test func drawingWithoutACurrentContextDoesNothing() {
            #expect(UIGraphicsGetCurrentContext() == nil)
            "Hello".draw(at: .zero, withAttributes: [.font: font])
            "Hello".draw(in: CGRect(x: 0, y: 0, width: 50, height: 50), withAttributes: nil)
            NSAttributedString(string: "Hello").draw(at: .zero)
        }

        @Test func centredTextIsInkedAroundTheMiddleOfTheRectangle() throws {
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            let image = renderText(width: 200, height: 40) {
                "Hi".draw(
                    in: CGRect(x: 0, y: 0, width: 200, height: 40),
                    withAttributes: [.font: font, .paragraphStyle: style])
            }
            let ink = try #require(inkBounds(image))
            #expect(abs(ink.midX - 100) < 3)
        }

        @Test func rightAlignedTextEndsAtTheRightEdge() throws {
            let style = NSMutableParagraphStyle()
            style.alignment = .right
            let image = renderText(width: 200, height: 40) {
                "Hi".draw(
                    in: CGRect(x: 0, y: 0, width: 200, height: 40),
                    withAttributes: [.font: font, .paragraphStyle: style])
            }
            let left = try #require(inkBounds(renderText(width: 200, height: 40) {
                "Hi".draw(in: CGRect(x: 0, y: 0, width: 200, height: 40), withAttributes: [.font: font])
            }))
            let ink = try #require(inkBounds(image))
            #expect(ink.maxX > 190)
            #expect(left.minX < 10)
        }

        @Test func drawingInARectangleWrapsAndKeepsTheLinesThatFit() throws {
            let text = "one two three four five six seven eight nine ten"
            let box = CGRect(x: 10, y: 10, width: 100, height: font.lineHeight * 2.5)
            let image = renderText(width: 200, height: 200) {
                text.draw(in: box, withAttributes: [.font: font])
            }
            writeDebugPNG(image, named: "text-draw-in")
            let ink = try #require(inkBounds(image))
            #expect(ink.maxX <= box.maxX + 1)
            #expect(ink.maxY <= box.minY + font.lineHeight * 2 + 1)
            #expect(ink.maxY > box.minY + font.lineHeight + 1)
        }

        @Test func aTruncatedLineStaysOnOneLineWithinTheWidth() throws {
            let style = NSMutableParagraphStyle()
            style.lineBreakMode = .byTruncatingTail
            let text = "A long line of text that cannot possibly fit in the box"
            let image = renderText(width: 300, height: 100) {
                text.draw(
                    in: CGRect(x: 0, y: 0, width: 120, height: 100),
                    withAttributes: [.font: font, .paragraphStyle: style])
            }
            let ink = try #require(inkBounds(image))
            #expect(ink.maxX <= 121)
            #expect(ink.maxY <= font.lineHeight + 1)
        }

        @Test func truncatesLastVisibleLineEndsTheLastLineWithAnEllipsis() throws {
            let text = "one two three four five six seven eight nine ten eleven twelve"
            let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .truncatesLastVisibleLine]
            let box = CGRect(x: 0, y: 0, width: 100, height: font.lineHeight * 2)
            let rect = text.boundingRect(with: box.size, options: options, attributes: [.font: font], context: nil)
            #expect(abs(rect.height - font.lineHeight * 2) < 0.01)
            let image = renderText(width: 200, height: 100) {
                text.draw(with: box, options: options, attributes: [.font: font], context: nil)
            }
            let ink = try #require(inkBounds(image))
            #expect(ink.maxX <= 101)
            #expect(ink.maxY <= font.lineHeight * 2 + 1)
        }

        @Test func drawingWithoutLineFragmentOriginPutsTheBaselineAtTheOrigin() throws {
            let image = renderText(width: 100, height: 60) {
                "H".draw(
                    with: CGRect(x: 10, y: 40, width: 100, height: 100), options: [], attributes: [.font: font],
                    context: nil)
            }
            let ink = try #require(inkBounds(image))
            #expect(abs(ink.maxY - 40) <= 1)
        }

        @Test func drawingAtThreeTimesScaleCoversThreeTimesThePixels() throws {
            let one = try #require(inkBounds(renderText(width: 100, height: 40) {
                "Hello".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font])
            }))
            let three = try #require(inkBounds(renderText(width: 100, height: 40, scale: 3) {
                "Hello".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font])
            }))
            #expect(abs(three.width - one.width * 3) <= 4)
            #expect(abs(three.height - one.height * 3) <= 4)
        }

        @Test func measuringOnAnotherThreadMatchesDrawingHere() async {
            let text = "Measured elsewhere, drawn here"
            let attributes: [NSAttributedString.Key: Any] = [.font: font]
            let local = text.boundingRect(
                with: CGSize(width: 90, height: 1000), options: .usesLineFragmentOrigin, attributes: attributes,
                context: nil)
            let remote = await Task.detached {
                text.boundingRect(
                    with: CGSize(width: 90, height: 1000), options: .usesLineFragmentOrigin,
                    attributes: [.font: UIFont.systemFont(ofSize: 20)], context: nil)
            }.value
            #expect(local == remote)
        }
    }
}
