import Foundation
import SnapshotTesting
import Testing
import UIKit
@testable import GalleryExamples
import OpenUIKitSnapshotTesting

/// The guide's figures as film strips and screens, compared with the PNGs
/// in `__Snapshots__/FigureTests`.
@MainActor
@Suite struct FigureTests {
    @Test func figure10_4TheDiagonalPresentationSlidesInFromTheLowerRight() {
        let (host, a) = hostShowingA()
        let b = screen("B", presentedOrange)
        let delegate = DiagonalTransitioningDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        assertSnapshot(of: TransitionScript("Listing 10-2, presenting", host: host) { a.present(b, animated: true) },
                       as: .filmStrip(frames: 5))
    }

    /// Figure 10-5: the dismissed view leaves for the lower-right corner, the
    /// presenter's view back underneath it.
    @Test func figure10_5TheDismissedViewLeavesForTheLowerRight() {
        let (host, a) = hostShowingA()
        let b = screen("B", presentedOrange)
        let delegate = DiagonalTransitioningDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        assertSnapshot(of: TransitionScript("Listing 10-2, dismissing", host: host) { b.dismiss(animated: true) },
                       as: .filmStrip(frames: 5))
    }

    @Test func figure10_5OverFullScreenTheDismissedViewLeavesOverThePresenter() {
        let (host, a) = hostShowingA()
        let b = screen("B", presentedOrange)
        let delegate = DiagonalTransitioningDelegate()
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        assertSnapshot(of: TransitionScript("Listing 10-2, dismissing over full screen", host: host) { b.dismiss(animated: true) },
                       as: .filmStrip(frames: 5))
    }

    @Test func theDiagonalPresentationDrivenInteractivelyAndCancelled() {
        let (host, a) = hostShowingA()
        let b = screen("B", presentedOrange)
        let delegate = DiagonalTransitioningDelegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        delegate.interactivePresentation = true
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let script = TransitionScript(
            "Listing 10-2, interactive", host: host,
            drive: .interactive(interactor, percentages: [0.25, 0.5, 0.75], ending: .cancel)
        ) { a.present(b, animated: true) }
        assertSnapshot(of: script, as: .filmStrip(frames: 3))
    }

    @Test func theDimmingPresentationFadesTheDimmingViewInAlongside() {
        let (host, a) = hostShowingA()
        let b = screen("B", presentedOrange)
        let delegate = MyTransitioningDelegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        assertSnapshot(of: TransitionScript("Listings 11-1 … 11-5", host: host) { a.present(b, animated: true) },
                       as: .filmStrip(frames: 5))
    }

    @Test func theDimmingPresentationAtRest() {
        let (host, a) = hostShowingA()
        let b = screen("B", presentedOrange)
        let delegate = MyTransitioningDelegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.runUntilIdle()
        assertSnapshot(of: host, as: .image)
    }

    /// The screen turns like a card: A on the front, black behind, B on the back.
    @Test
    func flipHorizontalTurnsTheScreenOverMidway() {
        let (host, a) = hostShowingA()
        let b = screen("B", presentedOrange)
        b.modalTransitionStyle = .flipHorizontal
        b.modalPresentationStyle = .fullScreen
        assertSnapshot(of: TransitionScript(".flipHorizontal", host: host) { a.present(b, animated: true) },
                       as: .filmStrip(frames: 5))
    }

    @Test(arguments: [
        ("fullScreen", UIModalPresentationStyle.fullScreen), ("pageSheet", .pageSheet), ("formSheet", .formSheet),
        ("overFullScreen", .overFullScreen), ("popover", .popover),
    ])
    func eachStandardStyleAtRest(name: String, style: UIModalPresentationStyle) {
        let (host, a) = hostShowingA()
        let b = screen("B", presentedOrange)
        b.modalPresentationStyle = style
        b.preferredContentSize = CGSize(width: 240, height: 300)
        a.present(b, animated: true)
        host.runUntilIdle()
        assertSnapshot(of: host, as: .image, named: name)
    }

    /// A popover on a pad (768 × 1024 at 1x) pointing at a 40-point square
    /// near each edge, with the arrow allowed one way only.
    @Test(arguments: [
        ("up", UIPopoverArrowDirection.up, CGRect(x: 364, y: 120, width: 40, height: 40)),
        ("down", .down, CGRect(x: 364, y: 860, width: 40, height: 40)),
        ("left", .left, CGRect(x: 40, y: 492, width: 40, height: 40)),
        ("right", .right, CGRect(x: 688, y: 492, width: 40, height: 40)),
    ])
    func aPopoverPointingAtItsSource(name: String, direction: UIPopoverArrowDirection, source: CGRect) {
        let host = TestHost(screenSize: CGSize(width: 768, height: 1024), scale: 1)
        let a = screen("A", presenterBlue)
        let marker = UIView(frame: source)
        marker.backgroundColor = .white
        a.view.addSubview(marker)
        host.window.rootViewController = a
        host.runUntilIdle()
        let b = screen("B", presentedOrange)
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 240, height: 180)
        b.popoverPresentationController?.sourceView = marker
        b.popoverPresentationController?.permittedArrowDirections = direction
        a.present(b, animated: true)
        host.runUntilIdle()
        #expect(b.popoverPresentationController?.arrowDirection == direction)
        assertSnapshot(of: host, as: .image, named: name)
    }

    /// An alert and a compact action sheet at rest over "A" (390 × 844 at 1x).
    @Test(arguments: ["alert", "actionSheet"])
    func anAlertControllerAtRest(name: String) {
        let (host, a) = hostShowingA()
        let style: UIAlertController.Style = name == "alert" ? .alert : .actionSheet
        let alert = UIAlertController(title: "Delete the photo?", message: "It will be gone for good.", preferredStyle: style)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        if style == .actionSheet { alert.addAction(UIAlertAction(title: "Share", style: .default)) }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        a.present(alert, animated: true)
        host.runUntilIdle()
        assertSnapshot(of: host, as: .image, named: name)
    }
}
