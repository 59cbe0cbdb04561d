import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// Presents `b` from `a` as a sheet (its style unless told) and runs until idle.
@MainActor
func presentSheet(_ b: UIViewController, from a: UIViewController, _ host: TestHost, style: UIModalPresentationStyle? = nil) {
    if let style { b.modalPresentationStyle = style }
    a.present(b, animated: true)
    host.runUntilIdle()
}

/// The dimming view a sheet put in its container (the container's first subview).
@MainActor
func dimmingView(of b: UIViewController) -> UIView? {
    b.view.superview?.subviews.first { $0 !== b.view }
}

@MainActor
@Suite struct SheetPresentationTests {
    @Test(arguments: [UIModalPresentationStyle.automatic, .pageSheet, .formSheet])
    func aCardSheetRestsTenPointsBelowTheSafeAreaTop(_ style: UIModalPresentationStyle) {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        presentSheet(b, from: a, host, style: style)
        #expect(b.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    }

    @Test func theCardRoundsOnlyItsTopCorners() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        presentSheet(b, from: a, host)
        #expect(b.view.layer.cornerRadius == 10)
        #expect(b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(b.view.clipsToBounds)
    }

    @Test func theSheetGivesItsViewItsOwnCornersBackAfterDismissal() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        presentSheet(b, from: a, host)
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(b.view.layer.cornerRadius == 0)
        #expect(!b.view.clipsToBounds)
    }

    @Test func aBlackDimmingViewRestsAtFortyPercentUnderTheSheet() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        presentSheet(b, from: a, host)
        let dimming = dimmingView(of: b)
        #expect(dimming?.backgroundColor == .black)
        #expect(dimming.map { abs($0.alpha - 0.4) < 1e-6 } == true)
        #expect(dimming?.frame == host.window.bounds)
        #expect(b.view.superview?.subviews.last === b.view)
    }

    @Test func theDimmingFadesInAlongsideThePresentation() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        a.present(b, animated: true)
        host.turn()
        let dimming = dimmingView(of: b)
        host.advance(frames: 6)
        let opacity = dimming?.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0 && opacity < 0.4)
        host.runUntilIdle()
        #expect(dimming?.layer.presentation()?.opacity == 0.4)
    }

    @Test func theDimmingViewFadesOutAndGoesAfterDismissal() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        presentSheet(b, from: a, host)
        let dimming = dimmingView(of: b)
        b.dismiss(animated: true)
        host.advance(frames: 6)
        let opacity = dimming?.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0 && opacity < 0.4)
        host.runUntilIdle()
        #expect(dimming?.superview == nil)
        #expect(host.window.subviews.count == 1)
    }

    @Test func thePresenterIsPushedBackWhilePresentedAndRestoredAfter() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        presentSheet(b, from: a, host)
        #expect(a.view.transform == CGAffineTransform(scaleX: 0.92, y: 0.92))
        #expect(a.view.layer.cornerRadius == 10)
        #expect(a.view.clipsToBounds)
        #expect(a.view.frame.midY == host.window.bounds.midY)
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(a.view.transform == .identity)
        #expect(a.view.layer.cornerRadius == 0)
        #expect(!a.view.clipsToBounds)
        #expect(a.view.frame == host.window.bounds)
    }

    @Test func thePushBackAnimatesWithThePresentation() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        a.present(b, animated: true)
        host.advance(frames: 6)
        let scale = a.view.layer.presentation().map { $0.transform.m11 } ?? 0
        #expect(scale < 1 && scale > 0.92)
        host.runUntilIdle()
    }

    @Test func aSheetOnASheetLiftsTheLowerSheetBehindIt() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController(), c = UIViewController()
        presentSheet(b, from: a, host)
        presentSheet(c, from: b, host)
        #expect(c.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(b.view.transform.a == 0.92)
        #expect(abs(b.view.frame.minY - 47) < 0.01)
        #expect(a.view.transform == CGAffineTransform(scaleX: 0.92, y: 0.92))
        c.dismiss(animated: true)
        host.runUntilIdle()
        #expect(b.view.transform == .identity)
        #expect(b.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(a.view.transform == CGAffineTransform(scaleX: 0.92, y: 0.92))
    }

    @Test func aFormSheetInARegularWidthIsCentredWithEveryCornerRounded() {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 1366), scale: 2, safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let a = showRoot(host, Log())
        let b = UIViewController()
        presentSheet(b, from: a, host, style: .formSheet)
        #expect(b.view.frame == CGRect(x: 242, y: 373, width: 540, height: 620))
        #expect(b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(dimmingView(of: b).map { abs($0.alpha - 0.4) < 1e-6 } == true)
        #expect(a.view.transform == .identity)
    }

    @Test func aPageSheetInARegularWidthIsCentredBelowTheTop() {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 1366), scale: 2, safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let a = showRoot(host, Log())
        let b = UIViewController()
        presentSheet(b, from: a, host, style: .pageSheet)
        #expect(b.view.frame == CGRect(x: 160, y: 34, width: 704, height: 1332))
        #expect(b.view.layer.cornerRadius == 10)
    }

    @Test func theDimmingViewCoversTheContainerAfterRotation() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        presentSheet(b, from: a, host)
        host.rotate()
        #expect(dimmingView(of: b)?.frame == host.window.bounds)
        #expect(host.window.bounds.width == 844)
        #expect(b.view.frame.width == 844)
    }

    @Test func theGrabberSitsAtTheTopCentre() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.sheetPresentationController?.prefersGrabberVisible = true
        presentSheet(b, from: a, host)
        let grabber = b.view.subviews.last
        #expect(grabber?.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
        #expect(grabber?.layer.cornerRadius == 2.5)
        b.sheetPresentationController?.prefersGrabberVisible = false
        #expect(b.view.subviews.isEmpty)
    }

    @Test func preferredCornerRadiusRoundsTheSheet() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.sheetPresentationController?.preferredCornerRadius = 24
        presentSheet(b, from: a, host)
        #expect(b.view.layer.cornerRadius == 24)
    }

    @Test func theScreenShowsTheDimmedPresenterAboveTheCard() {
        let host = TestHost()
        host.window.backgroundColor = .black
        let a = showRoot(host, Log())
        a.view.backgroundColor = .red
        let b = UIViewController()
        b.view.backgroundColor = .blue
        presentSheet(b, from: a, host)
        let image = host.renderScreen()
        writeForInspection(image, "sheet-card")
        // Black everywhere the pushed-back presenter does not reach, then the dimmed presenter, then the card.
        expectPixel(image, 3 * 195, 3 * 20, .black)
        expectPixel(image, 3 * 195, 3 * 45, DrawnPixel(153, 0, 0))
        expectPixel(image, 3 * 195, 3 * 400, .blue)
        // The card's rounded top-left corner shows what is behind it.
        expectPixel(image, 1, 3 * 57 + 1, .black)
        expectPixel(image, 3 * 10, 3 * 67, .blue)
    }
}
