import Foundation

/// The centralized point of control for the app: its windows, its
/// delegate, its run loop.
///
/// One instance per ``UIKitRuntime``; ``shared`` is the current runtime's.
/// OpenUIKit has no `UIApplicationMain`: a host (test host, window host)
/// makes a runtime current, creates the delegate, calls
/// ``launch(delegate:options:)`` and runs turns of the main run loop (see
/// ``CAFramePipeline``).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's application object: the current runtime's.
    public static var shared: UIApplication { UIKitRuntime.current.application }

    /// The runtime this application object belongs to.
    unowned let runtime: UIKitRuntime

    /// The app delegate. Held strongly (UIKit's `UIApplicationMain` keeps
    /// the delegate it creates alive the same way).
    open var delegate: (any UIApplicationDelegate)?

    /// Where preserved state is saved and read at launch (nil, the default:
    /// no state is preserved). An OpenUIKit addition: hosts set it (UIKit
    /// keeps the archive in the app's Library folder).
    public var stateRestorationArchiveURL: URL?

    /// The objects registered for state restoration.
    let restorationRegistry = StateRestorationRegistry()

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

    init(runtime: UIKitRuntime) {
        self.runtime = runtime
        super.init()
    }

    /// The app's windows that are still alive, back to front by level.
    open var windows: [UIWindow] {
        runtime.windows.windows
    }

    /// The key window.
    open var keyWindow: UIWindow? { runtime.windows.keyWindow }

    /// The application is the end of the responder chain (its delegate,
    /// when a responder, is next).
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Runs the launch sequence: `willFinishLaunching`, state restoration
    /// (``restoreApplicationState()``), `didFinishLaunching`, then
    /// `applicationDidBecomeActive`. An OpenUIKit addition for hosts
    /// (UIKit's `UIApplicationMain` does this).
    public func launch(delegate: any UIApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil) {
        launch(delegate: delegate, options: options, afterWillFinishLaunching: {})
    }

    /// The launch sequence with `interface` run right after
    /// `willFinishLaunching` (nil delegate: no delegate calls), before
    /// restoration — where a test builds the interface an app's
    /// `willFinishLaunching` builds. An OpenUIKit addition for hosts and
    /// tests (`TestHost.relaunch`).
    public func launch(
        delegate: (any UIApplicationDelegate)?, options: [LaunchOptionsKey: Any]? = nil,
        afterWillFinishLaunching interface: () -> Void
    ) {
        self.delegate = delegate
        _ = delegate?.application(self, willFinishLaunchingWithOptions: options)
        interface()
        restoreApplicationState()
        _ = delegate?.application(self, didFinishLaunchingWithOptions: options)
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
    }

    /// Moves the app to the background, as UIKit does when the user leaves
    /// it: `applicationWillResignActive` (if it was active),
    /// `applicationDidEnterBackground`, then state preservation
    /// (``preserveApplicationState()``). An OpenUIKit addition for hosts
    /// (the SDL host calls it when the user quits).
    public func enterBackground() {
        guard applicationState != .background else { return }
        if applicationState == .active {
            delegate?.applicationWillResignActive(self)
            applicationState = .inactive
        }
        applicationState = .background
        delegate?.applicationDidEnterBackground(self)
        preserveApplicationState()
    }

    /// Brings a backgrounded app back: `applicationWillEnterForeground`,
    /// then `applicationDidBecomeActive`. An OpenUIKit addition for hosts.
    public func enterForeground() {
        guard applicationState == .background else { return }
        delegate?.applicationWillEnterForeground(self)
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
    }

    /// Whether UIKit has work for a later run-loop turn: blocks deferred
    /// to the next turn, queued touch or keyboard input, host-time timers waiting
    /// (gesture recognizers' timeouts), or appearances waiting to end
    /// (``UIKitRuntime/hasPendingWork``). An OpenUIKit addition for hosts
    /// deciding whether to run another turn.
    public var hasPendingDeferredWork: Bool {
        runtime.hasPendingWork
    }

    // MARK: Events

    /// Dispatches an event to the windows of its touches, back to front
    /// (each window's ``UIWindow/sendEvent(_:)``). Subclasses that
    /// override it to watch events must call `super`.
    open func sendEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event.touchSet {
            if let window = touch.window, !windows.containsIdentical(window) { windows.append(window) }
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
        runtime.touchDispatcher.enqueue(inputs)
    }

    /// Queues key presses from the host's keyboard (or the test host),
    /// given to the first responder in the `.input` phase of the next
    /// run-loop turn, after touches: text with `insertText(_:)`, the return
    /// key as `insertText("\n")`, delete with `deleteBackward()` — when the
    /// first responder adopts ``UIKeyInput``; otherwise they are dropped.
    /// An OpenUIKit addition: on iOS the system's keyboard delivers keys.
    public func enqueueKeyboardInput(_ inputs: [UIKeyboardInput]) {
        runtime.keyboardDispatcher.enqueue(inputs)
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
