import Foundation
import Testing
import UIKit

extension TextTests {
    @Suite struct NSParagraphStyleTests {
        @Test func theDefaultStyleHasUIKitsValues() {
            let style = NSParagraphStyle.default
            #expect(style.alignment == .natural)
            #expect(style.lineBreakMode == .byWordWrapping)
            #expect(style.lineSpacing == 0)
            #expect(style.paragraphSpacing == 0)
            #expect(style.headIndent == 0)
            #expect(style.firstLineHeadIndent == 0)
            #expect(style.minimumLineHeight == 0)
            #expect(style.maximumLineHeight == 0)
            #expect(style.lineHeightMultiple == 0)
        }

        @Test func aMutableCopyChangesIndependently() throws {
            let original = NSMutableParagraphStyle()
            original.alignment = .center
            let copy = try #require(original.mutableCopy() as? NSMutableParagraphStyle)
            copy.alignment = .right
            #expect(original.alignment == .center)
            #expect(copy.alignment == .right)
        }

        @Test func aCopyIsImmutableAndEqual() throws {
            let original = NSMutableParagraphStyle()
            original.lineSpacing = 4
            let copy = try #require(original.copy() as? NSParagraphStyle)
            #expect(!(copy is NSMutableParagraphStyle))
            #expect(copy == original)
        }

        @Test func enumerationsHaveUIKitsRawValues() {
            #expect(NSTextAlignment.natural.rawValue == 4)
            #expect(NSTextAlignment.justified.rawValue == 3)
            #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
            #expect(NSLineBreakMode.byClipping.rawValue == 2)
            #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
            #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
            #expect(NSUnderlineStyle.double.rawValue == 9)
            #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        }

        @Test func aFirstLineIndentMovesOnlyTheFirstLine() throws {
            let style = NSMutableParagraphStyle()
            style.firstLineHeadIndent = 30
            let font = UIFont.systemFont(ofSize: 20)
            let text = "Indented first line then more words"
            let image = renderText(width: 200, height: 200) {
                text.draw(
                    in: CGRect(x: 0, y: 0, width: 150, height: 200),
                    withAttributes: [.font: font, .paragraphStyle: style])
            }
            let firstLine = try #require(inkBounds(image, in: CGRect(x: 0, y: 0, width: 200, height: font.lineHeight)))
            let secondLine = try #require(inkBounds(
                image, in: CGRect(x: 0, y: font.lineHeight, width: 200, height: font.lineHeight)))
            #expect(firstLine.minX >= 30)
            #expect(secondLine.minX < 5)
        }

        @Test func eachParagraphUsesItsOwnAlignment() throws {
            let font = UIFont.systemFont(ofSize: 20)
            let right = NSMutableParagraphStyle()
            right.alignment = .right
            let text = NSMutableAttributedString(string: "Left\n", attributes: [.font: font])
            text.append(NSAttributedString(string: "Right", attributes: [.font: font, .paragraphStyle: right]))
            let image = renderText(width: 200, height: 60) {
                text.draw(in: CGRect(x: 0, y: 0, width: 200, height: 60))
            }
            let first = try #require(inkBounds(image, in: CGRect(x: 0, y: 0, width: 200, height: font.lineHeight)))
            let second = try #require(inkBounds(
                image, in: CGRect(x: 0, y: font.lineHeight, width: 200, height: font.lineHeight)))
            #expect(first.minX < 5)
            #expect(second.maxX > 190)
        }
    }
}
