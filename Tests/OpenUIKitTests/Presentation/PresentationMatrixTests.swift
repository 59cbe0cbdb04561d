import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

/// One presentation style of the matrix, and whether (on a compact phone)
/// it takes the presenter's views away.
struct StyleCase: CustomStringConvertible, Sendable {
    let style: UIModalPresentationStyle
    let removesPresenter: Bool
    let removingPresentationController: Bool

    var description: String { "\(style.rawValue)\(removingPresentationController ? "+removes" : "")" }

    static let all: [StyleCase] = [
        StyleCase(style: .fullScreen, removesPresenter: true, removingPresentationController: false),
        StyleCase(style: .overFullScreen, removesPresenter: false, removingPresentationController: false),
        StyleCase(style: .pageSheet, removesPresenter: false, removingPresentationController: false),
        StyleCase(style: .formSheet, removesPresenter: false, removingPresentationController: false),
        StyleCase(style: .automatic, removesPresenter: false, removingPresentationController: false),
        StyleCase(style: .currentContext, removesPresenter: true, removingPresentationController: false),
        StyleCase(style: .overCurrentContext, removesPresenter: false, removingPresentationController: false),
        StyleCase(style: .popover, removesPresenter: true, removingPresentationController: false),
        StyleCase(style: .custom, removesPresenter: false, removingPresentationController: false),
        StyleCase(style: .custom, removesPresenter: true, removingPresentationController: true),
    ]
}

/// How a transition of the matrix ends.
enum Ending: String, CaseIterable, Sendable {
    case animatedOnItsOwn, interactiveFinished, interactiveCancelled
}

/// The expected callbacks, written out for each kind of presenter.
enum ExpectedCallbacks {
    static let presentRemoving = [
        "b.loadView", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "b.viewIsAppearing", "b.viewDidAppear",
        "a.viewDidDisappear", "completion",
    ]
    static let presentKeeping = [
        "b.loadView", "b.viewDidLoad", "b.viewWillAppear", "b.viewIsAppearing", "b.viewDidAppear", "completion",
    ]
    static let presentCancelledRemoving = [
        "b.loadView", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "b.viewIsAppearing", "b.viewWillDisappear",
        "b.viewDidDisappear", "a.viewWillAppear", "a.viewIsAppearing", "a.viewDidAppear",
    ]
    static let presentCancelledKeeping = [
        "b.loadView", "b.viewDidLoad", "b.viewWillAppear", "b.viewIsAppearing", "b.viewWillDisappear", "b.viewDidDisappear",
    ]
    static let dismissRemoving = [
        "b.viewWillDisappear", "a.viewWillAppear", "a.viewIsAppearing", "b.viewDidDisappear", "a.viewDidAppear", "completion",
    ]
    static let dismissKeeping = ["b.viewWillDisappear", "b.viewDidDisappear", "completion"]
    /// ORACLE 23: the controller that was appearing (a) gets vWD, vDD first.
    static let dismissCancelledRemoving = [
        "b.viewWillDisappear", "a.viewWillAppear", "a.viewIsAppearing", "a.viewWillDisappear", "a.viewDidDisappear",
        "b.viewWillAppear", "b.viewIsAppearing", "b.viewDidAppear",
    ]
    static let dismissCancelledKeeping = ["b.viewWillDisappear", "b.viewWillAppear", "b.viewIsAppearing", "b.viewDidAppear"]
}

@MainActor
@Suite struct PresentationMatrixTests {
    /// Sets `b` up for `styleCase` and `ending`; returns the interactor when interactive.
    private func configure(_ b: UIViewController, _ styleCase: StyleCase, _ ending: Ending, log: Log) -> (AnyObject?, UIPercentDrivenInteractiveTransition?) {
        b.modalPresentationStyle = styleCase.style
        let delegate = MatrixDelegate(styleCase: styleCase, interactive: ending != .animatedOnItsOwn)
        if styleCase.style == .custom || ending != .animatedOnItsOwn { b.transitioningDelegate = delegate }
        return (delegate, ending == .animatedOnItsOwn ? nil : delegate.interactor)
    }

