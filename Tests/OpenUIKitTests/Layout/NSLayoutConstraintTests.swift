import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct NSLayoutConstraintTests {
    @Test func theItemInitialiserKeepsEveryArgument() {
        let a = UIView(), b = UIView()
        let constraint = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: b, attribute: .height,
            multiplier: 2, constant: 5)
        #expect(constraint.firstItem === a)
        #expect(constraint.secondItem === b)
        #expect(constraint.firstAttribute == .width)
        #expect(constraint.secondAttribute == .height)
        #expect(constraint.relation == .greaterThanOrEqual)
        #expect(constraint.multiplier == 2)
        #expect(constraint.constant == 5)
        #expect(constraint.priority == .required)
        #expect(!constraint.isActive)
    }

    @Test func anAnchorConstraintNamesItsAnchors() {
        let a = UIView()
        let constraint = a.widthAnchor.constraint(equalToConstant: 44)
        #expect(constraint.firstItem === a)
        #expect(constraint.secondItem == nil)
        #expect(constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.firstAnchor.item === a)
    }

    @Test func priorityArithmeticAndValuesAreUIKits() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
    }

    @Test func activatingInstallsOnTheClosestCommonAncestor() {
        let host = TestHost()
        let root = layoutRoot(host)
        let container = constrainedView(in: root)
        let a = constrainedView(in: container), b = constrainedView(in: container)
        let between = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let own = a.heightAnchor.constraint(equalToConstant: 10)
        let up = a.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([between, own, up])
        #expect(container.constraints == [between])
        #expect(a.constraints == [own])
        #expect(root.constraints.contains(up))
        #expect(between.isActive && own.isActive && up.isActive)
    }

    @Test func deactivatingUninstallsFromTheView() {
        let host = TestHost()
        let root = layoutRoot(host)
        let a = constrainedView(in: root)
        let constraint = a.widthAnchor.constraint(equalTo: root.widthAnchor)
        constraint.isActive = true
        NSLayoutConstraint.deactivate([constraint])
        #expect(!constraint.isActive)
        #expect(!root.constraints.contains(constraint))
    }

    @Test func activatingBetweenViewsWithoutACommonAncestorIsRefusedWithUIKitsMessage() {
        let host = TestHost()
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(a.constraints.isEmpty && b.constraints.isEmpty)
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.hasPrefix("NSGenericException, reason: 'Unable to activate constraint with anchors") == true)
        #expect(host.diagnostics.first?.contains("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.") == true)
    }

    @Test func addConstraintOnAViewThatIsNotAnAncestorIsRefused() {
        let host = TestHost()
        let root = layoutRoot(host)
        let a = constrainedView(in: root), b = constrainedView(in: root)
        let constraint = a.widthAnchor.constraint(equalTo: root.widthAnchor)
        b.addConstraint(constraint)
        #expect(!constraint.isActive)
        #expect(host.diagnostics.first?.contains("The view hierarchy is not prepared for the constraint") == true)
    }

    @Test func aNonFiniteConstantIsRefusedAndTheOldOneKept() {
        let host = TestHost()
        let a = UIView()
        let constraint = a.widthAnchor.constraint(equalToConstant: 10)
        constraint.constant = .nan
        #expect(constraint.constant == 10)
        #expect(host.diagnostics.first?.contains("NSLayoutConstraint constant is not finite!  That's illegal.") == true)
    }

    @Test func aNonFiniteMultiplierMakesAConstraintThatCannotBeActivated() {
        let host = TestHost()
        let root = layoutRoot(host)
        let a = constrainedView(in: root)
        let constraint = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(host.diagnostics.contains { $0.contains("multiplier is not finite") })
    }

    @Test func aZeroMultiplierOnADimensionIsRefused() {
        let host = TestHost()
        let root = layoutRoot(host)
        let a = constrainedView(in: root)
        let constraint = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(host.diagnostics.contains { $0.contains("A multiplier of 0") })
    }

    @Test func anItemThatIsNeitherAViewNorALayoutGuideIsRefused() {
        let host = TestHost()
        let root = layoutRoot(host)
        let a = constrainedView(in: root)
        let stranger = NSObject()
        let constraint = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: stranger, attribute: .width,
            multiplier: 1, constant: 0)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(host.diagnostics.contains { $0.contains("Constraint items must each be a view or layout guide.") })
        root.layoutIfNeeded()
        #expect(a.constraintsAffectingLayout(for: .horizontal).isEmpty)
        withExtendedLifetime(stranger) {}
    }

    @Test func aLocationEqualToAConstantIsRefused() {
        let host = TestHost()
        let a = UIView()
        _ = NSLayoutConstraint(
            item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 10)
        #expect(host.diagnostics.first?.contains("Location attributes must be specified in pairs.") == true)
    }

    @Test func anActiveConstraintCannotChangeBetweenRequiredAndOptional() {
        let host = TestHost()
        let root = layoutRoot(host)
        let a = constrainedView(in: root)
        let constraint = a.widthAnchor.constraint(equalToConstant: 10)
        constraint.isActive = true
        constraint.priority = .defaultHigh
        #expect(constraint.priority == .required)
        #expect(host.diagnostics.first?.contains("Mutating a priority from required to not on an installed constraint") == true)
    }

    @Test func theDescriptionIsUIKits() {
        let a = UIView()
        let constraint = a.widthAnchor.constraint(equalToConstant: 20)
        constraint.identifier = "w"
        constraint.priority = .defaultHigh
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(a).toOpaque()), radix: 16)
        #expect(constraint.description.hasSuffix(" 'w' UIView:0x\(address).width == 20 @750   (inactive)>"))
        #expect(constraint.description.hasPrefix("<NSLayoutConstraint:0x"))
    }
}
