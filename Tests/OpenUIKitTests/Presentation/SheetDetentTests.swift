import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A sheet delegate that logs what UIKit tells it as "delegate.<method>".
@MainActor
final class SheetDelegateRecorder: UISheetPresentationControllerDelegate {
    let log: Log
    var allowsDismissal = true

    init(_ log: Log) { self.log = log }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("delegate.presentationControllerShouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate.presentationControllerWillDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate.presentationControllerDidDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate.presentationControllerDidAttemptToDismiss")
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        log.append("delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier")
    }
}

/// A view that logs the touches that begin on it as "<name>.touchesBegan".
@MainActor
final class TouchLoggingView: UIView {
    let name: String
    let log: Log

    init(_ name: String, log: Log, frame: CGRect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).touchesBegan")
    }
}

@MainActor
@Suite struct SheetDetentTests {
    @Test func aSheetStartsWithUIKitsDefaults() {
        let sheet = UIViewController().sheetPresentationController
        #expect(sheet?.detents.map(\.identifier) == [.large])
        #expect(sheet?.selectedDetentIdentifier == nil)
        #expect(sheet?.largestUndimmedDetentIdentifier == nil)
        #expect(sheet?.prefersGrabberVisible == false)
        #expect(sheet?.prefersScrollingExpandsWhenScrolledToEdge == true)
        #expect(sheet?.preferredCornerRadius == nil)
    }

    @Test func theSystemDetentsHaveUIKitsIdentifiers() {
        typealias Detent = UISheetPresentationController.Detent
        #expect(Detent.medium().identifier.rawValue == "com.apple.UIKit.medium")
        #expect(Detent.large().identifier.rawValue == "com.apple.UIKit.large")
        #expect(Detent.custom(identifier: Detent.Identifier("small")) { _ in 100 }.identifier == Detent.Identifier("small"))
        #expect(Detent.custom { _ in 100 }.identifier != Detent.custom { _ in 100 }.identifier)
    }

    @Test func theMediumDetentIsHalfTheHeightBelowTheSafeAreaTop() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.sheetPresentationController?.detents = [.medium()]
        presentSheet(b, from: a, host)
        #expect(b.view.frame == CGRect(x: 0, y: 445.5, width: 390, height: 398.5))
    }

    @Test func withoutASelectionTheSheetRestsAtTheSmallestDetent() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.sheetPresentationController?.detents = [.large(), .medium()]
        presentSheet(b, from: a, host)
        #expect(b.sheetPresentationController?.selectedDetentIdentifier == nil)
        #expect(b.view.frame.minY == 445.5)
    }

    @Test func theSelectedDetentDecidesTheHeight() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        let sheet = b.sheetPresentationController
        sheet?.detents = [.medium(), .large()]
        sheet?.selectedDetentIdentifier = .large
        presentSheet(b, from: a, host)
        #expect(b.view.frame.minY == 57)
        sheet?.selectedDetentIdentifier = .medium
        #expect(b.view.frame.minY == 445.5)
    }

    @Test func animateChangesAnimatesTheSheetToItsNewDetent() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        let sheet = b.sheetPresentationController
        sheet?.detents = [.medium(), .large()]
        presentSheet(b, from: a, host)
        sheet?.animateChanges { sheet?.selectedDetentIdentifier = .large }
        #expect(b.view.frame.minY == 57)
        host.advance(frames: 5)
        let top = b.view.layer.presentation().map { $0.frame.minY } ?? 0
        #expect(top > 57 && top < 445.5)
        host.runUntilIdle()
        #expect(b.view.layer.presentation()?.frame.minY == 57)
    }

    @Test func customDetentsResolveInTheSheetsContext() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        var seenMaximum: CGFloat = 0
        b.sheetPresentationController?.detents = [.custom { context in
            seenMaximum = context.maximumDetentValue
            return 200
        }]
        presentSheet(b, from: a, host)
        #expect(seenMaximum == 753)
        #expect(b.view.frame == CGRect(x: 0, y: 610, width: 390, height: 234))
    }

    @Test func thePresenterIsPushedBackOnlyAtFullHeight() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        let sheet = b.sheetPresentationController
        sheet?.detents = [.medium(), .large()]
        presentSheet(b, from: a, host)
        #expect(a.view.transform == .identity)
        sheet?.selectedDetentIdentifier = .large
        #expect(a.view.transform == CGAffineTransform(scaleX: 0.92, y: 0.92))
    }

    @Test func anUndimmedDetentClearsTheDimmingAndLetsTouchesThroughToThePresenter() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        a.view.addSubview(TouchLoggingView("behind", log: log, frame: CGRect(x: 0, y: 0, width: 390, height: 400)))
        let b = UIViewController()
        let sheet = b.sheetPresentationController
        sheet?.detents = [.medium(), .large()]
        sheet?.largestUndimmedDetentIdentifier = .medium
        presentSheet(b, from: a, host)
        #expect(dimmingView(of: b)?.alpha == 0)
        log.clear()
        host.tap(at: CGPoint(x: 195, y: 200))
        #expect(log.entries.filter { $0.contains("touches") } == ["behind.touchesBegan"])
    }

    @Test func aDimmedDetentKeepsTouchesFromThePresenter() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        a.view.addSubview(TouchLoggingView("behind", log: log, frame: CGRect(x: 0, y: 0, width: 390, height: 400)))
        let b = UIViewController()
        let sheet = b.sheetPresentationController
        sheet?.detents = [.medium(), .large()]
        sheet?.largestUndimmedDetentIdentifier = .medium
        sheet?.selectedDetentIdentifier = .large
        presentSheet(b, from: a, host)
        #expect(dimmingView(of: b).map { abs($0.alpha - 0.4) < 1e-6 } == true)
        log.clear()
        host.tap(at: CGPoint(x: 195, y: 30))
        #expect(log.entries.filter { $0.contains("touches") }.isEmpty)
    }

    @Test func draggingUpToTheLargeDetentSelectsItAndTellsTheDelegate() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = UIViewController()
        let sheet = b.sheetPresentationController
        let delegate = SheetDelegateRecorder(log)
        sheet?.delegate = delegate
        sheet?.detents = [.medium(), .large()]
        presentSheet(b, from: a, host)
        log.clear()
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 150), duration: 0.3)
        host.runUntilIdle()
        #expect(sheet?.selectedDetentIdentifier == .large)
        #expect(b.view.frame.minY == 57)
        #expect(a.view.transform == CGAffineTransform(scaleX: 0.92, y: 0.92))
        #expect(log.entries.filter { $0.hasPrefix("delegate.") } == ["delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier"])
    }

    @Test func aShortDragBetweenDetentsSettlesBack() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = UIViewController()
        let sheet = b.sheetPresentationController
        let delegate = SheetDelegateRecorder(log)
        sheet?.delegate = delegate
        sheet?.detents = [.medium(), .large()]
        presentSheet(b, from: a, host)
        log.clear()
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 440), duration: 0.5)
        host.runUntilIdle()
        #expect(sheet?.selectedDetentIdentifier == nil)
        #expect(b.view.frame.minY == 445.5)
        #expect(log.entries.filter { $0.hasPrefix("delegate.") }.isEmpty)
    }
}
