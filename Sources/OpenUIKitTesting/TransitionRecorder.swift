import Foundation
import OpenUIKit

/// Films a transition frame by frame on a ``TestHost``'s virtual clock.
///
/// ``record(_:)`` runs the script's `start`, then real run-loop turns (as
/// a window would, at the host's frame rate), taking a picture of the
/// screen at each chosen moment, sampling the progress of the moving
/// views after every frame and collecting the callbacks `CallbackTrace`
/// reports. Frames fall on the host's frame boundaries, so a frame is
/// taken at the first frame at or after its ideal time; its caption gives
/// the real time.
///
/// Nothing waits on a wall clock and nothing hangs: after the last picture
/// the recorder runs frames until the transition ends or
/// ``completionLimit`` seconds of virtual time have passed, and says which
/// in the recording's ``TransitionRecording/outcome``.
@MainActor
public struct TransitionRecorder {
    /// How many pictures an animated drive takes (at least 1), evenly
    /// spaced from time zero to the transition's duration. Interactive
    /// drives take one per percentage instead.
    public var frames: Int
    /// The width in points of each picture in a film strip: the screen is
    /// drawn at `frameWidth / screen width` of its size.
    public var frameWidth: CGFloat
    /// Pixels per point of the film strip (the pictures are drawn at
    /// `scale × frameWidth / screen width` pixels per screen point).
    public var scale: CGFloat
    /// Virtual seconds to wait, after the last picture, for the transition to end.
    public var completionLimit: TimeInterval

    /// A recorder taking `frames` pictures `frameWidth` points wide at `scale`.
    public init(frames: Int = 8, frameWidth: CGFloat = 130, scale: CGFloat = 2, completionLimit: TimeInterval = 3) {
        self.frames = Swift.max(1, frames)
        self.frameWidth = frameWidth > 0 && frameWidth.isFinite ? frameWidth : 130
        self.scale = scale > 0 && scale.isFinite ? scale : 2
        self.completionLimit = Swift.max(0, completionLimit)
    }

    /// Runs `script` and films it.
    public func record(_ script: TransitionScript) -> TransitionRecording {
        let host = script.host
        let origin = host.now
        var events: [CallbackTrace.Event] = []
        let token = CallbackTrace.addObserver { events.append($0) }
        defer { CallbackTrace.removeObserver(token) }

        let alreadyPresented = Set(Self.presentedChain(in: host.window).map(ObjectIdentifier.init))
        script.start()
        host.turn()
        let presented = Self.transitioningController(in: host.window)
        // A controller presented before `start` can only be leaving (UIKit's
        // isBeingDismissed is true only inside the appearance callbacks).
        let kind: TransitionRecording.Kind? = presented.map {
            alreadyPresented.contains(ObjectIdentifier($0)) ? .dismissal : .presentation
        }
        let presenting = presented?.presentingViewController
        let coordinator = presented?.transitionCoordinator
        var probe = presented.map { ProgressProbe(presented: $0, presenting: presenting) }
        let pictureScale = scale * frameWidth / host.screen.bounds.width
        var pictures: [TransitionRecording.Frame] = []
        func elapsed() -> TimeInterval { host.now - origin }
        var endTime: TimeInterval?
        func step() {
            host.advance(frames: 1)
            probe?.sample(at: elapsed())
            if endTime == nil, presented?.transitionCoordinator == nil { endTime = elapsed() }
        }
        func picture(_ percent: CGFloat? = nil) {
            pictures.append(.init(time: elapsed(), percentComplete: percent, image: host.renderScreen(scale: pictureScale)))
        }
        probe?.sample(at: 0)

        var interactor: UIPercentDrivenInteractiveTransition?
        var ending = TransitionDrive.Ending.finish
        switch script.drive {
        case .animated:
            let duration = coordinator?.transitionDuration ?? 0
            for index in 0..<frames {
                let target = frames == 1 ? duration : duration * Double(index) / Double(frames - 1)
                while elapsed() < target - 1e-9 { step() }
                picture()
            }
        case .interactive(let driver, let percentages, let end):
            interactor = driver
            ending = end
            for percent in percentages {
                driver.update(percent)
                step()
                picture(percent)
            }
        }
        if let interactor, coordinator != nil {
            switch ending {
            case .finish: interactor.finish()
            case .cancel: interactor.cancel()
            case .leaveRunning: break
            }
        }
        let waitStart = elapsed()
        while presented?.transitionCoordinator != nil, elapsed() - waitStart < completionLimit { step() }
        host.turn()

        var outcome = TransitionOutcome.noTransition
        if let presented, coordinator != nil {
            let stillPresented = presented.presentingViewController != nil
            if presented.transitionCoordinator != nil {
                outcome = .unfinished(after: elapsed())
            } else if (kind == .presentation) == stillPresented {
                outcome = .completed(at: endTime ?? elapsed())
            } else {
                outcome = .cancelled(at: endTime ?? elapsed())
            }
        }
        return TransitionRecording(
            title: script.title, kind: coordinator == nil ? nil : kind, frames: pictures, scale: scale,
            progress: probe?.samples ?? [], events: events,
            participants: TransitionTimeline.Participants(
                presenting: presenting.map(ObjectIdentifier.init), presented: presented.map(ObjectIdentifier.init),
                presentationController: presented?.presentationController.map(ObjectIdentifier.init),
                animator: script.animator.map(ObjectIdentifier.init),
                coordinator: coordinator.map { ObjectIdentifier($0 as AnyObject) }),
            outcome: outcome, startTime: origin)
    }

    /// The controller a transition is running for: the deepest presented
    /// controller with a transition coordinator, else the deepest presented one.
    private static func transitioningController(in window: UIWindow) -> UIViewController? {
        let chain = presentedChain(in: window)
        return chain.last { $0.transitionCoordinator != nil } ?? chain.last
    }

    /// The controllers presented above the window's root, bottom first.
    private static func presentedChain(in window: UIWindow) -> [UIViewController] {
        var chain: [UIViewController] = []
        var current = window.rootViewController?.presentedViewController
        while let controller = current {
            chain.append(controller)
            current = controller.presentedViewController
        }
        return chain
    }
}
