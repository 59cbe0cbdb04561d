import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

@MainActor
@Suite struct PresentationDiagnosticsTests {
    @Test func oracle12PresentingWhilePresentingCallsNoCompletion() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController(), c = UIViewController()
        a.present(b, animated: false)
        host.runUntilIdle()
        var completions = 0
        a.present(c, animated: true) { completions += 1 }
        host.runUntilIdle()
        #expect(completions == 0)
        #expect(c.presentingViewController == nil)
    }

    @Test func dismissingWithNothingPresentedStillRunsTheCompletion() {
        let host = TestHost()
        let a = showRoot(host, Log())
        var completions = 0
        a.dismiss(animated: true) { completions += 1 }
        #expect(completions == 0)
        host.turn()
        #expect(completions == 1)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func dismissingWhileAPresentationRunsIsRefusedWithUIKitsMessage() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        a.present(b, animated: true)
        a.dismiss(animated: true)
        host.runUntilIdle()
        #expect(a.presentedViewController === b)
        #expect(host.diagnostics == ["Attempt to dismiss from view controller \(a) while a presentation or dismiss is in progress!"])
    }

    @Test func presentingFromAControllerBeingDismissedIsRefused() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController(), c = UIViewController()
        a.present(b, animated: false)
        host.runUntilIdle()
        b.dismiss(animated: true)
        b.present(c, animated: true)
        host.runUntilIdle()
        #expect(c.presentingViewController == nil)
        #expect(a.presentedViewController == nil)
        #expect(host.diagnostics == ["Attempt to present \(c) on \(b) (from \(b)) while a dismissal is in progress."])
    }

    @Test func anInteractionFinishedBeforeItsTransitionStartedFinishesItWhenItStarts() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let delegate = DiagonalTransitioningDelegate()
        delegate.interactivePresentation = true
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        delegate.interactor.update(0.7)
        delegate.interactor.finish()
        host.runUntilIdle()
        #expect(a.presentedViewController === b)
        #expect(b.transitionCoordinator == nil)
        #expect(host.diagnostics == [
            "UIPercentDrivenInteractiveTransition: finish() called before its transition started; it applies if the transition "
                + "starts within two run-loop turns.",
        ])
    }

    @Test func aStaleCancelDoesNotReachALaterTransition() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let delegate = DiagonalTransitioningDelegate()
        delegate.interactivePresentation = true
        delegate.interactor.cancel()
        host.advance(frames: 5)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.turn()
        #expect(b.transitionCoordinator?.isInteractive == true)
        delegate.interactor.finish()
        host.runUntilIdle()
        #expect(a.presentedViewController === b)
    }

    @Test func presentingTheRunningPresenterItselfRaisesUIKitsException() {
        let host = TestHost()
        let a = showRoot(host, Log())
        a.present(a, animated: true)
        #expect(host.diagnostics == [
            "NSInvalidArgumentException, reason: 'Application tried to present modally an active controller \(a).'; the call was refused.",
        ])
    }

    @Test func aControllerWhoseLoadViewSetsNoViewIsPresentedWithAPlainView() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = ForgetfulViewController()
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.view.window === host.window)
        #expect(host.diagnostics == ["-[OpenUIKitTests.ForgetfulViewController loadView] did not set the view; using a plain view."])
    }
}
