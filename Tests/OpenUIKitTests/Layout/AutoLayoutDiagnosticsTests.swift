import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct AutoLayoutDiagnosticsTests {
    @Test func conflictingRequiredConstraintsAreReportedAndTheLastOneBroken() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            first, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        second.isActive = true
        host.turn()
        #expect(box.frame.width == 100)
        #expect(second.isActive)
        let message = host.diagnostics.first ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        #expect(message.contains("\"\(first.description)\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(second.description)\n"))
        #expect(message.hasSuffix("may also be helpful."))
    }

    @Test func aConflictWithAnAutoresizingFrameNamesTheMaskConstraint() {
        let host = TestHost()
        let root = layoutRoot(host)
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(fixed)
        let constraint = fixed.widthAnchor.constraint(equalToConstant: 80)
        constraint.isActive = true
        host.turn()
        #expect(fixed.frame.width == 50)
        let message = host.diagnostics.first ?? ""
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint: h=--& v=--& UIView:0x"))
        #expect(message.contains("translatesAutoresizingMaskIntoConstraints"))
    }

    @Test func anUnderconstrainedViewHasAnAmbiguousLayoutAndSaysSoOnce() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        box.widthAnchor.constraint(equalToConstant: 10).isActive = true
        host.turn()
        #expect(box.hasAmbiguousLayout)
        root.setNeedsLayout()
        host.turn()
        let reports = host.diagnostics.filter { $0.contains("View has an ambiguous layout") }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("AMBIGUOUS LAYOUT for UIView:0x") == true)
        #expect(reports.first?.contains(".minX, ") == true)
    }

    @Test func aFullyConstrainedViewIsNotAmbiguous() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        host.turn()
        #expect(!box.hasAmbiguousLayout)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func constraintsAffectingLayoutListTheAxisConstraints() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([width, leading, top])
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains(width) && horizontal.contains(leading))
        #expect(!horizontal.contains(top))
        #expect(box.constraintsAffectingLayout(for: .vertical).contains(top))
    }
}

@MainActor
@Suite struct ExerciseAmbiguityTests {
    @Test func exercisingAnAmbiguousViewMovesIt() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        host.turn()
        let before = box.frame
        box.exerciseAmbiguityInLayout()
        host.turn()
        #expect(box.frame.minX != before.minX)
        #expect(box.frame.size == before.size)
        #expect(box.hasAmbiguousLayout)
    }

    @Test func exercisingADeterminedViewLeavesIt() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        host.turn()
        box.exerciseAmbiguityInLayout()
        host.turn()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
