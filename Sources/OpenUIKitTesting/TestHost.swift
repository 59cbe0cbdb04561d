import Foundation
import Synchronization
import OpenUIKit

/// A deterministic host: a fresh app — its own ``UIKitRuntime`` with a
/// virtual clock, a screen and a key window — with calls that run the same
/// run-loop turns a window host runs, so tests never sleep and see exactly
/// what UIKit would show frame by frame.
///
/// Creating a host makes a new runtime current (nothing an earlier host
/// left — windows, animations, timers, deferred work, transitions,
/// touches — can reach it), installs its screen, shows a key window
/// filling the screen and runs one turn at time 0. Every call of the host
/// makes its runtime current again first, so tests that suspend (the
/// `async` calls) and run beside other tests on the main actor each drive
/// their own app, as swift-nio's `EmbeddedEventLoop` is driven by hand.
/// Code between the host's calls runs in whichever runtime is current: a
/// test that uses several hosts calls a host (``turn()`` will do) or
/// `host.runtime.makeCurrent()` before touching that host's objects.
/// Console messages reported on the main queue while the host's runtime is
/// current are collected in ``diagnostics`` (and still printed). Misuse
/// that UIKit answers with an exception is refused with its message
/// instead of stopping the test (``UIKitRuntime/misuseHandling``).
@MainActor
public final class TestHost {
    /// The key window, visible, filling the screen (a new one after ``relaunch(delegate:willFinishLaunching:)``).
    public private(set) var window: UIWindow
    /// The screen the host installed as `UIScreen.main` (replaced by ``rotate(duration:)``).
    public private(set) var screen: UIScreen
    /// The virtual clock behind `CACurrentMediaTime()`.
    public let clock: CAVirtualMediaClock
    /// The host's app: its windows, animations, timers and transitions (a
    /// new one after ``relaunch(delegate:willFinishLaunching:)``).
    public private(set) var runtime: UIKitRuntime
    /// Frames per second of `advance` (default 60).
    public let frameRate: Double

    private var recorder: MessageRecorder
    /// Messages of the app before the last relaunch.
    private var earlierMessages: [String] = []
    private var frameCount = 0
    /// Where each finger the host put down is (for lifting it where it is).
    var fingerLocations: [Int: CGPoint] = [:]
    /// The renderer of ``renderScreen(scale:)``, kept from picture to
    /// picture as a real host keeps its frame (so pictures repaint only
    /// what changed, each checked against a full repaint).
    var screenRenderer: ScreenRenderer?
    private let startTime: TimeInterval = 0

    /// Whether hosts made from now on check each picture that repaints
    /// only what changed against the same frame drawn from scratch
    /// (`CARenderer.verifiesDamage`; a difference is a diagnostic). On by
    /// default; benchmarks turn it off.
    public static var verifiesDamage = true

    /// UIKit-style console messages reported since the host was created, in order.
    public var diagnostics: [String] { earlierMessages + recorder.messages }

    /// Creates a host with a screen of `screenSize` points at `scale`.
    ///
    /// The screen's safe area defaults to a notched phone's (47 top, 34
    /// bottom) for portrait phone sizes (height > width ≥ 375), none otherwise.
    public init(
        screenSize: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3,
        safeAreaInsets: UIEdgeInsets? = nil, frameRate: Double = 60
    ) {
        let insets = safeAreaInsets ?? (screenSize.height > screenSize.width && screenSize.width >= 375
            ? UIScreen.notchedPhoneSafeArea : .zero)
        clock = CAVirtualMediaClock(startTime: 0)
        CARenderer.verifiesDamage = Self.verifiesDamage
        runtime = UIKitRuntime(clock: clock)
        runtime.makeCurrent()
        runtime.misuseHandling = .refuse
        recorder = MessageRecorder(runtime: runtime)
        self.frameRate = frameRate > 0 && frameRate.isFinite ? frameRate : 60
        screen = UIScreen(bounds: CGRect(origin: .zero, size: screenSize), scale: scale, safeAreaInsets: insets)
        UIScreen.install(screen)
        window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.makeKeyAndVisible()
        turn()
    }

    /// Replaces the app with a new one on the same clock and screen: a new
    /// runtime made current, its message recorder, a new key window.
    func replaceRuntime() {
        earlierMessages += recorder.messages
        runtime = UIKitRuntime(clock: clock)
        runtime.makeCurrent()
        runtime.misuseHandling = .refuse
        recorder = MessageRecorder(runtime: runtime)
        UIScreen.install(screen)
        window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.makeKeyAndVisible()
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
        runtime.makeCurrent()
        runtime.coreAnimation.pipeline.runTurn(timestamp: clock.mediaTime, frameDuration: 1 / frameRate)
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
        runtime.coreAnimation.pipeline.hasPendingWork || runtime.hasPendingWork
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
    ///
    /// While the host is suspended, its runtime is not current (a runtime
    /// kept for suspended hosts is), so other tests that run on the main
    /// actor meanwhile cannot change this host's app; the host makes its
    /// runtime current again when it resumes.
    public func turn() async {
        await yieldToQueuedWork()
        runTurnNow()
    }

    /// `advance(frames:)`, yielding to queued main-actor work before each frame.
    public func advance(frames: Int) async {
        for _ in 0..<Swift.max(0, frames) {
            await yieldToQueuedWork()
            advanceOneFrame()
        }
    }

    /// Suspends once with the parked runtime current, then makes the
    /// host's runtime current again.
    private func yieldToQueuedWork() async {
        Self.parkedRuntime.makeCurrent()
        await Task.yield()
        runtime.makeCurrent()
    }

    /// The runtime current while a host is suspended in an `async` call.
    private static let parkedRuntime = UIKitRuntime()

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

/// Collects the diagnostics reported on the main queue while its host's
/// runtime is current, through an observer (removed when the host goes
/// away). Messages from other queues, or from code running while another
/// host's runtime is current, are not the host's.
final class MessageRecorder: Sendable {
    private final class Storage: Sendable {
        let messages = Mutex<[String]>([])
    }

    private let storage = Storage()
    private let token: CGDiagnostics.ObserverToken

    @MainActor init(runtime: UIKitRuntime) {
        let storage = self.storage
        let owner = ObjectIdentifier(runtime)
        MessageRecorder.markMainQueue()
        token = CGDiagnostics.addObserver { message in
            guard DispatchQueue.getSpecific(key: MessageRecorder.mainQueueKey) != nil,
                  MainActor.assumeIsolated({ ObjectIdentifier(UIKitRuntime.current) == owner })
            else { return }
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
