import Foundation
import Testing
@testable import OpenUIKit

extension TextTests {
    /// Words shaped once are measured from the cache, printable ASCII is
    /// itemized once per font, and text measured from them has exactly the
    /// size its full layout has.
    @MainActor
    @Suite struct ShapingCacheTests {
        static let texts = [
            "see you at the station", "at the station see you", "Contact 17 Contact 71", "AV AV VA  VA   AV",
            "To To Ta Ta Yo Yo", "office office ffi ffi", " lead and trail ", "x x x", "12:05 PM 12:50 PM", "12:05", "3", "   ", "(1) [2] {3}",
        ]

        func source(_ text: String, _ font: UIFont) -> TextSource {
            var defaults = TextSource.Defaults()
            defaults.font = font
            return TextSource(plain: text, defaults: defaults)
        }

        var cache: ShapingCache { PangoTextContext.current.shaping }

        @Test(arguments: 0..<6)
        func textOfCachedWordsMeasuresAsItsFullLayout(fontIndex: Int) {
            let font = SingleLineMeasuringTests.fonts[fontIndex]
            cache.removeAll()
            for pass in ["cold", "warm"] {
                for text in Self.texts {
                    let source = source(text, font)
                    let measured = TextLayout.singleLineSize(of: source, options: TextLayoutOptions())
                    #expect(measured == TextLayout(source: source, options: TextLayoutOptions()).size, "\(pass): \(text)")
                }
            }
        }

        @Test func wordsMeasuredBeforeAreNotShapedAgain() {
            cache.removeAll()
            _ = TextLayout.singleLineSize(of: source("see you at the station", .systemFont(ofSize: 17)), options: TextLayoutOptions())
            let misses = cache.misses, hits = cache.hits
            _ = TextLayout.singleLineSize(of: source("at the station see you", .systemFont(ofSize: 17)), options: TextLayoutOptions())
            #expect(cache.misses == misses)
            #expect(cache.hits == hits + 9)
        }

        @Test func longWordsThatDifferOnlyAfterTheirSixteenthByteAreShapedApart() {
            cache.removeAll()
            let font = UIFont.systemFont(ofSize: 17)
            let misses = cache.misses
            for text in ["internationalizedWWWW", "internationalizediiii", "internationalized", "internationalizes"] {
                let measured = TextLayout.singleLineSize(of: source(text, font), options: TextLayoutOptions())
                #expect(measured == TextLayout(source: source(text, font), options: TextLayoutOptions()).size, "\(text)")
            }
            #expect(cache.misses == misses + 4)
        }

        @Test func theSameWordInAnotherFontIsShapedForIt() {
            cache.removeAll()
            _ = TextLayout.singleLineSize(of: source("station", .systemFont(ofSize: 17)), options: TextLayoutOptions())
            let misses = cache.misses
            _ = TextLayout.singleLineSize(of: source("station", .systemFont(ofSize: 13)), options: TextLayoutOptions())
            #expect(cache.misses == misses + 1)
        }

        @Test func theSameWordWithOtherFeaturesOrAnotherScriptIsShapedForThem() {
            cache.removeAll()
            let plain = UIFont.systemFont(ofSize: 17), tabular = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
            _ = TextLayout.singleLineSize(of: source("a", plain), options: TextLayoutOptions())
            // Common script, then with tabular figures, then Latin (the
            // letter measured before): each shapes its digits again.
            for (text, font) in [("12 10", plain), ("12 10", tabular), ("a 12 10", plain)] {
                let misses = cache.misses
                let measured = TextLayout.singleLineSize(of: source(text, font), options: TextLayoutOptions())
                #expect(measured == TextLayout(source: source(text, font), options: TextLayoutOptions()).size, "\(text)")
                #expect(cache.misses > misses, "\(text) reused words shaped for other features or another script")
            }
        }

        @Test func printableAsciiIsItemizedOncePerFontAndKind() {
            cache.removeAll()
            for text in ["Contact 1", "Contact 2", "see you", "12:05", "7"] {
                _ = TextLayout.singleLineSize(of: source(text, .systemFont(ofSize: 17)), options: TextLayoutOptions())
            }
            #expect(cache.asciiItemCount == 2)
            _ = TextLayout.singleLineSize(of: source("Contact 1", .boldSystemFont(ofSize: 17)), options: TextLayoutOptions())
            #expect(cache.asciiItemCount == 3)
        }

        @Test func textInMoreSizesThanTheCacheHoldsLetsTheOldestGo() {
            cache.removeAll()
            for size in 1...(ShapingCache.fontCapacity + 10) {
                let font = UIFont.systemFont(ofSize: CGFloat(size) / 4 + 8)
                let measured = TextLayout.singleLineSize(of: source("Contact 7", font), options: TextLayoutOptions())
                #expect(measured == TextLayout(source: source("Contact 7", font), options: TextLayoutOptions()).size)
            }
            #expect(cache.asciiItemCount <= ShapingCache.fontCapacity)
            #expect(cache.fontCount <= ShapingCache.fontCapacity)
        }

        @Test func textBeyondPrintableAsciiIsShapedWhole() {
            cache.removeAll()
            let before = (cache.misses, cache.hits)
            _ = TextLayout.singleLineSize(of: source("naïve naïve café", .systemFont(ofSize: 17)), options: TextLayoutOptions())
            #expect(cache.misses == before.0)
            #expect(cache.hits == before.1)
            #expect(cache.asciiItemCount == 0)
        }
    }
}
