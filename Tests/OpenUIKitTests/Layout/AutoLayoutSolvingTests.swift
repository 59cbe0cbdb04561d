import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct AutoLayoutSolvingTests {
    @Test func anchorsPlaceAViewInItsSuperview() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        host.turn()
        #expect(box.frame == CGRect(x: 20, y: 100, width: 350, height: 50))
    }

    @Test func theKiwiReadmeWorkloadGivesSubviewOneAWidthOf150() {
        let host = TestHost(screenSize: CGSize(width: 300, height: 500))
        let root = layoutRoot(host)
        let superview = constrainedView(in: root)
        let one = constrainedView(in: superview), two = constrainedView(in: superview)
        NSLayoutConstraint.activate([
            superview.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            superview.topAnchor.constraint(equalTo: root.topAnchor),
            superview.widthAnchor.constraint(equalToConstant: 300),
            superview.heightAnchor.constraint(equalToConstant: 100),
            one.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            one.trailingAnchor.constraint(equalTo: two.leadingAnchor),
            two.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
            one.widthAnchor.constraint(equalTo: two.widthAnchor),
            one.topAnchor.constraint(equalTo: superview.topAnchor),
            two.topAnchor.constraint(equalTo: superview.topAnchor),
            one.heightAnchor.constraint(equalTo: superview.heightAnchor),
            two.heightAnchor.constraint(equalTo: superview.heightAnchor),
        ])
        host.turn()
        #expect(one.frame == CGRect(x: 0, y: 0, width: 150, height: 100))
        #expect(two.frame == CGRect(x: 150, y: 0, width: 150, height: 100))
    }

    @Test func aHigherPriorityWinsOverALowerOne() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([wide, narrow] + atTopLeading(box, of: root))
        host.turn()
        #expect(box.frame.width == 300)
    }

    @Test func manyLowPriorityConstraintsNeverOutweighOneOfHigherPriority() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        let high = box.widthAnchor.constraint(equalToConstant: 300)
        high.priority = UILayoutPriority(251)
        var constraints = [high]
        for _ in 0..<50 {
            let low = box.widthAnchor.constraint(equalToConstant: 100)
            low.priority = .defaultLow
            constraints.append(low)
        }
        NSLayoutConstraint.activate(constraints + atTopLeading(box, of: root))
        host.turn()
        #expect(box.frame.width == 300)
    }

    @Test func changingAConstantMovesTheViewAtTheNextLayout() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.turn()
        top.constant = 200
        #expect(box.frame.minY == 10)
        root.layoutIfNeeded()
        #expect(box.frame.minY == 200)
    }

    @Test func deactivatingAConstraintLetsTheNextOneDecide() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([wide, narrow] + atTopLeading(box, of: root))
        host.turn()
        wide.isActive = false
        host.turn()
        #expect(box.frame.width == 100)
    }

    @Test func aMultiplierScalesTheSecondDimension() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 5),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 2),
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        host.turn()
        #expect(box.frame == CGRect(x: 95, y: 222, width: 200, height: 400))
    }

    @Test func systemSpacingIsEightPoints() {
        let host = TestHost()
        let root = layoutRoot(host)
        let a = constrainedView(in: root), b = constrainedView(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.turn()
        #expect(b.frame.origin == CGPoint(x: 66, y: 58))
    }

    @Test func viewsThatTranslateTheirMaskKeepTheirFramesAndAnchorOthers() {
        let host = TestHost()
        let root = layoutRoot(host)
        let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 60))
        root.addSubview(fixed)
        let follower = constrainedView(in: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        host.turn()
        #expect(follower.frame == CGRect(x: 140, y: 40, width: 100, height: 60))
        fixed.frame.origin.x = 0
        host.turn()
        #expect(follower.frame.minX == 110)
        #expect(fixed.frame == CGRect(x: 0, y: 40, width: 100, height: 60))
    }

    @Test func framesAreRoundedToThePixelGrid() {
        let host = TestHost()
        let root = layoutRoot(host)
        let a = constrainedView(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.1),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.turn()
        #expect(a.frame.minX == CGFloat(30) / 3)
    }

    @Test func theSafeAreaGuideFollowsTheSafeAreaInsets() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
        ])
        host.turn()
        #expect(box.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test func theMarginsGuideIsTheLayoutMarginsInsideTheSafeArea() {
        let host = TestHost()
        let root = layoutRoot(host)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 24)
        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.turn()
        #expect(box.frame == CGRect(x: 16, y: 57, width: 350, height: 20))
    }

    @Test func theReadableContentGuideIsAtMost672PointsWideAndCentred() {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 768))
        let root = layoutRoot(host)
        root.directionalLayoutMargins = .zero
        host.turn()
        #expect(root.readableContentGuide.layoutFrame == CGRect(x: 176, y: 0, width: 672, height: 768))
    }

    @Test func aCustomLayoutGuideSpacesTwoViews() {
        let host = TestHost()
        let root = layoutRoot(host)
        let a = constrainedView(in: root), b = constrainedView(in: root)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), gap.widthAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor), b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
        ])
        host.turn()
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 30, height: 1))
        #expect(b.frame == CGRect(x: 130, y: 0, width: 260, height: 10))
        #expect(root.layoutGuides.contains(gap))
        #expect(gap.owningView === root)
    }

    @Test func removingAViewFromItsSuperviewDeactivatesItsConstraints() {
        let host = TestHost()
        let root = layoutRoot(host)
        let box = constrainedView(in: root)
        let width = box.widthAnchor.constraint(equalTo: root.widthAnchor)
        let fixed = box.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([width, fixed])
        box.removeFromSuperview()
        #expect(!width.isActive)
        #expect(fixed.isActive)
        #expect(!root.constraints.contains(width))
        #expect(box.constraints == [fixed])
    }
}

