import Foundation
@_spi(TextRendering) import OpenQuartzCore

/// Everything OpenUIKit keeps for one app, above Core Animation's
/// ``CARuntime``: each layer's state — touch dispatch, timers and the
/// first responder, the gesture arena, trait propagation, the windows and
/// the main screen, view animation, appearances waiting to end, the
/// transitions under way, the application object — and the work deferred
/// to the next turn, the callback trace's observers and what misuse does.
/// An OpenUIKit addition.
///
/// UIKit keeps this state once per process. OpenUIKit keeps it in a
/// runtime object so that a host can start an app afresh by making a new
/// runtime current: a test host makes one per test (as swift-nio's
/// `EmbeddedEventLoop` gives each test its own loop), so nothing an
/// earlier test left — a window, a timer, a deferred block, a transition,
/// a touch — can reach the next, and tests run in parallel.
///
/// Every UIKit entry point (`UIApplication.shared`, `UIScreen.main`,
/// `UIView.animate`, `present`, touch input, …) reaches the state of
/// ``current``. A runtime is made on first use, with a virtual clock at 0,
/// when no host made one current. Views, controllers and layers belong to
/// the runtime that was current when they were made (a layer added to a
/// tree of another runtime is adopted by it; see ``CARuntime``).
///
/// The runtime is the composition root of OpenUIKit's layers: it lives in
/// the bottom folder (`Runtime/`) because every layer reaches its state
/// through it, and it is the one file there that names the state types of
/// the layers above (each defined in its own layer). It also writes down
/// UIKit's part of a run-loop turn, in order (see ``init(clock:)``).
@preconcurrency @MainActor
public final class UIKitRuntime {
    /// The runtime every UIKit entry point uses. (Exclusivity unchecked:
    /// read on every entry point, never accessed overlapping.)
    @exclusivity(unchecked) public private(set) static var current: UIKitRuntime = {
        let runtime = UIKitRuntime()
        runtime.coreAnimation.makeCurrent()
        return runtime
    }()

    /// The Core Animation runtime below this one (its clock, transactions,
    /// animations and frame pipeline).
    public let coreAnimation: CARuntime

    /// What misuse that UIKit answers with an exception does (default
    /// `.trap`, as an uncaught exception ends an iOS app); test hosts set
    /// `.refuse`.
    public var misuseHandling: UIKitMisuseHandling = .trap

    /// Whether hosts draw a status bar over the app's windows (off by
    /// default; the SDL window host turns it on): the time and the
    /// indicators across the main screen's top safe-area inset, in the
    /// style the controller in control of the status bar prefers, hidden
    /// when it prefers so. An OpenUIKit host setting, not UIKit API: on iOS
    /// the system draws the status bar.
    public var drawsStatusBar = false

    // MARK: Each layer's state

    /// Events: host-time timers (gesture recognizers' deadlines).
    let timers = MediaTimeTimers()
    /// Events: queued touch input, the touches down, the touch event.
    let touchDispatcher = TouchDispatcher()
    /// Posts the status-bar-frame notifications after layout.
    let statusBarFrameWatcher = StatusBarFrameWatcher()
    /// Events: key presses queued for the first responder.
    let keyboardDispatcher = KeyboardDispatcher()
    /// Events: the first responder.
    let firstResponder = FirstResponderTracker()
    /// Events: the host's accessibility settings and the notifications posted.
    let accessibility = AccessibilityState()
    /// Views: the device (`UIDevice.current`).
    let device = UIDevice()
    /// Views: the observations made with `observe(_:options:changeHandler:)`.
    let keyValueObservations = KeyValueObservations()
    /// Events: the haptic feedback asked for (`UIFeedbackGenerator.occurredFeedback`).
    var occurredFeedback: [UIFeedbackGenerator.Feedback] = []
    /// Application: the keyboard a text responder brings up.
    let keyboard = KeyboardPresence()
    /// Application: the status bar hosts draw (see ``drawsStatusBar``).
    lazy var statusBarOverlay = StatusBarOverlay()
    /// View controllers: how many times `setNeedsStatusBarAppearanceUpdate()`
    /// was called (a window's status bar is asked again when it changes).
    var statusBarUpdates = 0
    /// View controllers: how many times which controller may control the
    /// status bar changed — a presentation made or ended, a child added or
    /// removed, a new root, a presentation style or capture flag set (a
    /// window looks for its controlling controller again only then).
    var statusBarControlChanges = 0
    /// Gestures: the recognizers in play.
    let gestureArena = GestureArena()
    /// Traits: environments whose traits may have changed.
    let traitPropagation = TraitPropagation()
    /// Views: the windows, the key window, the main screen.
    let windows = WindowList()
    /// Animation: the `UIView.animate` blocks running, whether animations are enabled.
    let viewAnimation = ViewAnimationState()
    /// ViewControllers: appearances waiting for layout to end.
    let appearance = AppearanceScheduler()
    /// Presentation: presentations, dismissals and the size transition under way.
    let transitions = LiveTransitions()
    /// Auto Layout: the constraint solver and what takes part in it.
    let autoLayout = AutoLayoutEngine()
    /// Storyboards: the storyboard and nib files read, by path.
    let storyboardCache = StoryboardCache()
    /// Application: the `UIApplication` object.
    private(set) lazy var application = UIApplication(runtime: self)

