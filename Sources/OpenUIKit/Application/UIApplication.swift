import Foundation

/// The centralized point of control for the app: its windows, its
/// delegate, its run loop.
///
/// One instance, ``shared``. OpenUIKit has no `UIApplicationMain`: a host
/// (test host, window host) creates the delegate, calls ``launch(delegate:)``
/// and runs turns of the main run loop (see ``CAFramePipeline``).
@MainActor
open class UIApplication: UIResponder {
    /// The app's application object.
    public static let shared = UIApplication()

    /// The app delegate. Held strongly (UIKit's `UIApplicationMain` keeps
    /// the delegate it creates alive the same way).
    open var delegate: (any UIApplicationDelegate)?

    /// The registered windows back to front: by level, then by the order
    /// they were created in (kept sorted when a window registers or
    /// changes level, so reading ``windows`` does not sort).
    private var windowRefs: [WeakWindow] = []
    private var windowsCreated = 0
    weak var keyWindowStorage: UIWindow?

    /// The app's state.
    public enum State: Int, Sendable {
        /// In the foreground receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The app's run state.
    open private(set) var applicationState: State = .inactive

    /// What misuse that UIKit answers with an exception does (default
    /// `.trap`, as an uncaught exception ends an iOS app). An OpenUIKit
    /// addition: test hosts set `.refuse`.
    public var misuseHandling: MisuseHandling = .trap

    private override init() {
        super.init()
        RunLoopTurn.install()
    }

    /// The app's windows that are still alive, back to front by level.
    open var windows: [UIWindow] {
        windowRefs.compactMap(\.window)
    }

    /// Calls `body` with each living window, back to front, without
    /// building the ``windows`` array (windows created by `body` are not
    /// visited).
    func forEachWindow(_ body: (UIWindow) -> Void) {
        let refs = windowRefs
        for index in refs.indices {
            if let window = refs[index].window { body(window) }
        }
    }

    /// The key window.
    open var keyWindow: UIWindow? { keyWindowStorage }

    /// The application is the end of the responder chain (its delegate,
    /// when a responder, is next).
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Runs the launch sequence: `willFinishLaunching`, `didFinishLaunching`,
    /// then `applicationDidBecomeActive`. An OpenUIKit addition for hosts
    /// (UIKit's `UIApplicationMain` does this).
    public func launch(delegate: any UIApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil) {
        self.delegate = delegate
        _ = delegate.application(self, willFinishLaunchingWithOptions: options)
        _ = delegate.application(self, didFinishLaunchingWithOptions: options)
        applicationState = .active
        delegate.applicationDidBecomeActive(self)
    }

    /// Whether UIKit has work for a later run-loop turn: blocks deferred
    /// to the next turn, queued touch input, host-time timers waiting
    /// (gesture recognizers' timeouts), or appearances waiting to end. An OpenUIKit addition for hosts
    /// deciding whether to run another turn.
    public var hasPendingDeferredWork: Bool {
        RunLoopTurn.hasDeferredWork || TouchDispatcher.shared.hasQueuedInput || MediaTimeTimers.shared.hasPendingTimers
            || AppearanceScheduler.shared.hasPendingAppearances
    }

    // MARK: Events

    /// Dispatches an event to the windows of its touches, back to front
    /// (each window's ``UIWindow/sendEvent(_:)``). Subclasses that
    /// override it to watch events must call `super`.
    open func sendEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event.touchSet {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        let order = self.windows
        windows.sort { first, second in
            (order.firstIndex { $0 === first } ?? 0) < (order.firstIndex { $0 === second } ?? 0)
        }
        for window in windows { window.sendEvent(event) }
    }

    /// Queues raw touch input from the host (mouse, touch screen, test
    /// host), dispatched as touch events in the `.input` phase of the next
    /// run-loop turn at that turn's time. Locations are in screen points.
    /// An OpenUIKit addition: on iOS the system delivers touches.
    public func enqueueTouchInput(_ inputs: [UITouchInput]) {
        TouchDispatcher.shared.enqueue(inputs)
    }

    func register(_ window: UIWindow) {
        windowsCreated += 1
        windowRefs.append(WeakWindow(window: window, order: windowsCreated))
        sortWindows()
    }

    /// A window's level changed: it moves to its place among the others.
    func windowLevelDidChange() {
        sortWindows()
    }

    /// Drops the windows that are gone and sorts the rest by level, then
    /// by creation.
    private func sortWindows() {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.sort { ($0.window!.windowLevel, $0.order) < ($1.window!.windowLevel, $1.order) }
    }

    /// Forgets every window and the key window, the delegate, touches in
    /// progress, gesture recognizers' progress and timers. An
    /// OpenUIKit addition for test hosts that start each test afresh.
    public func reset() {
        windowRefs.removeAll()
        keyWindowStorage = nil
        delegate = nil
        applicationState = .inactive
        FirstResponderTracker.shared.current = nil
        GestureArena.shared.removeAll()
        TouchDispatcher.shared.removeAll()
        MediaTimeTimers.shared.removeAll()
        AppearanceScheduler.shared.removeAll()
        TraitPropagation.shared.removeAll()
        ModalTransition.removeAll()
        SizeTransition.current = nil
    }
}

extension UIApplication {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }
}

/// A weak reference to a window, with when it was created (which orders
/// windows of the same level).
struct WeakWindow {
    weak var window: UIWindow?
    /// When the window was created (1 for the first).
    let order: Int
}
