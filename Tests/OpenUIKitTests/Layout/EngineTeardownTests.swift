import Foundation
import Testing
@testable import UIKit
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct EngineTeardownTests {
    @Test func aTornDownStackDies() {
        let host = TestHost()
        weak var weakColumn: UIStackView?
        weak var weakLabel: UILabel?
        do {
            let root = layoutRoot(host)
            let label = UILabel()
            label.text = "x"
            let column = UIStackView(arrangedSubviews: [label])
            column.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(column)
            column.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            host.turn()
            column.removeFromSuperview()
            weakColumn = column
            weakLabel = label
        }
        host.turn()
        #expect(weakLabel == nil)
        #expect(weakColumn == nil)
    }

    private func buildAndTearDown(_ host: TestHost) {
        let column = pinnedColumn(in: layoutRoot(host))
        for index in 0..<20 {
            let title = UILabel(), subtitle = UILabel()
            title.text = "Title \(index)"
            subtitle.text = "Subtitle"
            let text = UIStackView(arrangedSubviews: [title, subtitle])
            text.axis = .vertical
            let image = UIImageView()
            image.widthAnchor.constraint(equalToConstant: 40).isActive = true
            column.addArrangedSubview(UIStackView(arrangedSubviews: [image, text]))
        }
        host.turn()
        column.removeFromSuperview()
    }

    @Test func tearingDownAConstrainedScreenLeavesTheEngineAsItWas() {
        let host = TestHost()
        buildAndTearDown(host)
        host.turn()
        let engine = UIKitRuntime.current.autoLayout
        let symbols = engine.solver.symbolCount, rows = engine.solver.rowCount, owners = engine.owners.count
        for _ in 0..<3 { buildAndTearDown(host); host.turn() }
        #expect(engine.solver.symbolCount == symbols)
        #expect(engine.solver.rowCount == rows)
        #expect(engine.owners.count == owners)
        #expect(engine.positioned.count <= 1)
        #expect(engine.brokenConstraints.isEmpty)
    }
}

@MainActor
@Suite struct EngineOfAnEarlierRuntimeTests {
    @Test func viewsAnEarlierRuntimesEngineStillHoldsDieWithItWithoutTouchingTheNewOne() {
        do {
            let host = TestHost()
            let root = layoutRoot(host)
            let view = constrainedView(in: root)
            NSLayoutConstraint.activate(atTopLeading(view, of: root))
            host.turn()
            // The old engine is the last to hold the view (as its list of
            // views to check for ambiguity can be).
            UIKitRuntime.current.autoLayout.ambiguityCandidates.append(view)
            view.removeFromSuperview()
        }
        let host = TestHost()
        let root = layoutRoot(host)
        let view = constrainedView(in: root)
        NSLayoutConstraint.activate(atTopLeading(view, of: root) + [view.widthAnchor.constraint(equalToConstant: 30)])
        host.turn()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(UIKitRuntime.current.autoLayout.positioned.contains { $0.view === view })
    }
}

@MainActor
@Suite struct ConstraintEngineTests {
    @Test func aConstraintDeactivatedUnderAnotherRuntimeLeavesTheEngineItWasActiveIn() {
        let first = TestHost()
        let root = layoutRoot(first)
        let view = constrainedView(in: root)
        let width = view.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate(atTopLeading(view, of: root) + [width])
        first.turn()
        let firstEngine = UIKitRuntime.current.autoLayout
        let constraintsBefore = firstEngine.solver.constraintCount
        let second = TestHost()
        let secondEngine = UIKitRuntime.current.autoLayout
        let othersBefore = secondEngine.solver.constraintCount
        width.isActive = false
        #expect(firstEngine.solver.constraintCount == constraintsBefore - 1)
        #expect(secondEngine.solver.constraintCount == othersBefore)
        #expect(!width.isActive)
        withExtendedLifetime(second) {}
    }
}

@MainActor
@Suite struct EngineReleaseTests {
    @Test func aViewReleasedBeforeAnyLayoutLeavesNoNodeWaitingForItsSize() {
        let host = TestHost()
        let root = layoutRoot(host)
        do {
            let label = UILabel()
            label.text = "never laid out"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate(atTopLeading(label, of: root))
            label.removeFromSuperview()
        }
        #expect(UIKitRuntime.current.autoLayout.staleIntrinsicSizes.isEmpty)
    }

    @Test func aBaselineAlignedStackLaysOutAfterAnArrangedLabelIsGone() {
        let host = TestHost()
        let root = layoutRoot(host)
        let kept = UILabel()
        kept.text = "kept"
        let row = UIStackView(arrangedSubviews: [kept])
        row.alignment = .firstBaseline
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        NSLayoutConstraint.activate(atTopLeading(row, of: root).dropLast())
        do {
            let gone = UILabel()
            gone.text = "gone"
            gone.font = .systemFont(ofSize: 30)
            row.addArrangedSubview(gone)
            host.turn()
            gone.removeFromSuperview()
        }
        host.turn()
        #expect(row.arrangedSubviews == [kept])
        #expect(kept.frame.minX == 0 && kept.frame.width > 0)
        #expect(host.diagnostics.isEmpty)
    }
}

@MainActor
@Suite struct EngineDeferredRemovalTests {
    /// A laid-out column of five labels pinned in the host's root view.
    private func laidOutColumn(_ host: TestHost) -> UIStackView {
        let column = pinnedColumn(in: layoutRoot(host))
        for index in 0..<5 {
            let label = UILabel()
            label.text = "Row \(index)"
            column.addArrangedSubview(label)
        }
        host.turn()
        return column
    }

    @Test func theTurnThatTakesAScreenAwayDoesTheSolversRemovalWork() {
        let host = TestHost()
        let column = laidOutColumn(host)
        column.removeFromSuperview()
        #expect(UIKitRuntime.current.autoLayout.solver.hasDeferredRemovals)
        host.turn()
        #expect(!UIKitRuntime.current.autoLayout.solver.hasDeferredRemovals)
    }

    @Test func theTurnAfterAScreenIsReleasedDoesTheSolversRemovalWork() {
        let host = TestHost()
        weak var weakColumn: UIStackView?
        do {
            let column = laidOutColumn(host)
            column.removeFromSuperview()
            weakColumn = column
        }
        host.turn()
        #expect(weakColumn == nil)
        #expect(!UIKitRuntime.current.autoLayout.solver.hasDeferredRemovals)
    }
}