    // MARK: The runtime layer's own state

    /// Blocks for the deferred-work phase of the next turn, in order (read
    /// every turn: exclusivity unchecked).
    @exclusivity(unchecked) private var deferredWork: [@MainActor () -> Void] = []
    /// The callback trace's observers, in registration order (read before
    /// every callback OpenUIKit makes: exclusivity unchecked).
    @exclusivity(unchecked) var traceObservers: [(token: CallbackTrace.Token, body: @MainActor (CallbackTrace.Event) -> Void)] = []
    var nextTraceToken = 0

    /// Creates a runtime with no windows, state or pending work whose time
    /// comes from `clock` (a virtual clock at 0 by default). It is not used
    /// until ``makeCurrent()``.
    ///
    /// UIKit's part of each run-loop turn, after Core Animation's own work
    /// of each phase:
    /// - `.input`: due host-time timers fire, then queued touch input is
    ///   dispatched as events, then queued key presses go to the first
    ///   responder;
    /// - `.deferredWork`: blocks UIKit scheduled for "the next turn", in
    ///   order, then one pass of `RunLoop.main` (`DispatchQueue.main`
    ///   blocks, `RunLoop.main.perform` blocks, main-actor tasks);
    /// - `.layout`: trait environments whose traits changed are told
    ///   (parent before child), every visible window lays out from the top
    ///   down (controllers' layout callbacks inside), then appearances
    ///   waiting for layout may end, then a changed status bar frame is
    ///   posted;
    /// - `.postFrame`: those appearances end (`viewDidAppear`), after Core
    ///   Animation's completions; then the constraint solver does the work
    ///   of the constraints removed this turn (so that a screen going away
    ///   costs this turn, not the next layout).
    public init(clock: any CAMediaClock = CAVirtualMediaClock()) {
        MainQueue.mark()
        CATextLayer.textRenderer = TextLayerRenderer.draw
        coreAnimation = CARuntime(clock: clock)
        coreAnimation.commitsOnlyHostedTrees = true
        let pipeline = coreAnimation.pipeline
        pipeline.addHandler(for: .input) { [unowned self] pipeline in
            timers.fireDue(now: pipeline.frameTimestamp)
            touchDispatcher.dispatchQueuedInput(at: pipeline.frameTimestamp)
            keyboardDispatcher.dispatchQueuedInput()
        }
        pipeline.addHandler(for: .deferredWork) { [unowned self] _ in runDeferredWork() }
        pipeline.addHandler(for: .layout) { [unowned self] _ in
            traitPropagation.run()
            windows.layoutVisibleWindows()
            appearance.layoutDidFinish()
            statusBarFrameWatcher.check(application)
            if drawsStatusBar { statusBarOverlay.update(application) }
        }
        pipeline.addHandler(for: .postFrame) { [unowned self] _ in
            appearance.endLaidOutAppearances()
            autoLayout.solver.applyDeferredRemovals()
        }
        firstResponder.changeObserver = { [unowned self] responder in keyboard.firstResponderChanged(responder) }
    }

    /// Makes this runtime (and its Core Animation runtime, with its clock)
    /// the one every UIKit and Core Animation entry point uses.
    public func makeCurrent() {
        // Read first: the first read makes the default runtime (and makes
        // its Core Animation runtime current).
        let previous = Self.current
        coreAnimation.makeCurrent()
        guard previous !== self else { return }
        Self.current = self
        windows.runtimeDidBecomeCurrent()
    }

    /// Whether this runtime is the current one.
    public var isCurrent: Bool { Self.current === self }

    /// Whether UIKit has work for a later turn: deferred blocks, queued
    /// touch or keyboard input, host-time timers waiting, or appearances waiting to
    /// end. Core Animation's own pending work is
    /// ``CAFramePipeline/hasPendingWork``.
    public var hasPendingWork: Bool {
        !deferredWork.isEmpty || touchDispatcher.hasQueuedInput || keyboardDispatcher.hasQueuedInput || timers.hasPendingTimers
            || appearance.hasPendingAppearances
    }

    // MARK: Deferred work

    /// Runs `work` in the deferred-work phase of the next turn.
    func deferToNextTurn(_ work: @escaping @MainActor () -> Void) {
        deferredWork.append(work)
    }

    /// The blocks scheduled for this turn (work scheduled while they run
    /// waits for the following turn), then — on the main thread — one
    /// pass of `RunLoop.main`, which runs what waits on the main dispatch
    /// queue (`DispatchQueue.main` blocks, main-actor tasks).
    ///
    /// Off the main thread (a host driven from a main-queue block while the
    /// main thread sits in `dispatchMain()`, as test runners and benchmark
    /// harnesses do) the run loop cannot run the main queue — its blocks
    /// wait for the current one to return — so the pass is skipped: it
    /// would only cost its system calls (about 60 % of an animated push and
    /// pop, measured with `perf`).
    private func runDeferredWork() {
        let due = deferredWork
        deferredWork.removeAll()
        for work in due { work() }
        if MainThread.isCurrent { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
    }
}
