import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

/// Each example's script played headless, its timeline checked against
/// the sequence ORACLE.md gives (statements 2, 3, 7, 10, 24, 28 and the
/// containment rules).
@MainActor
@Suite struct GalleryTimelineTests {
    /// Plays example `id`'s script; fails if a step could not be done.
    private func play(_ id: String) throws -> GalleryRecording {
        let recording = GalleryRecording(example: try #require(GalleryCatalog.example(id: id)))
        recording.play()
        #expect(recording.problems.isEmpty)
        return recording
    }

    /// `Receiver.callback` for each entry of the timeline.
    private func calls(_ recording: GalleryRecording) -> [String] {
        recording.timeline.entries.map { "\($0.receiver).\($0.callback)" }
    }

    @Test func theDiagonalAnimatorPresentsAndDismissesInTheOraclesOrder() throws {
        let recording = try play("diagonal")
        #expect(calls(recording) == [
            "DiagonalTransitioningDelegate.animationController(forPresented:presenting:source:)",
            "DiagonalTransitioningDelegate.interactionControllerForPresentation",
            "CardViewController.loadView",
            "CardViewController.viewDidLoad",
            "DiagonalViewController.viewWillDisappear",
            "CardViewController.viewWillAppear",
            "FullScreenPresentationController.presentationTransitionWillBegin",
            "DiagonalAnimator.transitionDuration",
            "DiagonalAnimator.animateTransition",
            "CardViewController.viewIsAppearing",
            "TransitionContext.completeTransition",
            "FullScreenPresentationController.presentationTransitionDidEnd",
            "CardViewController.viewDidAppear",
            "DiagonalViewController.viewDidDisappear",
            "DiagonalAnimator.animationEnded",
            "DiagonalTransitioningDelegate.animationController(forDismissed:)",
            "DiagonalTransitioningDelegate.interactionControllerForDismissal",
            "CardViewController.viewWillDisappear",
            "DiagonalViewController.viewWillAppear",
            "FullScreenPresentationController.dismissalTransitionWillBegin",
            "DiagonalAnimator.transitionDuration",
            "DiagonalAnimator.animateTransition",
            "DiagonalViewController.viewIsAppearing",
            "TransitionContext.completeTransition",
            "FullScreenPresentationController.dismissalTransitionDidEnd",
            "CardViewController.viewDidDisappear",
            "DiagonalViewController.viewDidAppear",
            "DiagonalAnimator.animationEnded",
        ])
    }

    /// The cancelled dismissal follows ORACLE 23: the controller that was
    /// appearing (the presenter) disappears first, then the card appears.
    @Test func aDragLetGoEarlyCancelsTheDismissalAndALongerOneFinishesIt() throws {
        let recording = try play("interactive-dismissal")
        #expect(calls(recording) == [
            "CardViewController.loadView",
            "CardViewController.viewDidLoad",
            "DiagonalTransitioningDelegate.animationController(forPresented:presenting:source:)",
            "DiagonalTransitioningDelegate.interactionControllerForPresentation",
            "InteractiveDismissalViewController.viewWillDisappear",
            "CardViewController.viewWillAppear",
            "FullScreenPresentationController.presentationTransitionWillBegin",
            "DiagonalAnimator.transitionDuration",
            "DiagonalAnimator.animateTransition",
            "CardViewController.viewIsAppearing",
            "TransitionContext.completeTransition",
            "FullScreenPresentationController.presentationTransitionDidEnd",
            "CardViewController.viewDidAppear",
            "InteractiveDismissalViewController.viewDidDisappear",
            "DiagonalAnimator.animationEnded",
            "DiagonalTransitioningDelegate.animationController(forDismissed:)",
            "DiagonalTransitioningDelegate.interactionControllerForDismissal",
            "CardViewController.viewWillDisappear",
            "InteractiveDismissalViewController.viewWillAppear",
            "FullScreenPresentationController.dismissalTransitionWillBegin",
            "DiagonalAnimator.transitionDuration",
            "DragDownDismissal.startInteractiveTransition",
            "DiagonalAnimator.animateTransition",
            "InteractiveDismissalViewController.viewIsAppearing",
            "TransitionContext.completeTransition",
            "FullScreenPresentationController.dismissalTransitionDidEnd",
            "InteractiveDismissalViewController.viewWillDisappear",
            "InteractiveDismissalViewController.viewDidDisappear",
            "CardViewController.viewWillAppear",
            "CardViewController.viewIsAppearing",
            "CardViewController.viewDidAppear",
            "DiagonalAnimator.animationEnded",
            "DiagonalTransitioningDelegate.animationController(forDismissed:)",
            "DiagonalTransitioningDelegate.interactionControllerForDismissal",
            "CardViewController.viewWillDisappear",
            "InteractiveDismissalViewController.viewWillAppear",
            "FullScreenPresentationController.dismissalTransitionWillBegin",
            "DiagonalAnimator.transitionDuration",
            "DragDownDismissal.startInteractiveTransition",
            "DiagonalAnimator.animateTransition",
            "InteractiveDismissalViewController.viewIsAppearing",
            "TransitionContext.completeTransition",
            "FullScreenPresentationController.dismissalTransitionDidEnd",
            "CardViewController.viewDidDisappear",
            "InteractiveDismissalViewController.viewDidAppear",
            "DiagonalAnimator.animationEnded",
        ])
    }

    @Test func theDimmingPresentationCallsItsPresentationControllerHooksInOrder() throws {
        let recording = try play("dimming")
        #expect(calls(recording) == [
            "MyTransitioningDelegate.presentationController(forPresented:presenting:source:)",
            "MyTransitioningDelegate.animationController(forPresented:presenting:source:)",
            "CardViewController.loadView",
            "CardViewController.viewDidLoad",
            "CardViewController.viewWillAppear",
            "MyPresentationController.presentationTransitionWillBegin",
            "CoverVerticalAnimator.transitionDuration",
            "CoverVerticalAnimator.animateTransition",
            "TransitionCoordinator.alongsideAnimation",
            "CardViewController.viewIsAppearing",
            "TransitionContext.completeTransition",
            "MyPresentationController.presentationTransitionDidEnd",
            "CardViewController.viewDidAppear",
            "CoverVerticalAnimator.animationEnded",
            "MyTransitioningDelegate.animationController(forDismissed:)",
            "CardViewController.viewWillDisappear",
            "MyPresentationController.dismissalTransitionWillBegin",
            "CoverVerticalAnimator.transitionDuration",
            "CoverVerticalAnimator.animateTransition",
            "TransitionCoordinator.alongsideAnimation",
            "TransitionContext.completeTransition",
            "MyPresentationController.dismissalTransitionDidEnd",
            "CardViewController.viewDidDisappear",
            "CoverVerticalAnimator.animationEnded",
        ])
    }

    @Test func resizingTheWindowReachesTheChromeControllerAndTheCard() throws {
        let recording = try play("chrome")
        #expect(calls(recording) == [
            "ChromeViewController.presentationController(forPresented:presenting:source:)",
            "ChromeViewController.animationController(forPresented:presenting:source:)",
            "CardViewController.loadView",
            "CardViewController.viewDidLoad",
            "CardViewController.viewWillAppear",
            "ChromePresentationController.presentationTransitionWillBegin",
            "CoverVerticalAnimator.transitionDuration",
            "CoverVerticalAnimator.animateTransition",
            "TransitionCoordinator.alongsideAnimation",
            "CardViewController.viewIsAppearing",
            "TransitionContext.completeTransition",
            "ChromePresentationController.presentationTransitionDidEnd",
            "CardViewController.viewDidAppear",
            "CoverVerticalAnimator.animationEnded",
            "ChromeViewController.viewWillTransition",
            "ChromePresentationController.viewWillTransition",
            "CardViewController.viewWillTransition",
            "ChromeViewController.viewWillTransition",
            "ChromePresentationController.viewWillTransition",
            "CardViewController.viewWillTransition",
            "ChromeViewController.animationController(forDismissed:)",
            "CardViewController.viewWillDisappear",
            "ChromePresentationController.dismissalTransitionWillBegin",
            "CoverVerticalAnimator.transitionDuration",
            "CoverVerticalAnimator.animateTransition",
            "TransitionCoordinator.alongsideAnimation",
            "TransitionContext.completeTransition",
            "ChromePresentationController.dismissalTransitionDidEnd",
            "CardViewController.viewDidDisappear",
            "CoverVerticalAnimator.animationEnded",
        ])
    }

    /// ORACLE 25 then 26: on the phone stage the plain card adapts to full
    /// screen (a full-screen presentation controller); the card whose
    /// delegate answers `.none` keeps its current-context presentation
    /// controller. Both take the panel's view away (`.currentContext`).
    @Test func aCurrentContextCardAdaptsOnAPhoneAndStaysInContextWhenItsDelegateRefuses() throws {
        let recording = try play("current-context")
        #expect(calls(recording) == [
            "CardViewController.loadView",
            "CardViewController.viewDidLoad",
            "ContextPanelViewController.viewWillDisappear",
            "CardViewController.viewWillAppear",
            "FullScreenPresentationController.presentationTransitionWillBegin",
            "CoverVerticalAnimator.transitionDuration",
            "CoverVerticalAnimator.animateTransition",
            "CardViewController.viewIsAppearing",
            "TransitionContext.completeTransition",
            "FullScreenPresentationController.presentationTransitionDidEnd",
            "CardViewController.viewDidAppear",
            "ContextPanelViewController.viewDidDisappear",
            "CoverVerticalAnimator.animationEnded",
            "CardViewController.viewWillDisappear",
            "ContextPanelViewController.viewWillAppear",
            "FullScreenPresentationController.dismissalTransitionWillBegin",
            "CoverVerticalAnimator.transitionDuration",
            "CoverVerticalAnimator.animateTransition",
            "ContextPanelViewController.viewIsAppearing",
            "TransitionContext.completeTransition",
            "FullScreenPresentationController.dismissalTransitionDidEnd",
            "CardViewController.viewDidDisappear",
            "ContextPanelViewController.viewDidAppear",
            "CoverVerticalAnimator.animationEnded",
            "CardViewController.loadView",
            "CardViewController.viewDidLoad",
            "ContextPanelViewController.viewWillDisappear",
            "CardViewController.viewWillAppear",
            "CurrentContextPresentationController.presentationTransitionWillBegin",
            "CoverVerticalAnimator.transitionDuration",
            "CoverVerticalAnimator.animateTransition",
            "CardViewController.viewIsAppearing",
            "TransitionContext.completeTransition",
            "CurrentContextPresentationController.presentationTransitionDidEnd",
            "CardViewController.viewDidAppear",
            "ContextPanelViewController.viewDidDisappear",
            "CoverVerticalAnimator.animationEnded",
            "CardViewController.viewWillDisappear",
            "ContextPanelViewController.viewWillAppear",
            "CurrentContextPresentationController.dismissalTransitionWillBegin",
            "CoverVerticalAnimator.transitionDuration",
            "CoverVerticalAnimator.animateTransition",
            "ContextPanelViewController.viewIsAppearing",
            "TransitionContext.completeTransition",
            "CurrentContextPresentationController.dismissalTransitionDidEnd",
            "CardViewController.viewDidDisappear",
            "ContextPanelViewController.viewDidAppear",
            "CoverVerticalAnimator.animationEnded",
        ])
    }

    @Test func swappingChildrenRunsTheContainmentCalls() throws {
        let recording = try play("containment")
        #expect(calls(recording) == [
            "CardViewController.willMove(toParent:)",
            "CardViewController.loadView",
            "CardViewController.viewDidLoad",
            "CardViewController.viewWillDisappear",
            "CardViewController.viewWillAppear",
            "CardViewController.viewIsAppearing",
            "CardViewController.viewDidDisappear",
            "CardViewController.viewDidAppear",
            "CardViewController.didMove(toParent:)",
            "CardViewController.willMove(toParent:)",
            "CardViewController.viewWillDisappear",
            "CardViewController.viewWillAppear",
            "CardViewController.viewIsAppearing",
            "CardViewController.viewDidDisappear",
            "CardViewController.viewDidAppear",
            "CardViewController.didMove(toParent:)",
        ])
    }
}
