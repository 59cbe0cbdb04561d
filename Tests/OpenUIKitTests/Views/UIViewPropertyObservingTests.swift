import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// `observe(_:options:changeHandler:)` of views' properties beyond their
/// geometry: each observed setter reports at once, old and new.
@MainActor
@Suite struct UIViewPropertyObservingTests {
    /// The reports of `keyPath` of `object` while `change` runs, as "old→new".
    func reports<Object: UIView, Value: Equatable>(
        _ object: Object, _ keyPath: KeyPath<Object, Value>, _ change: () -> Void
    ) -> [String] {
        var seen: [String] = []
        let observation = object.observe(keyPath, options: [.old, .new]) { _, change in
            seen.append("\(change.oldValue.map { "\($0)" } ?? "nil")→\(change.newValue.map { "\($0)" } ?? "nil")")
        }
        change()
        withExtendedLifetime(observation) {}
        return seen
    }

    @Test func hidingAViewIsReported() {
        let view = UIView()
        #expect(reports(view, \.isHidden) { view.isHidden = true; view.isHidden = true } == ["false→true"])
    }

    @Test func alphaIsReported() {
        let view = UIView()
        #expect(reports(view, \.alpha) { view.alpha = 0.5 } == ["1.0→0.5"])
    }

    @Test func theBackgroundColourIsReported() {
        let view = UIView()
        #expect(reports(view, \.backgroundColor) { view.backgroundColor = .red }.count == 1)
    }

    @Test func theTintColourIsReported() {
        let view = UIView()
        #expect(reports(view, \.tintColor) { view.tintColor = .red }.count == 1)
    }

    @Test func userInteractionIsReported() {
        let view = UIView()
        #expect(reports(view, \.isUserInteractionEnabled) { view.isUserInteractionEnabled = false } == ["true→false"])
    }

    @Test func aScrollViewsContentSizeAndInsetAreReported() {
        let scroll = UIScrollView()
        #expect(reports(scroll, \.contentSize) { scroll.contentSize = CGSize(width: 10, height: 20) }             == ["CGSize(width: 0.0, height: 0.0)→CGSize(width: 10.0, height: 20.0)"])
        #expect(reports(scroll, \.contentInset.top) { scroll.contentInset.top = 8 } == ["0.0→8.0"])
    }

    @Test func aLabelsTextIsReportedWhetherPlainOrAttributed() {
        let label = UILabel()
        #expect(reports(label, \.text) { label.text = "One"; label.attributedText = NSAttributedString(string: "Two") }
            == ["nil→Optional(\"One\")", "Optional(\"One\")→Optional(\"Two\")"])
    }

    @Test func aControlsStatesAreReported() {
        let control = UIControl()
        #expect(reports(control, \.isEnabled) { control.isEnabled = false } == ["true→false"])
        #expect(reports(control, \.isSelected) { control.isSelected = true } == ["false→true"])
        #expect(reports(control, \.isHighlighted) { control.isHighlighted = true } == ["false→true"])
    }

    @Test func anImageViewsImageIsReported() {
        let imageView = UIImageView()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(reports(imageView, \.image) { imageView.image = image }.count == 1)
    }
}
