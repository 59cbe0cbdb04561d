import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct StackViewBaselineTests {
    @Test func aNestedStackAlignsByItsFirstArrangedLabelsBaseline() {
        let host = TestHost()
        let root = layoutRoot(host)
        let big = UILabel(), title = UILabel(), subtitle = UILabel()
        big.font = .systemFont(ofSize: 34)
        big.text = "42"
        title.font = .systemFont(ofSize: 13)
        title.text = "Title"
        subtitle.font = .systemFont(ofSize: 11)
        subtitle.text = "Subtitle"
        let text = UIStackView(arrangedSubviews: [title, subtitle])
        text.axis = .vertical
        let row = UIStackView(arrangedSubviews: [big, text])
        row.alignment = .firstBaseline
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor), row.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        host.turn()
        #expect(text.forFirstBaselineLayout === title)
        #expect(text.forLastBaselineLayout === subtitle)
        let bigBaseline = big.frame.minY + big.font.ascender
        let titleBaseline = text.frame.minY + title.frame.minY + title.font.ascender
        #expect(abs(bigBaseline - titleBaseline) <= 1.0 / 3 + 0.001)
    }
}
