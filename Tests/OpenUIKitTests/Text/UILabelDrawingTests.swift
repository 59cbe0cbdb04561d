import Foundation
import Testing
import UIKit
import OpenUIKitTesting

extension TextTests {
    @MainActor
    @Suite struct UILabelDrawingTests {
        /// A host with a small white 3x screen showing `label`.
        func show(_ label: UILabel) -> TestHost {
            let host = TestHost(screenSize: CGSize(width: 200, height: 120), scale: 3, safeAreaInsets: .zero)
            host.window.backgroundColor = .white
            host.window.addSubview(label)
            host.turn()
            return host
        }

        /// The pixel rectangle of dark grey or black (text) pixels in `image` (3x).
        func darkBounds(_ image: CGImage, in region: CGRect? = nil) -> CGRect? {
            let area = region ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)
            var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
            for y in Int(area.minY)..<Int(area.maxY) {
                for x in Int(area.minX)..<Int(area.maxX) {
                    let p = image.pixel(x: x, y: y)
                    guard p.red < 110, p.green < 110, p.blue < 110 else { continue }
                    (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
                }
            }
            guard minX <= maxX else { return nil }
            return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }

        @Test func aLabelDrawsItsTextInsideItsFrame() throws {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
            label.text = "Hello, label"
            let image = show(label).renderScreen()
            writeDebugPNG(image, named: "label-hello")
            let ink = try #require(darkBounds(image))
            #expect(ink.minX >= 30 && ink.maxX <= 570)
            #expect(ink.minY >= 60 && ink.maxY <= 240)
        }

        @Test func theTextIsCentredVertically() throws {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
            label.text = "HHHH"
            let ink = try #require(darkBounds(show(label).renderScreen()))
            let font = label.font!
            let lineTop = 20 + (60 - (font.lineHeight * 3).rounded(.up) / 3) / 2
            let baseline = (lineTop + font.ascender) * 3
            #expect(abs(ink.maxY - baseline) <= 2)
            #expect(abs((ink.maxY - ink.minY) - font.capHeight * 3) <= 3)
        }

        @Test func naturalAlignmentStartsAtTheLeftEdge() throws {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
            label.text = "Hi"
            let ink = try #require(darkBounds(show(label).renderScreen()))
            #expect(ink.minX >= 30 && ink.minX < 40)
        }

        @Test func rightAlignmentMovesTheTextToTheRightEdge() throws {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
            label.text = "Hi"
            label.textAlignment = .right
            let ink = try #require(darkBounds(show(label).renderScreen()))
            #expect(ink.maxX <= 570 && ink.maxX > 555)
        }

        @Test func aTruncatedLabelStaysInsideItsWidth() throws {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
            label.text = "This text is much too long for the label"
            let ink = try #require(darkBounds(show(label).renderScreen()))
            #expect(ink.maxX <= 330)
            #expect(ink.height < label.font.lineHeight * 3)
        }

        @Test func aMultiLineLabelDrawsSeveralLines() throws {
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 100))
            label.numberOfLines = 0
            label.text = "Several words that wrap onto lines"
            let ink = try #require(darkBounds(show(label).renderScreen()))
            #expect(ink.height > label.font.lineHeight * 3 * 1.5)
            #expect(ink.maxX <= 390)
        }

        @Test func aDisabledLabelDrawsLighterText() throws {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
            label.text = "Disabled"
            label.isEnabled = false
            let image = show(label).renderScreen()
            #expect(darkBounds(image) == nil)
            #expect(inkBounds(image, threshold: 255) != nil)
        }

        @Test func aHighlightedLabelDrawsInItsHighlightedColour() {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
            label.text = "Highlighted"
            label.highlightedTextColor = .red
            label.isHighlighted = true
            let image = show(label).renderScreen()
            #expect(darkBounds(image) == nil)
            var sawRed = false
            for y in 60..<240 {
                for x in 30..<570 {
                    let p = image.pixel(x: x, y: y)
                    if p.red > 220, p.green < 40, p.blue < 40 { sawRed = true }
                }
            }
            #expect(sawRed)
        }

        @Test func shrinkingFitsLongTextInTheWidth() throws {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
            label.text = "This text is much too long for the label"
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.2
            let ink = try #require(darkBounds(show(label).renderScreen()))
            #expect(ink.maxX <= 330)
            #expect(ink.width > 250)
            #expect(ink.height < label.font.capHeight * 3)
        }

        @Test func anEmptyLabelMakesNoBackingStore() {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
            _ = show(label)
            #expect(label.layer.contents == nil)
            label.text = "Now drawn"
            label.layer.display()
            #expect(label.layer.contents != nil)
        }

        @Test func aShadowIsDrawnBehindTheText() {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
            label.text = "Shadow"
            label.shadowColor = .red
            label.shadowOffset = CGSize(width: 2, height: 2)
            let image = show(label).renderScreen()
            var sawRed = false
            for y in 60..<240 where !sawRed {
                for x in 30..<570 {
                    let p = image.pixel(x: x, y: y)
                    if p.red > 220, p.green < 40, p.blue < 40 { sawRed = true }
                }
            }
            #expect(sawRed)
        }

        @Test func resizingALabelRedrawsIt() {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
            label.text = "Resize"
            _ = show(label)
            #expect(!label.layer.needsDisplay())
            label.frame.size.width = 120
            #expect(label.layer.needsDisplay())
        }
    }
}
