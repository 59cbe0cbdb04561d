import Foundation
import SnapshotTesting
import Testing
import UIKit
import OpenUIKitSnapshotTesting

/// Stand-ins for the objects of a transition (only their identities matter).
private final class Stand: Sendable {}

@MainActor
@Suite struct TransitionTimelineTests {
    private let presenting = Stand(), presented = Stand(), controller = Stand(), animator = Stand()
    private let coordinator = Stand(), delegate = Stand()

    private func event(_ time: Double, _ object: Stand, _ type: String, _ callback: String) -> CallbackTrace.Event {
        CallbackTrace.Event(time: 100 + time, receiver: ObjectIdentifier(object), receiverType: type, callback: callback)
    }

    private var timeline: TransitionTimeline {
        TransitionTimeline(
            title: "hand-made", events: [
                event(0, delegate, "MyTransitioningDelegate", "animationController"),
                event(0, controller, "MyPresentationController", "presentationTransitionWillBegin"),
                event(0, presented, "DetailViewController", "viewWillAppear"),
                event(0, presenting, "MasterViewController", "viewWillDisappear"),
                event(0, animator, "DiagonalAnimator", "transitionDuration"),
                event(0, animator, "DiagonalAnimator", "animateTransition"),
                event(0.5, coordinator, "TransitionCoordinator", "animateAlongsideTransitionCompletion"),
                event(0.5, controller, "MyPresentationController", "presentationTransitionDidEnd"),
                event(0.5, presented, "DetailViewController", "viewDidAppear"),
                event(0.5, presenting, "MasterViewController", "viewDidDisappear"),
                event(0.5, animator, "DiagonalAnimator", "animationEnded"),
            ],
            participants: .init(
                presenting: ObjectIdentifier(presenting), presented: ObjectIdentifier(presented),
                presentationController: ObjectIdentifier(controller), coordinator: ObjectIdentifier(coordinator)),
            progress: [0, 0.1, 0.2, 0.3, 0.4, 0.5].map { TransitionProgressSample(time: $0, value: $0 * $0 * 4) },
            startTime: 100)
    }

    @Test func eventsGoToTheLaneOfTheirReceiverAndAnUnknownAnimatorIsFoundByItsCallbacks() {
        #expect(timeline.ticks.map(\.lane) == [
            .other, .presentationController, .presented, .presenting, .animator, .animator,
            .coordinator, .presentationController, .presented, .presenting, .animator,
        ])
    }

    @Test func theTextListsEachLanesCallbacksWithTheirTimesAndTheProgress() {
        #expect(timeline.text == """
            Timeline: hand-made (0 – 0.500 s)
            presenting:
              0.000 s  viewWillDisappear  (MasterViewController)
              0.500 s  viewDidDisappear  (MasterViewController)
            presented:
              0.000 s  viewWillAppear  (DetailViewController)
              0.500 s  viewDidAppear  (DetailViewController)
            presentation controller:
              0.000 s  presentationTransitionWillBegin  (MyPresentationController)
              0.500 s  presentationTransitionDidEnd  (MyPresentationController)
            animator:
              0.000 s  transitionDuration  (DiagonalAnimator)
              0.000 s  animateTransition  (DiagonalAnimator)
              0.500 s  animationEnded  (DiagonalAnimator)
            coordinator:
              0.500 s  animateAlongsideTransitionCompletion  (TransitionCoordinator)
            other:
              0.000 s  animationController  (MyTransitioningDelegate)
            progress:
              0.000 s 0.00
              0.100 s 0.04
              0.200 s 0.16
              0.300 s 0.36
              0.400 s 0.64
              0.500 s 1.00

            """)
    }

    @Test func theTimelineIsDrawnWithLanesTicksAndTheProgressCurve() {
        assertSnapshot(of: UIImage(cgImage: timeline.image(width: 640, scale: 1)), as: .image)
    }

    @Test func aRecordingsTimelineHasTheProgressOfTheMovingView() {
        let (host, a) = hostShowingA()
        let b = screen("B", presentedOrange)
        b.modalPresentationStyle = .fullScreen
        let recording = TransitionRecorder(frames: 2)
            .record(TransitionScript(host: host) { a.present(b, animated: true) })
        #expect(recording.kind == .presentation)
        #expect(recording.progress.first?.value == 0)
        #expect(recording.progress.last?.value == 1)
        #expect(recording.progress.map(\.value) == recording.progress.map(\.value).sorted())
    }
}
