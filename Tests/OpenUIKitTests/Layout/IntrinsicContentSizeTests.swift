import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct IntrinsicContentSizeTests {
    /// Two views with an intrinsic size (`width` × 20) side by side across
    /// the root view, edge to edge, at its top; not laid out yet.
    private func twoViewsEdgeToEdge(_ host: TestHost, width: CGFloat) -> (IntrinsicView, IntrinsicView) {
        let root = layoutRoot(host)
        let a = IntrinsicView(CGSize(width: width, height: 20)), b = IntrinsicView(CGSize(width: width, height: 20))
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (a, b)
    }

    @Test func aViewWithOnlyAPositionTakesItsIntrinsicSize() {
        let host = TestHost()
        let root = layoutRoot(host)
        let view = IntrinsicView(CGSize(width: 80, height: 30))
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        host.turn()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
        #expect(!view.hasAmbiguousLayout)
    }

    @Test func invalidatingTheIntrinsicSizeResizesAtTheNextLayout() {
        let host = TestHost()
        let root = layoutRoot(host)
        let view = IntrinsicView(CGSize(width: 80, height: 30))
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        host.turn()
        view.size = CGSize(width: 120, height: 40)
        view.invalidateIntrinsicContentSize()
        host.turn()
        #expect(view.frame.size == CGSize(width: 120, height: 40))
    }

    @Test func theViewThatHugsLessStretchesToFill() {
        let host = TestHost()
        let (a, b) = twoViewsEdgeToEdge(host, width: 50)
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        host.turn()
        #expect(a.frame.width == 340)
        #expect(b.frame.width == 50)
    }

    @Test func theViewThatResistsCompressionLessShrinks() {
        let host = TestHost(screenSize: CGSize(width: 100, height: 100))
        let (a, b) = twoViewsEdgeToEdge(host, width: 80)
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        host.turn()
        #expect(a.frame.width == 20)
        #expect(b.frame.width == 80)
        #expect(a.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh - 1)
        #expect(b.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test func aConflictWithTheContentSizeNamesOneConstraintWithBothPriorities() {
        let host = TestHost()
        let root = layoutRoot(host)
        let view = IntrinsicView(CGSize(width: 80, height: 30))
        root.addSubview(view)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 50),
        ])
        host.turn()
        #expect(view.frame.width == 50)
        let message = host.diagnostics.first { $0.contains("Unable to simultaneously satisfy constraints.") } ?? ""
        #expect(message.contains("<NSContentSizeLayoutConstraint: OpenUIKitTests.IntrinsicView:0x"))
        #expect(message.contains(".width == 80 Hug:250 CompressionResistance:1000   (active)>"))
    }

    @Test func changingAPriorityAfterTheFirstLayoutTakesEffect() {
        let host = TestHost()
        let (a, b) = twoViewsEdgeToEdge(host, width: 50)
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        host.turn()
        #expect(b.frame.width == 50)
        a.setContentHuggingPriority(.defaultLow + 2, for: .horizontal)
        host.turn()
        #expect(a.frame.width == 50)
        #expect(b.frame.width == 340)
    }

    @Test func aLabelIsAsLargeAsItsText() {
        let host = TestHost()
        let root = layoutRoot(host)
        let label = UILabel()
        label.text = "Hello, Auto Layout"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        host.turn()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > 50)
    }

    @Test func aMultiLineLabelGrowsTallerWhenConstraintsNarrowIt() {
        let host = TestHost()
        let root = layoutRoot(host)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Words that wrap onto several lines. ", count: 6)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        host.turn()
        host.turn()
        let oneLine = label.font.lineHeight
        #expect(label.frame.width == 350)
        #expect(label.frame.height > oneLine * 3)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 350, height: 0)).height)
    }

    @Test func aWrappingLabelGrowsBackToTheWidestItsConstraintsAllowAfterShorterText() {
        let host = TestHost()
        let root = layoutRoot(host)
        let label = UILabel()
        label.numberOfLines = 0
        let long = String(repeating: "Words that wrap onto several lines. ", count: 4)
        label.text = long
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        host.turn()
        let widest = label.frame.width, wrapped = label.frame.height
        #expect(widest > 300 && widest <= 350)
        label.text = "A few words"
        host.turn()
        #expect(label.frame.width < 200)
        label.text = long
        host.turn()
        #expect(label.frame.width == widest)
        #expect(label.frame.height == wrapped)
    }

    @Test func firstBaselinesOfTwoLabelsLineUp() {
        let host = TestHost()
        let root = layoutRoot(host)
        let big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 34)
        small.font = .systemFont(ofSize: 12)
        big.text = "Big"
        small.text = "small"
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor), big.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        host.turn()
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) <= 1.0 / 3 + 0.001)
    }

    @Test func buttonsAndImageViewsReportTheirContentSize() {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        #expect(button.intrinsicContentSize.width > 0)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16)).image { _ in }
        #expect(UIImageView(image: image).intrinsicContentSize == CGSize(width: 24, height: 16))
    }

    @Test func fittingSizeIsTheSmallestSizeTheConstraintsAllow() {
        let host = TestHost()
        _ = layoutRoot(host)
        let card = UIView()
        let title = IntrinsicView(CGSize(width: 120, height: 20)), body = IntrinsicView(CGSize(width: 200, height: 60))
        card.addSubview(title)
        card.addSubview(body)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 220, height: 108))
    }

    @Test func fittingAtARequiredWidthKeepsThatWidth() {
        let host = TestHost()
        _ = layoutRoot(host)
        let card = UIView()
        let body = IntrinsicView(CGSize(width: 200, height: 60))
        card.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: card.topAnchor), body.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor),
        ])
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 60))
    }
}
