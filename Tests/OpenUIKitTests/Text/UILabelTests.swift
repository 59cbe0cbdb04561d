import Foundation
import Testing
import UIKit
import OpenUIKitTesting

extension TextTests {
    @MainActor
    @Suite struct UILabelTests {
        /// `value` rounded up to the 3x screen's pixels, as UIKit rounds sizes.
        func pixelCeil(_ value: CGFloat, scale: CGFloat = 3) -> CGFloat {
            ((value * scale) - 0.0001).rounded(.up) / scale
        }

        @Test func aNewLabelHasUIKitsDefaults() {
            let label = UILabel()
            #expect(label.text == nil)
            #expect(label.font == UIFont.systemFont(ofSize: 17))
            #expect(label.textColor == UIColor.label)
            #expect(label.textAlignment == .natural)
            #expect(label.numberOfLines == 1)
            #expect(label.lineBreakMode == .byTruncatingTail)
            #expect(label.isEnabled)
            #expect(!label.isHighlighted)
            #expect(!label.isUserInteractionEnabled)
            #expect(!label.isOpaque)
            #expect(label.backgroundColor == nil)
            #expect(label.contentMode == .redraw)
            #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        }

        @Test func aLabelWithoutTextHasNoIntrinsicSize() {
            #expect(UILabel().intrinsicContentSize == .zero)
        }

        @Test func intrinsicSizeIsTheMeasuredTextRoundedUpToPixels() {
            _ = TestHost()
            let label = UILabel()
            label.text = "Hello, world"
            let measured = "Hello, world".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
            let size = label.intrinsicContentSize
            #expect(size.width == pixelCeil(measured.width))
            #expect(size.height == pixelCeil(measured.height))
        }

        @Test func aMultiLineLabelWrapsAtItsPreferredMaximumWidth() {
            _ = TestHost()
            let label = UILabel()
            label.text = "A label with enough words to need several lines at this width"
            let single = label.intrinsicContentSize
            label.numberOfLines = 0
            label.preferredMaxLayoutWidth = 120
            let wrapped = label.intrinsicContentSize
            #expect(wrapped.width <= 120)
            #expect(wrapped.height > single.height * 3)
        }

        @Test func aLineLimitCapsTheHeight() {
            _ = TestHost()
            let label = UILabel()
            label.text = "A label with enough words to need several lines at this width"
            label.numberOfLines = 2
            label.preferredMaxLayoutWidth = 120
            #expect(label.intrinsicContentSize.height == pixelCeil(2 * label.font.lineHeight))
        }

        @Test func aSingleLineLabelSizesToItsWholeTextWhateverTheWidth() {
            _ = TestHost()
            let label = UILabel()
            label.text = "A fairly long single line of text"
            #expect(label.sizeThatFits(CGSize(width: 30, height: 10)) == label.intrinsicContentSize)
        }

        @Test func sizeToFitMakesAMultiLineLabelTallEnoughForItsText() {
            _ = TestHost()
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
            label.numberOfLines = 0
            label.text = "Several words that wrap onto more than one line"
            label.sizeToFit()
            #expect(label.bounds.width <= 100)
            #expect(label.bounds.height > 3 * label.font.lineHeight)
        }

        @Test func textRectIsLimitedToTheLinesThatFitTheBounds() {
            _ = TestHost()
            let label = UILabel()
            label.numberOfLines = 0
            label.text = "Several words that wrap onto more than one line"
            let lineHeight = label.font.lineHeight
            let rect = label.textRect(
                forBounds: CGRect(x: 5, y: 6, width: 100, height: lineHeight * 2.5), limitedToNumberOfLines: 0)
            #expect(rect.origin == CGPoint(x: 5, y: 6))
            #expect(rect.height == pixelCeil(lineHeight * 2))
        }

        @Test func settingTextAsksForDisplayAndLayout() {
            let host = TestHost()
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            container.addSubview(label)
            host.window.addSubview(container)
            host.turn()
            #expect(!label.layer.needsDisplay())
            #expect(!container.layer.needsLayout())
            label.text = "Changed"
            #expect(label.layer.needsDisplay())
            #expect(container.layer.needsLayout())
        }

        @Test func settingTheFontChangesTheIntrinsicSize() {
            _ = TestHost()
            let label = UILabel()
            label.text = "Hello"
            let before = label.intrinsicContentSize
            label.font = .systemFont(ofSize: 34)
            #expect(label.intrinsicContentSize.height > before.height * 1.8)
        }

        @Test func settingANilFontRestoresTheDefault() {
            let label = UILabel()
            label.font = .systemFont(ofSize: 30)
            label.font = nil
            #expect(label.font == UIFont.systemFont(ofSize: 17))
        }

        @Test func attributedTextGetsTheLabelsAttributesWhereItHasNone() throws {
            let label = UILabel()
            label.font = .systemFont(ofSize: 21)
            label.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
            let text = try #require(label.attributedText)
            let attributes = text.attributes(at: 0, effectiveRange: nil)
            #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 21))
            #expect(attributes[.foregroundColor] as? UIColor == UIColor.red)
            #expect(label.text == "Styled")
        }

        @Test func settingTheFontRestylesAttributedText() throws {
            let label = UILabel()
            label.attributedText = NSAttributedString(
                string: "Styled", attributes: [.font: UIFont.systemFont(ofSize: 9)])
            label.font = .systemFont(ofSize: 25)
            let font = try #require(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
            #expect(font.pointSize == 25)
        }

        @Test func plainTextReadsBackAsAttributedTextInTheLabelsStyle() throws {
            let label = UILabel()
            label.text = "Plain"
            label.textColor = .blue
            let text = try #require(label.attributedText)
            #expect(text.string == "Plain")
            #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.blue)
        }

        @Test func settingTextDropsPerCharacterStylesForTheFirstCharactersStyle() {
            let label = UILabel()
            let styled = NSMutableAttributedString(string: "R", attributes: [.foregroundColor: UIColor.red])
            styled.append(NSAttributedString(string: "B", attributes: [.foregroundColor: UIColor.blue]))
            label.attributedText = styled
            label.text = "New"
            let colour = label.attributedText?.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor
            #expect(colour == UIColor.red)
        }

        @Test func attributedTextSetsTheLabelsStyleFromItsFirstCharacter() {
            let label = UILabel()
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            label.attributedText = NSAttributedString(
                string: "Styled", attributes: [.font: UIFont.systemFont(ofSize: 30), .paragraphStyle: style])
            #expect(label.font.pointSize == 30)
            #expect(label.textAlignment == .center)
            #expect(label.lineBreakMode == .byWordWrapping)
        }

        @Test func aSingleLineLabelShowsOnlyTheFirstLineOfTextWithNewlines() {
            _ = TestHost()
            let label = UILabel()
            label.text = "First\nSecond"
            #expect(label.intrinsicContentSize.height == pixelCeil(label.font.lineHeight))
            label.numberOfLines = 0
            #expect(label.intrinsicContentSize.height == pixelCeil(2 * label.font.lineHeight))
        }

        @Test func aTwoLineLabelTruncatesItsSecondLine() {
            _ = TestHost()
            let label = UILabel()
            label.numberOfLines = 2
            label.text = "A label with enough words to need several lines at this width"
            let rect = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 120, height: 500), limitedToNumberOfLines: 2)
            #expect(rect.height == pixelCeil(2 * label.font.lineHeight))
            #expect(rect.width <= 120)
        }
    }
}
