import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A view with a 10-point ornament at its right and bottom.
private final class OrnamentedView: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 10) }
}

@MainActor
@Suite struct AlignmentRectTests {
    @Test func constraintsPlaceTheAlignmentRectangleNotTheFrame() {
        let host = TestHost()
        let root = layoutRoot(host)
        let view = OrnamentedView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        host.turn()
        #expect(view.frame == CGRect(x: 20, y: 30, width: 110, height: 60))
        #expect(view.alignmentRect(forFrame: view.frame) == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test func aNeighbourLinesUpWithTheAlignmentRectangle() {
        let host = TestHost()
        let root = layoutRoot(host)
        let ornamented = OrnamentedView(frame: CGRect(x: 0, y: 0, width: 110, height: 60))
        root.addSubview(ornamented)
        let next = constrainedView(in: root)
        NSLayoutConstraint.activate([
            next.leadingAnchor.constraint(equalTo: ornamented.trailingAnchor),
            next.topAnchor.constraint(equalTo: ornamented.bottomAnchor),
            next.widthAnchor.constraint(equalToConstant: 10), next.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.turn()
        #expect(next.frame.origin == CGPoint(x: 100, y: 50))
        #expect(ornamented.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 100, height: 50)) == ornamented.frame)
    }
}
