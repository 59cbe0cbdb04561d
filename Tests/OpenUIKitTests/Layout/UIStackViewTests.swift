import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIStackViewTests {
    /// A stack of fixed-size views pinned at the root's top-left, 300 wide
    /// and 100 tall.
    private func stack(
        _ host: TestHost, _ sizes: [CGSize], configure: (UIStackView) -> Void = { _ in }
    ) -> (UIStackView, [IntrinsicView]) {
        let root = layoutRoot(host)
        let views = sizes.map { IntrinsicView($0) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        configure(stack)
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        host.turn()
        return (stack, views)
    }

    @Test func arrangedViewsAreSubviewsPlacedByConstraints() {
        let host = TestHost()
        let (stack, views) = stack(host, [CGSize(width: 50, height: 20), CGSize(width: 60, height: 20)])
        #expect(stack.arrangedSubviews == views)
        #expect(stack.subviews == views)
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let host = TestHost()
        let (_, views) = stack(host, [CGSize(width: 50, height: 20), CGSize(width: 60, height: 20)]) { stack in
            stack.spacing = 10
            stack.arrangedSubviews[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(views[1].frame == CGRect(x: 60, y: 0, width: 240, height: 100))
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let host = TestHost()
        let (_, views) = stack(host, [CGSize(width: 50, height: 20), CGSize(width: 10, height: 20), CGSize(width: 90, height: 20)]) {
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        #expect(views.map(\.frame.minX) == [0, 105, 210])
        #expect(views.map(\.frame.width) == [90, 90, 90])
    }

    @Test func fillProportionallySharesTheLengthByIntrinsicSize() {
        let host = TestHost()
        let (_, views) = stack(host, [CGSize(width: 50, height: 20), CGSize(width: 150, height: 20)]) {
            $0.distribution = .fillProportionally
            $0.spacing = 20
        }
        #expect(views.map(\.frame.width) == [70, 210])
        #expect(views[1].frame.minX == 90)
    }

    @Test func equalSpacingKeepsSizesAndSharesTheGaps() {
        let host = TestHost()
        let (_, views) = stack(host, [CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 80, height: 20)]) {
            $0.distribution = .equalSpacing
        }
        #expect(views.map(\.frame.width) == [40, 60, 80])
        #expect(views.map(\.frame.minX) == [0, 100, 220])
    }

    @Test func equalCenteringSpacesTheCentresEqually() {
        let host = TestHost()
        let (_, views) = stack(host, [CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 80, height: 20)]) {
            $0.distribution = .equalCentering
        }
        #expect(views.map(\.frame.midX) == [20, 140, 260])
    }

    @Test func centerAlignmentCentresAcrossTheAxis() {
        let host = TestHost()
        let (_, views) = stack(host, [CGSize(width: 40, height: 20), CGSize(width: 60, height: 40)]) {
            $0.alignment = .center
            $0.arrangedSubviews[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        #expect(views[0].frame.minY == 40)
        #expect(views[1].frame == CGRect(x: 40, y: 30, width: 260, height: 40))
    }

    @Test func topAndBottomAlignmentPinOneEdge() {
        let host = TestHost()
        let (stack, views) = stack(host, [CGSize(width: 40, height: 20), CGSize(width: 60, height: 40)]) {
            $0.alignment = .top
        }
        #expect(views.map(\.frame.minY) == [0, 0])
        stack.alignment = .bottom
        host.turn()
        #expect(views.map(\.frame.maxY) == [100, 100])
    }

    @Test func aVerticalStackWithoutAHeightIsAsTallAsItsViews() {
        let host = TestHost()
        let root = layoutRoot(host)
        let views = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 60, height: 30))]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        host.turn()
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 60, height: 58))
        #expect(views[1].frame == CGRect(x: 0, y: 28, width: 60, height: 30))
    }

    @Test func hidingAnArrangedViewCollapsesItAndItsSpacing() {
        let host = TestHost()
        let (_, views) = stack(host, [CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 80, height: 20)]) {
            $0.spacing = 10
            $0.distribution = .fillEqually
        }
        views[1].isHidden = true
        host.turn()
        #expect(views[1].frame.width == 0)
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 145, height: 100))
        #expect(views[2].frame.minX == 155)
        views[1].isHidden = false
        host.turn()
        #expect(views.allSatisfy { abs($0.frame.width - 280 / 3) < 0.001 })
    }

    @Test func customSpacingReplacesTheSpacingAfterOneView() {
        let host = TestHost()
        let (stack, views) = stack(host, [CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 80, height: 20)]) {
            $0.spacing = 10
            $0.distribution = .equalSpacing
        }
        stack.distribution = .fill
        views[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.setCustomSpacing(30, after: views[0])
        host.turn()
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        #expect(views.map(\.frame.minX) == [0, 70, 140])
    }

    @Test func removingAnArrangedViewKeepsItAsASubview() {
        let host = TestHost()
        let (stack, views) = stack(host, [CGSize(width: 40, height: 20), CGSize(width: 60, height: 20)])
        stack.removeArrangedSubview(views[0])
        #expect(stack.arrangedSubviews == [views[1]])
        #expect(views[0].superview === stack)
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test func insertingAtAnIndexBeyondTheEndIsRefused() {
        let host = TestHost()
        let stack = UIStackView()
        stack.insertArrangedSubview(UIView(), at: 2)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(host.diagnostics.first?.contains("Insertion index 2 beyond arranged subview count 0") == true)
    }

    @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
        let host = TestHost(safeAreaInsets: .zero)
        let (_, views) = stack(host, [CGSize(width: 40, height: 20)]) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        }
        #expect(views[0].frame == CGRect(x: 10, y: 5, width: 280, height: 90))
    }

    @Test func aHiddenViewsZeroSizeIsInstalledOnItAndEveryOtherArrangementConstraintOnTheStack() {
        let host = TestHost()
        let (stack, views) = stack(host, [CGSize(width: 40, height: 20), CGSize(width: 60, height: 20)]) {
            $0.arrangedSubviews[1].isHidden = true
        }
        let onHidden = views[1].constraints.filter { $0.identifier?.hasPrefix("UISV-") ?? false }
        #expect(onHidden.map(\.identifier) == ["UISV-hiding"])
        #expect(onHidden.allSatisfy { $0.secondItem == nil && $0.isActive })
        let onStack = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") ?? false }
        #expect(onStack.contains { $0.identifier == "UISV-hiding" && $0.secondItem === stack })
        #expect(onStack.allSatisfy { $0.secondItem != nil || $0.firstItem === stack })
        #expect(views[0].constraints.isEmpty)
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test func theStacksConstraintsCarryUIKitsIdentifiers() {
        let host = TestHost()
        let (stack, _) = stack(host, [CGSize(width: 40, height: 20), CGSize(width: 60, height: 20)]) { $0.spacing = 4 }
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"]))
    }

    @Test func aNonFiniteSpacingGetsTheConstraintMessageAndNoSpacingConstraint() {
        let host = TestHost()
        let (stack, _) = stack(host, [CGSize(width: 40, height: 20), CGSize(width: 60, height: 20)]) { $0.spacing = .nan }
        #expect(host.diagnostics.contains { $0.contains("NSLayoutConstraint constant is not finite!  That's illegal.") })
        #expect(!stack.constraints.contains { $0.identifier == "UISV-spacing" })
        #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-connection" && $0.isActive })
    }
}
