import Foundation
import Testing
@testable import OpenUIKit

extension TextTests {
    /// The single-line measurement (shaped glyphs, no `PangoLayout`) gives
    /// exactly the size a full text layout gives, and declines where it could not.
    @MainActor
    @Suite struct SingleLineMeasuringTests {
        static let texts = [
            "Contact 17", "AVAWAY To Wa Yo", "office affine ffi fl", "  padded on both sides  ", "12:05 PM",
            "Last message in conversation 3: see you at the station at half past 4, bring the tickets",
            "e\u{301}le\u{300}ve na\u{308}ive", "مرحبا بالعالم", "שלום עולם", "mixed עברית and English",
            "漢字とかな", "emoji 👍🏽 flags 🇫🇷", "x", " ",
        ]
        static var fonts: [UIFont] {[
            .systemFont(ofSize: 17), .systemFont(ofSize: 9), .boldSystemFont(ofSize: 31), .italicSystemFont(ofSize: 13),
            .monospacedDigitSystemFont(ofSize: 12, weight: .regular), .monospacedSystemFont(ofSize: 15, weight: .medium),
        ]}

        func source(_ text: String, _ font: UIFont, paragraph: NSParagraphStyle.Values = .init()) -> TextSource {
            var defaults = TextSource.Defaults()
            defaults.font = font
            defaults.paragraph = paragraph
            return TextSource(plain: text, defaults: defaults)
        }

        @Test(arguments: 0..<6)
        func everyTextMeasuresAsItsFullLayout(fontIndex: Int) {
            let font = Self.fonts[fontIndex]
            let options = TextLayoutOptions()
            for text in Self.texts {
                let source = source(text, font)
                let measured = TextLayout.singleLineSize(of: source, options: options)
                #expect(measured == TextLayout(source: source, options: options).size, "\(text)")
            }
        }

        @Test func aLabelsBoxThatTheTextFitsMeasuresAsItsFullLayout() {
            var options = TextLayoutOptions()
            options.width = 400
            options.height = 5
            options.minimumNumberOfLines = 1
            options.labelLineBreakMode = .byTruncatingTail
            options.usesFontLeading = true
            let source = source("Fits in the box", .systemFont(ofSize: 17))
            let measured = TextLayout.singleLineSize(of: source, options: options)
            #expect(measured != nil)
            #expect(measured == TextLayout(source: source, options: options).size)
        }

        @Test func aLineHeightMultipleAndMinimumApplyAsInAFullLayout() {
            var paragraph = NSParagraphStyle.Values()
            paragraph.lineHeightMultiple = 1.5
            paragraph.minimumLineHeight = 40
            let source = source("Tall line", .systemFont(ofSize: 17), paragraph: paragraph)
            let measured = TextLayout.singleLineSize(of: source, options: TextLayoutOptions())
            #expect(measured == TextLayout(source: source, options: TextLayoutOptions()).size)
            #expect(measured?.height == 40)
        }

        @Test func textWiderThanAWrappingBoxIsLeftToTheFullLayout() {
            var options = TextLayoutOptions()
            options.width = 30
            options.labelLineBreakMode = .byWordWrapping
            #expect(TextLayout.singleLineSize(of: source("Too wide to fit", .systemFont(ofSize: 17)), options: options) == nil)
        }

        @Test(arguments: ["two\nlines", "tab\there", "line\u{2028}separator", "next\u{85}line"])
        func breaksAndTabsAreLeftToTheFullLayout(text: String) {
            #expect(TextLayout.singleLineSize(of: source(text, .systemFont(ofSize: 17)), options: TextLayoutOptions()) == nil)
        }

        @Test func kernedTextIsLeftToTheFullLayout() {
            let string = NSAttributedString(string: "Kerned", attributes: [.font: UIFont.systemFont(ofSize: 17), .kern: 2])
            #expect(TextLayout.singleLineSize(of: TextSource(string), options: TextLayoutOptions()) == nil)
        }

        @Test func textOfTwoStylesIsLeftToTheFullLayout() {
            let string = NSMutableAttributedString(string: "Two styles", attributes: [.font: UIFont.systemFont(ofSize: 17)])
            string.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 3))
            #expect(TextLayout.singleLineSize(of: TextSource(string), options: TextLayoutOptions()) == nil)
        }
    }
}
