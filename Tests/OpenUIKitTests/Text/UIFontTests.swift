import Foundation
import Testing
import UIKit

extension TextTests {
    @Suite struct UIFontTests {
        @Test func theSystemFontIsTheFirstInstalledPreferredFamily() {
            let family = UIFont.systemFont(ofSize: 17).familyName
            let expected = ["SF Pro Text", "Inter", "DejaVu Sans"].first { UIFont.familyNames.contains($0) }
            #expect(family == expected)
        }

        @Test func aFontKeepsItsPointSize() {
            #expect(UIFont.systemFont(ofSize: 23).pointSize == 23)
            #expect(UIFont.systemFont(ofSize: 23).withSize(9).pointSize == 9)
        }

        @Test func lineHeightIsAscenderMinusDescenderPlusLeading() {
            let font = UIFont.systemFont(ofSize: 17)
            #expect(font.ascender > 0)
            #expect(font.descender < 0)
            #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 0.001)
        }

        @Test func twoLinesOfTextAreTwoLineHeightsTall() {
            let font = UIFont.systemFont(ofSize: 17)
            let height = ("A\nB" as NSString).size(withAttributes: [.font: font]).height
            #expect(abs(height - 2 * font.lineHeight) < 1)
        }

        @Test func capAndXHeightsLieBetweenBaselineAndAscender() {
            let font = UIFont.systemFont(ofSize: 20)
            #expect(font.xHeight > 0)
            #expect(font.xHeight < font.capHeight)
            #expect(font.capHeight < font.ascender)
        }

        @Test func biggerSizesHaveProportionallyBiggerMetrics() {
            let small = UIFont.systemFont(ofSize: 10), large = UIFont.systemFont(ofSize: 30)
            #expect(large.ascender > small.ascender)
            #expect(large.descender < small.descender)
            #expect(large.lineHeight > small.lineHeight)
            #expect(abs(large.lineHeight / small.lineHeight - 3) < 0.05)
        }

        @Test func boldTextIsWiderThanRegularText() {
            let text = "The quick brown fox"
            let regular = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
            let bold = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17, weight: .bold)]).width
            #expect(bold > regular)
        }

        @Test func heavyWeightsPickTheBoldFaceAndLightWeightsALightOne() {
            #expect(UIFont.boldSystemFont(ofSize: 12).fontName.hasSuffix("-Bold"))
            #expect(UIFont.systemFont(ofSize: 12, weight: .regular).fontName.contains("-") == false)
            let light = UIFont.systemFont(ofSize: 12, weight: .ultraLight).fontName
            #expect(light != UIFont.systemFont(ofSize: 12).fontName)
        }

        @Test func italicSystemFontSlants() {
            #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
            #expect(UIFont.italicSystemFont(ofSize: 12).fontName != UIFont.systemFont(ofSize: 12).fontName)
        }

        @Test func weightsHaveUIKitsRawValues() {
            #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
            #expect(UIFont.Weight.regular.rawValue == 0)
            #expect(UIFont.Weight.medium.rawValue == 0.23)
            #expect(UIFont.Weight.semibold.rawValue == 0.3)
            #expect(UIFont.Weight.bold.rawValue == 0.4)
            #expect(UIFont.Weight.black.rawValue == 0.62)
        }

        @Test func aMissingFamilyGivesNoFont() {
            #expect(UIFont(name: "No Such Family Anywhere", size: 12) == nil)
        }

        @Test func genericAliasesAreNotFamilies() {
            #expect(UIFont(name: "Sans", size: 12) == nil)
            #expect(!UIFont.familyNames.contains("Monospace"))
        }

        @Test func anInstalledFamilyGivesAFontOfThatFamily() throws {
            let font = try #require(UIFont(name: "dejavu serif", size: 15))
            #expect(font.familyName == "DejaVu Serif")
            #expect(font.pointSize == 15)
        }

        @Test func everyFontNameOfAFamilyMakesAFontOfThatFace() throws {
            let names = UIFont.fontNames(forFamilyName: "DejaVu Sans")
            #expect(names.contains("DejaVuSans"))
            #expect(names.contains("DejaVuSans-Bold"))
            for name in names {
                let font = try #require(UIFont(name: name, size: 12))
                #expect(font.fontName == name)
            }
        }

        @Test func anUnknownFamilyHasNoFontNames() {
            #expect(UIFont.fontNames(forFamilyName: "Nope").isEmpty)
        }

        @Test func textStylesHaveUIKitsDefaultSizes() {
            let sizes: [(UIFont.TextStyle, CGFloat)] = [
                (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
                (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
            ]
            for (style, size) in sizes {
                #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
            }
        }

        @Test func theHeadlineStyleIsBoldAndBodyIsNot() {
            #expect(UIFont.preferredFont(forTextStyle: .headline).fontDescriptor.symbolicTraits.contains(.traitBold))
            #expect(!UIFont.preferredFont(forTextStyle: .body).fontDescriptor.symbolicTraits.contains(.traitBold))
        }

        @Test func theMonospacedSystemFontGivesEveryCharacterTheSameWidth() {
            let font = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
            let narrow = "iiii".size(withAttributes: [.font: font]).width
            let wide = "MMMM".size(withAttributes: [.font: font]).width
            #expect(abs(narrow - wide) < 0.01)
            #expect(font.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        }

        @Test func monospacedDigitsHaveEqualWidths() {
            let font = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular)
            let ones = "1111".size(withAttributes: [.font: font]).width
            let eights = "8888".size(withAttributes: [.font: font]).width
            #expect(abs(ones - eights) < 0.01)
        }

        @Test func aDescriptorWithTheBoldTraitMakesABoldFont() throws {
            let descriptor = try #require(UIFont.systemFont(ofSize: 14).fontDescriptor.withSymbolicTraits(.traitBold))
            let font = UIFont(descriptor: descriptor, size: 0)
            #expect(font.pointSize == 14)
            #expect(font.fontName == UIFont.boldSystemFont(ofSize: 14).fontName)
        }

        @Test func fontsWithTheSameFaceAndSizeAreEqual() {
            #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
            #expect(UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 13))
            #expect(UIFont.systemFont(ofSize: 12).hash == UIFont.systemFont(ofSize: 12).hash)
        }

        @Test func fontsCanBeMeasuredOnAnotherThread() async {
            let font = UIFont.systemFont(ofSize: 17)
            let mainWidth = "Threads".size(withAttributes: [.font: font]).width
            let otherWidth = await Task.detached {
                "Threads".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
            }.value
            #expect(mainWidth == otherWidth)
        }
    }
}