    private func drive(_ host: TestHost, _ interactor: UIPercentDrivenInteractiveTransition?, _ ending: Ending) {
        host.turn()
        if let interactor {
            interactor.update(0.5)
            host.turn()
            if ending == .interactiveFinished { interactor.finish() } else { interactor.cancel() }
        }
        host.runUntilIdle()
    }

    @Test(arguments: StyleCase.all, [true, false])
    func oracle2_4_5_22_23PresentingCallsTheAppearanceOfItsStyle(styleCase: StyleCase, animated: Bool) {
        for ending in Ending.allCases {
            let host = TestHost()
            let log = Log()
            let a = showRoot(host, log)
            let b = LoggingViewController("b", log: log)
            let (keep, interactor) = configure(b, styleCase, ending, log: log)
            a.present(b, animated: animated) { log.append("completion") }
            drive(host, interactor, ending)
            let expected: [String]
            switch (ending, styleCase.removesPresenter) {
            case (.interactiveCancelled, true): expected = ExpectedCallbacks.presentCancelledRemoving
            case (.interactiveCancelled, false): expected = ExpectedCallbacks.presentCancelledKeeping
            case (_, true): expected = ExpectedCallbacks.presentRemoving
            case (_, false): expected = ExpectedCallbacks.presentKeeping
            }
            #expect(milestones(log) == expected, "\(styleCase) \(ending)")
            #expect((a.presentedViewController === b) == (ending != .interactiveCancelled), "\(styleCase) \(ending)")
            #expect((a.view.window != nil) == (!styleCase.removesPresenter || ending == .interactiveCancelled), "\(styleCase) \(ending)")
            _ = keep
        }
    }

    @Test(arguments: StyleCase.all, [true, false])
    func oracle3_4_5_22_23DismissingCallsTheAppearanceOfItsStyle(styleCase: StyleCase, animated: Bool) {
        for ending in Ending.allCases {
            let host = TestHost()
            let log = Log()
            let a = showRoot(host, log)
            let b = LoggingViewController("b", log: log)
            let (keep, interactor) = configure(b, styleCase, ending, log: log)
            (keep as? MatrixDelegate)?.interactiveDuringPresentation = false
            a.present(b, animated: false)
            host.runUntilIdle()
            log.clear()
            b.dismiss(animated: animated) { log.append("completion") }
            drive(host, interactor, ending)
            let expected: [String]
            switch (ending, styleCase.removesPresenter) {
            case (.interactiveCancelled, true): expected = ExpectedCallbacks.dismissCancelledRemoving
            case (.interactiveCancelled, false): expected = ExpectedCallbacks.dismissCancelledKeeping
            case (_, true): expected = ExpectedCallbacks.dismissRemoving
            case (_, false): expected = ExpectedCallbacks.dismissKeeping
            }
            #expect(milestones(log) == expected, "\(styleCase) \(ending)")
            #expect((a.presentedViewController == nil) == (ending != .interactiveCancelled), "\(styleCase) \(ending)")
            _ = keep
        }
    }
}

/// The matrix's delegate: the diagonal animator for both directions, an
/// interactor when interactive, and for `.custom` a presentation
/// controller that removes the presenter's views or not.
@MainActor
final class MatrixDelegate: UIViewControllerTransitioningDelegate {
    let styleCase: StyleCase
    let interactor = UIPercentDrivenInteractiveTransition()
    let interactive: Bool
    var interactiveDuringPresentation = true

    init(styleCase: StyleCase, interactive: Bool) {
        self.styleCase = styleCase
        self.interactive = interactive
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = LoggingPresentationController(presentedViewController: presented, presenting: presenting)
        controller.removesPresenter = styleCase.removingPresentationController
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { interactive ? DiagonalAnimator(presenting: true) : nil }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        interactive ? DiagonalAnimator(presenting: false) : nil
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactive && interactiveDuringPresentation ? interactor : nil }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactive ? interactor : nil }
}
