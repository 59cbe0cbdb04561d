import Foundation
import Testing
import UIKit

/// Geometry travels in `NSValue`s and comes back unchanged.
@Suite struct NSValueUIGeometryTests {
    @Test func pointsSizesAndRectanglesComeBackUnchanged() {
        #expect(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue == CGPoint(x: 1.5, y: -2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
        let info: [AnyHashable: Any] = ["frame": NSValue(cgRect: frame)]
        #expect((info["frame"] as? NSValue)?.cgRectValue == frame)
    }

    @Test func vectorsOffsetsAndInsetsComeBackUnchanged() {
        #expect(NSValue(cgVector: CGVector(dx: 5, dy: -6)).cgVectorValue == CGVector(dx: 5, dy: -6))
        #expect(NSValue(uiOffset: UIOffset(horizontal: 7, vertical: 8)).uiOffsetValue == UIOffset(horizontal: 7, vertical: 8))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
    }
}
