import Foundation
import Testing
@testable import UIKit
@testable import OpenUIKit
import OpenUIKitTesting

/// Constraints on a label's baseline follow its font and text after they
/// are active.
@MainActor
@Suite struct BaselineConstraintTests {
    /// A label whose first baseline is held 100 points below the root's top.
    private func labelOnABaseline(_ host: TestHost) -> UILabel {
        let root = layoutRoot(host)
        let label = UILabel()
        label.text = "Baseline"
        label.font = .systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        host.turn()
        return label
    }

    /// The label's first baseline in its superview, from its laid-out
    /// frame and its current font.
    private func baseline(of label: UILabel) -> CGFloat {
        label.frame.minY + label.labelBaselineOffsets!.fromTop
    }

    @Test func theBaselineStaysPutWhenTheFontGrows() {
        let host = TestHost()
        let label = labelOnABaseline(host)
        #expect(abs(baseline(of: label) - 100) < 0.5)
        let topBefore = label.frame.minY
        label.font = .systemFont(ofSize: 40)
        host.turn()
        #expect(label.frame.minY < topBefore - 10)
        #expect(abs(baseline(of: label) - 100) < 0.5)
    }

    @Test func aDeactivatedBaselineConstraintIsForgotten() throws {
        let host = TestHost()
        let label = labelOnABaseline(host)
        let node = try #require(label.stored.layoutNode)
        #expect(node.baselineConstraints.count == 1)
        NSLayoutConstraint.deactivate(label.superview!.constraints.filter { $0.firstAttribute == .firstBaseline })
        #expect(node.baselineConstraints.isEmpty)
    }
}
