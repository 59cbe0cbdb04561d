import Foundation
import Testing
import UIKit

extension TextTests {
    @Suite struct StringMeasuringTests {
        let font = UIFont.systemFont(ofSize: 17)
        let longText = "The quick brown fox jumps over the lazy dog and keeps on running far away"

        @Test func anEmptyStringHasNoSize() {
            #expect("".size(withAttributes: [.font: font]) == .zero)
            #expect(NSAttributedString(string: "").size() == .zero)
        }

        @Test func aSingleLineIsOneLineHighForTheFont() {
            let size = "Hello".size(withAttributes: [.font: font])
            #expect(abs(size.height - font.lineHeight) < 0.01)
        }

        @Test func longerTextIsWider() {
            let short = "Hello".size(withAttributes: [.font: font]).width
            let long = "Hello, world".size(withAttributes: [.font: font]).width
            #expect(long > short)
        }

        @Test func aBiggerFontMakesTextWiderAndTaller() {
            let small = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
            let large = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
            #expect(large.width > small.width * 1.9)
            #expect(large.height > small.height * 1.9)
        }

        @Test func withoutAFontTheTwelvePointSystemFontIsUsed() {
            let plain = "Hello".size(withAttributes: nil)
            let explicit = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
            #expect(plain == explicit)
        }

        @Test func nsStringAndAttributedStringMeasureLikeString() {
            let attributes: [NSAttributedString.Key: Any] = [.font: font]
            let size = "Hello".size(withAttributes: attributes)
            #expect(NSString(string: "Hello").size(withAttributes: attributes) == size)
            #expect(NSAttributedString(string: "Hello", attributes: attributes).size() == size)
        }

        @Test func eachParagraphIsALineWithoutAWidthLimit() {
            let one = "First".size(withAttributes: [.font: font])
            let two = "First\nSecond".size(withAttributes: [.font: font])
            #expect(abs(two.height - 2 * one.height) < 0.01)
        }

        @Test func aWidthLimitWrapsLinesAndGrowsTheHeight() {
            let attributes: [NSAttributedString.Key: Any] = [.font: font]
            let single = longText.size(withAttributes: attributes)
            let rect = longText.boundingRect(
                with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                attributes: attributes, context: nil)
            #expect(rect.origin == .zero)
            #expect(rect.width <= 120)
            #expect(rect.height > single.height * 3)
        }

        @Test func aHeightLimitKeepsOnlyTheLinesThatFit() {
            let attributes: [NSAttributedString.Key: Any] = [.font: font]
            let rect = longText.boundingRect(
                with: CGSize(width: 120, height: font.lineHeight * 2.5), options: .usesLineFragmentOrigin,
                attributes: attributes, context: nil)
            #expect(abs(rect.height - font.lineHeight * 2) < 0.01)
        }

        @Test func withoutLineFragmentOriginTheRectIsRelativeToTheBaseline() {
            let rect = longText.boundingRect(
                with: CGSize(width: 120, height: 100), options: [], attributes: [.font: font], context: nil)
            #expect(abs(rect.minY + font.ascender) < 0.01)
            #expect(abs(rect.height - font.lineHeight) < 0.01)
            #expect(rect.width > 120)
        }

        @Test func truncatingParagraphStylesKeepEachParagraphOnOneLine() {
            let style = NSMutableParagraphStyle()
            style.lineBreakMode = .byTruncatingTail
            let rect = longText.boundingRect(
                with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
                attributes: [.font: font, .paragraphStyle: style], context: nil)
            #expect(abs(rect.height - font.lineHeight) < 0.01)
            #expect(rect.width <= 120)
        }

        @Test func lineSpacingAddsSpaceBetweenLines() {
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 10
            let plain = "One\nTwo\nThree".size(withAttributes: [.font: font])
            let spaced = "One\nTwo\nThree".size(withAttributes: [.font: font, .paragraphStyle: style])
            #expect(abs(spaced.height - plain.height - 20) < 0.01)
        }

        @Test func paragraphSpacingAddsSpaceBetweenParagraphsOnly() {
            let style = NSMutableParagraphStyle()
            style.paragraphSpacing = 7
            let plain = "One\nTwo".size(withAttributes: [.font: font])
            let spaced = "One\nTwo".size(withAttributes: [.font: font, .paragraphStyle: style])
            #expect(abs(spaced.height - plain.height - 7) < 0.01)
        }

        @Test func minimumLineHeightRaisesEachLine() {
            let style = NSMutableParagraphStyle()
            style.minimumLineHeight = 40
            let size = "One\nTwo".size(withAttributes: [.font: font, .paragraphStyle: style])
            #expect(abs(size.height - 80) < 0.01)
        }

        @Test func kerningWidensText() {
            let plain = "Hello".size(withAttributes: [.font: font]).width
            let kerned = "Hello".size(withAttributes: [.font: font, .kern: 2]).width
            #expect(abs(kerned - plain - 10) < 0.5)
        }

        @Test func attributedRunsWithBiggerFontsMakeTheLineTaller() {
            let text = NSMutableAttributedString(string: "small ", attributes: [.font: UIFont.systemFont(ofSize: 10)])
            text.append(NSAttributedString(string: "BIG", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
            let size = text.size()
            #expect(abs(size.height - UIFont.systemFont(ofSize: 30).lineHeight) < 0.5)
            #expect(size.width > "small ".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]).width)
        }

        @Test func aDrawingContextWithAMinimumScaleShrinksTextToFit() {
            let context = NSStringDrawingContext()
            context.minimumScaleFactor = 0.3
            let style = NSMutableParagraphStyle()
            style.lineBreakMode = .byClipping
            let rect = longText.boundingRect(
                with: CGSize(width: 200, height: 100), options: .usesLineFragmentOrigin,
                attributes: [.font: font, .paragraphStyle: style], context: context)
            #expect(context.actualScaleFactor < 1)
            #expect(context.actualScaleFactor >= 0.3)
            #expect(rect.width <= 200)
            #expect(context.totalBounds == rect)
        }
    }
}
