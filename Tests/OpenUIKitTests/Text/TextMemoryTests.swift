import Foundation
import Testing
@_spi(Testing) import OpenUIKit
import UIKit
import OpenUIKitTesting

extension TextTests {
    /// Text drawing frees every Pango layout it makes (layouts own the attribute
    /// lists, lines and glyph runs, so they are where a leak would show).
    @MainActor
    @Suite struct TextMemoryTests {
        @Test func drawingAThousandLabelsFreesEveryLayout() {
            _ = TestHost()
            let before = TextDiagnostics.liveLayoutsOnCurrentThread
            for index in 0..<1000 {
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
                label.numberOfLines = index % 3
                label.text = "Label number \(index % 7) with enough text to truncate"
                label.adjustsFontSizeToFitWidth = index % 5 == 0
                label.layer.display()
                _ = label.intrinsicContentSize
                #expect(label.layer.contents != nil)
            }
            #expect(TextDiagnostics.liveLayoutsOnCurrentThread == before)
            #expect(before == 0)
        }

        @Test func measuringAThousandStringsFreesEveryLayout() {
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
            for index in 0..<1000 {
                _ = "Measure \(index % 5) with truncated text that wraps".boundingRect(
                    with: CGSize(width: 60, height: 40), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                    attributes: attributes, context: nil)
                _ = UIFont.systemFont(ofSize: CGFloat(10 + index % 4)).capHeight
            }
            #expect(TextDiagnostics.liveLayoutsOnCurrentThread == 0)
        }
    }
}
