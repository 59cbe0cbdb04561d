import Foundation
import Testing
import UIKit
import OpenUIKitTesting

extension TextTests {
    /// What a `CATextLayer` draws through OpenUIKit's text renderer: the
    /// string from the top-left corner, its font, size, colour, wrapping,
    /// truncation and alignment, animated font sizes, and repaints when the
    /// string changes (the host verifies every frame's damage).
    @MainActor
    @Suite struct CATextLayerTests {
        /// A host with a small black 1x screen showing `layer` in a view at
        /// (10, 20), 180 × 60.
        func show(_ layer: CATextLayer) -> TestHost {
            let host = TestHost(screenSize: CGSize(width: 200, height: 120), scale: 1, safeAreaInsets: .zero)
            host.window.backgroundColor = .black
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
            layer.frame = view.bounds
            view.layer.addSublayer(layer)
            host.window.addSubview(view)
            host.turn()
            return host
        }

        func textLayer(_ string: Any, size: CGFloat = 17) -> CATextLayer {
            let layer = CATextLayer()
            layer.string = string
            layer.fontSize = size
            return layer
        }

        /// The pixel rectangle of pixels brighter than `threshold` in any channel.
        func inkBounds(_ image: CGImage, threshold: UInt8 = 120) -> CGRect? {
            var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x: x, y: y)
                    guard max(p.red, p.green, p.blue) > threshold else { continue }
                    (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
                }
            }
            guard minX <= maxX else { return nil }
            return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }

        /// Whether a pixel of `image` passes `test`.
        func contains(_ image: CGImage, where test: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> Bool {
            for y in 0..<image.height {
                for x in 0..<image.width where test(image.pixel(x: x, y: y)) { return true }
            }
            return false
        }

        /// The pixels of `columns` of `image`, row by row.
        func pixels(_ image: CGImage, columns: Range<Int>) -> [UInt8] {
            var result: [UInt8] = []
            for y in 0..<image.height {
                for x in columns {
                    let p = image.pixel(x: x, y: y)
                    result += [p.red, p.green, p.blue, p.alpha]
                }
            }
            return result
        }

        @Test func theDefaultsAreThirtySixPointWhiteUnwrappedUntruncatedText() {
            let layer = CATextLayer()
            #expect(layer.string == nil)
            #expect(layer.fontSize == 36)
            #expect(layer.foregroundColor?.components == [1, 1, 1, 1])
            #expect(!layer.isWrapped)
            #expect(layer.truncationMode == .none)
            #expect(layer.alignmentMode == .natural)
        }

        @Test func theStringIsDrawnInWhiteFromTheTopLeftCorner() throws {
            let ink = try #require(inkBounds(show(textLayer("HHHH")).renderScreen()))
            #expect(ink.minX >= 10 && ink.minX < 14)
            #expect(ink.minY >= 20 && ink.minY < 28)
            #expect(ink.maxY < 40)
        }

        @Test func theForegroundColourColoursPlainText() {
            let layer = textLayer("HHHH")
            layer.foregroundColor = UIColor.red.cgColor
            let image = show(layer).renderScreen()
            #expect(contains(image) { $0.red > 200 && $0.green < 60 && $0.blue < 60 })
            #expect(!contains(image) { $0.green > 200 })
        }

        @Test func aForegroundColourSetToNilReadsBackNilAndDrawsNoText() {
            let layer = textLayer("HHHH")
            layer.foregroundColor = nil
            #expect(layer.foregroundColor == nil)
            #expect(inkBounds(show(layer).renderScreen()) == nil)
            layer.foregroundColor = UIColor.red.cgColor
            #expect(layer.foregroundColor != nil)
        }

        @Test func anAttributedStringKeepsItsOwnColour() {
            let string = NSAttributedString(string: "HHHH", attributes: [.foregroundColor: UIColor.green])
            let image = show(textLayer(string)).renderScreen()
            #expect(contains(image) { $0.green > 200 && $0.red < 60 && $0.blue < 60 })
            #expect(!contains(image) { $0.red > 200 })
        }

        @Test func aLargerFontSizeDrawsTallerText() throws {
            let small = try #require(inkBounds(show(textLayer("HHHH", size: 12)).renderScreen()))
            let large = try #require(inkBounds(show(textLayer("HHHH", size: 24)).renderScreen()))
            #expect(large.height > small.height * 1.7)
        }

        @Test func aUIFontIsDrawnAtTheLayersFontSize() throws {
            let layer = textLayer("HHHH", size: 24)
            layer.font = UIFont.boldSystemFont(ofSize: 8)
            let bold = try #require(inkBounds(show(layer).renderScreen()))
            let regular = try #require(inkBounds(show(textLayer("HHHH", size: 24)).renderScreen()))
            #expect(abs(bold.height - regular.height) <= 1)
            #expect(bold.width > regular.width)
        }

        static let long = "A long line of text that cannot fit into the width of its layer at all"

        @Test func unwrappedTextStaysOnOneLineClippedAtTheBounds() throws {
            let ink = try #require(inkBounds(show(textLayer(Self.long)).renderScreen()))
            #expect(ink.maxY < 42)
            #expect(ink.maxX <= 190)
            #expect(ink.maxX > 185)
        }

        @Test func wrappedTextTakesSeveralLines() throws {
            let layer = textLayer(Self.long)
            layer.isWrapped = true
            let ink = try #require(inkBounds(show(layer).renderScreen()))
            #expect(ink.maxY > 60)
            #expect(ink.maxY <= 80)
        }

        @Test func truncationAtTheEndLeavesTheLastCharactersOut() {
            let clipped = show(textLayer(Self.long)).renderScreen()
            let layer = textLayer(Self.long)
            layer.truncationMode = .end
            let truncated = show(layer).renderScreen()
            #expect(pixels(clipped, columns: 100..<200) != pixels(truncated, columns: 100..<200))
            #expect(pixels(clipped, columns: 0..<100) == pixels(truncated, columns: 0..<100))
        }

        @Test func centredTextSitsInTheMiddleOfTheBounds() throws {
            let layer = textLayer("HH")
            layer.alignmentMode = .center
            let ink = try #require(inkBounds(show(layer).renderScreen()))
            #expect(abs(ink.midX - 100) <= 2)
        }

        @Test func aFontSizeAnimationDrawsEachFramesSize() throws {
            let layer = textLayer("HHHH", size: 10)
            let host = show(layer)
            let start = try #require(inkBounds(host.renderScreen()))
            let animation = CABasicAnimation(keyPath: "fontSize")
            animation.fromValue = 10
            animation.toValue = 30
            animation.duration = 1
            layer.fontSize = 30
            layer.add(animation, forKey: "grow")
            host.advance(by: 0.5)
            let middle = try #require(inkBounds(host.renderScreen()))
            host.advance(by: 1)
            let end = try #require(inkBounds(host.renderScreen()))
            #expect(middle.height > start.height + 2)
            #expect(end.height > middle.height + 2)
        }

        @Test func aStringSetToNilIsGoneFromTheNextFrame() throws {
            let layer = textLayer("HHHH")
            let host = show(layer)
            #expect(inkBounds(host.renderScreen()) != nil)
            layer.string = nil
            host.turn()
            #expect(layer.string == nil)
            #expect(inkBounds(host.renderScreen()) == nil)
        }

        @Test func aNewStringIsDrawnInTheNextFrame() throws {
            let layer = textLayer("H")
            let host = show(layer)
            let before = try #require(inkBounds(host.renderScreen()))
            layer.string = "HHHHHHHH"
            host.turn()
            let after = try #require(inkBounds(host.renderScreen()))
            #expect(after.width > before.width * 4)
        }
    }
}
