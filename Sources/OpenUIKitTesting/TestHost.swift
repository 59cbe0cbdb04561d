import Foundation
import Synchronization
import OpenUIKit

/// A deterministic host: a screen, a key window and a virtual clock, with
/// calls that run the same run-loop turns a window host runs — so tests
/// never sleep and see exactly what UIKit would show frame by frame.
///
/// Creating a host installs its clock and screen, forgets the windows of
/// any earlier host (and the animations and end-of-frame callbacks it left
/// running, which never finish), shows a key window filling the screen and
/// runs one turn at time 0. Console messages from every layer reported on
/// the main queue are collected in ``diagnostics`` (and still printed);
/// messages from other queues — tests running in parallel — are not the
/// host's and are left out. Misuse that UIKit answers with an
/// exception is refused with its message instead of stopping the test
/// (``UIApplication/misuseHandling``).
@MainActor
public final class TestHost {
    /// The key window, visible, filling the screen.
    public let window: UIWindow
    /// The screen the host installed as `UIScreen.main` (replaced by ``rotate(duration:)``).
    public private(set) var screen: UIScreen
    /// The virtual clock behind `CACurrentMediaTime()`.
    public let clock: CAVirtualMediaClock
    /// Frames per second of `advance` (default 60).
    public let frameRate: Double

    private let recorder = MessageRecorder()
    private var frameCount = 0
    /// Where each finger the host put down is (for lifting it where it is).
    var fingerLocations: [Int: CGPoint] = [:]
    private let startTime: TimeInterval = 0

    /// UIKit-style console messages reported since the host was created, in order.
    public var diagnostics: [String] { recorder.messages }

    /// Creates a host with a screen of `screenSize` points at `scale`.
    ///
    /// The screen's safe area defaults to a notched phone's (47 top, 34
    /// bottom) for portrait phone sizes (height > width ≥ 375), none otherwise.
    public init(
        screenSize: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3,
        safeAreaInsets: UIEdgeInsets? = nil, frameRate: Double = 60
    ) {
        let insets = safeAreaInsets ?? (screenSize.height > screenSize.width && screenSize.width >= 375
            ? UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) : .zero)
        clock = CAVirtualMediaClock(startTime: 0)
        CAMediaClockRegistry.install(clock)
        self.frameRate = frameRate > 0 && frameRate.isFinite ? frameRate : 60
        screen = UIScreen(bounds: CGRect(origin: .zero, size: screenSize), scale: scale, safeAreaInsets: insets)
        UIScreen.install(screen)
        UIApplication.shared.reset()
        UIApplication.shared.misuseHandling = .refuse
        CATransaction.flush()
        CAFramePipeline.main.discardAnimationsAndCallbacks()
        window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.makeKeyAndVisible()
        turn()
    }

    /// The current media time.
    public var now: TimeInterval { clock.mediaTime }

    func replaceScreen(with newScreen: UIScreen) {
        screen = newScreen
    }

    /// One run-loop turn at the current time (no time passes): deferred
    /// work, display links, animations, layout, commit, render, completions.
    public func turn() {
        runTurnNow()
    }

    /// Runs `frames` frames: each moves the clock one frame on and runs a turn.
    public func advance(frames: Int) {
        for _ in 0..<Swift.max(0, frames) { advanceOneFrame() }
    }

    private func runTurnNow() {
        CAFramePipeline.main.runTurn(timestamp: clock.mediaTime, frameDuration: 1 / frameRate)
    }

    func advanceOneFrame() {
        frameCount += 1
        clock.mediaTime = startTime + Double(frameCount) / frameRate
        runTurnNow()
    }

    /// Runs the frames that cover `seconds` (rounded to whole frames).
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        advance(frames: Int((seconds * frameRate).rounded()))
    }

    /// Runs frames until nothing is pending — no animation, open
    /// transaction, deferred work, waiting callback or active display link —
    /// or until `limit` seconds of virtual time have passed (then reports a
    /// message). Runs at least one turn.
    public func runUntilIdle(limit: TimeInterval = 60) {
        let deadline = clock.mediaTime + limit
        turn()
        while isBusy {
            guard clock.mediaTime < deadline else {
                CGDiagnostics.report("TestHost: still busy after \(limit) s of virtual time; stopped waiting.")
                return
            }
            advance(frames: 1)
        }
    }

    /// Whether another turn would change anything.
    public var isBusy: Bool {
        CAFramePipeline.main.hasPendingWork || UIApplication.shared.hasPendingDeferredWork
    }

    // MARK: Async turns

    /// One turn, after letting work queued on the main actor run first.
    ///
    /// `DispatchQueue.main` blocks and main-actor `Task`s queued by app code
    /// run in a turn's deferred-work phase when the host drives the main
    /// run loop itself (a window host, the gallery). A test that runs on
    /// the main actor (as Swift Testing runs `@MainActor` tests) is itself a
    /// job of that queue, so nothing else queued there can run until it
    /// suspends: these async variants suspend once before each turn, so
    /// such work runs before the turn starts, in the order it was queued.
    public func turn() async {
        await Task.yield()
        runTurnNow()
    }

    /// `advance(frames:)`, yielding to queued main-actor work before each frame.
    public func advance(frames: Int) async {
        for _ in 0..<Swift.max(0, frames) {
            await Task.yield()
            advanceOneFrame()
        }
    }

    /// `advance(by:)`, yielding to queued main-actor work before each frame.
    public func advance(by seconds: TimeInterval) async {
        guard seconds.isFinite, seconds > 0 else { return }
        await advance(frames: Int((seconds * frameRate).rounded()))
    }

    /// `runUntilIdle(limit:)`, yielding to queued main-actor work before each frame.
    public func runUntilIdle(limit: TimeInterval = 60) async {
        let deadline = clock.mediaTime + limit
        await turn()
        while isBusy {
            guard clock.mediaTime < deadline else {
                CGDiagnostics.report("TestHost: still busy after \(limit) s of virtual time; stopped waiting.")
                return
            }
            await advance(frames: 1)
        }
    }

    /// Renders what the screen shows now (the presentation of every
    /// visible window, in window order, each at its frame) at the
    /// screen's scale.
    public func renderScreen() -> CGImage {
        renderScreen(scale: screen.scale)
    }
}

/// Collects the diagnostics reported on the main queue through an
/// observer (removed when the host goes away).
final class MessageRecorder: Sendable {
    private final class Storage: Sendable {
        let messages = Mutex<[String]>([])
    }

    private let storage = Storage()
    private let token: CGDiagnostics.ObserverToken

    @MainActor init() {
        let storage = self.storage
        MessageRecorder.markMainQueue()
        token = CGDiagnostics.addObserver { message in
                        guard DispatchQueue.getSpecific(key: MessageRecorder.mainQueueKey) != nil else { return }
            storage.messages.withLock { $0.append(message) }
        }
    }

    var messages: [String] { storage.messages.withLock { $0 } }

    /// Marks the main queue (where the main actor runs, whichever thread
    /// drains it), so the observer can tell the host's messages from those
    /// of code running elsewhere.
    private static let mainQueueKey = DispatchSpecificKey<Bool>()

    @MainActor private static func markMainQueue() {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    }

    deinit {
        CGDiagnostics.removeObserver(token)
    }
}
