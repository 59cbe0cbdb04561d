import Foundation

/// The backdrop for the app's user interface and the dispatcher of events
/// to its views.
///
/// A window is the root of a view hierarchy. ``makeKeyAndVisible()`` shows
/// it and makes it the key window; the runtime keeps a list of the app's
/// windows (weakly — the app or the host keeps them alive, as a scene does
/// on iOS).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The window's level: higher levels are above lower ones.
    open var windowLevel: UIWindow.Level = .normal {
        didSet { if windowLevel != oldValue { WindowList.current.sort() } }
    }

    /// The screen the window is on (read by every layout pass: its
    /// dynamic exclusivity checks are skipped, see ARCHITECTURE.md).
    @exclusivity(unchecked) open var screen: UIScreen = .main

    /// The view controller that provides the window's content. Its view
    /// fills the window; it appears when the window is visible (see
    /// `setRootViewController`'s order) and disappears when the window
    /// hides or another root replaces it.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set { setRootViewController(newValue) }
    }

    var rootViewControllerStorage: UIViewController? {
        didSet { UIKitRuntime.current.statusBarControlChanges += 1 }
    }

    /// The status bar as last asked of the controllers that control it
    /// (nil: ask again); see `UIApplication.statusBarStyle`.
    var statusBarAppearance: StatusBarAppearance?

    /// Whether the window is hidden (windows start hidden). Showing the
    /// window makes its root view controller appear; hiding it makes the
    /// root disappear.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            super.isHidden = newValue
            visibilityDidChange()
        }
    }

    /// The window's entry in its runtime's ``WindowList`` (set when it
    /// registers); `nonisolated(unsafe)`: `deinit` empties it.
    nonisolated(unsafe) var registration: WindowRegistration?

    /// Creates a window (hidden until made visible).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        stored.isWindow = true
        isHidden = true
        layer.isHostRoot = true
        WindowList.current.register(self)
    }

    /// Creates a window filling the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Creates a window from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        stored.isWindow = true
        isHidden = true
        layer.isHostRoot = true
        WindowList.current.register(self)
    }

    /// Leaves the window list (the registration no longer names this window).
    deinit {
        registration?.window = nil
    }

    /// Whether this is the key window (the one that receives keyboard and
    /// non-touch events).
    open var isKeyWindow: Bool {
        WindowList.current.keyWindow === self
    }

    /// Makes the window key.
    open func makeKey() {
        let list = WindowList.current
        guard list.keyWindow !== self else { return }
        let previous = list.keyWindow
        list.keyWindow = self
        previous?.resignKey()
        becomeKey()
    }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called when the window became key.
    open func becomeKey() {}

    /// Called when the window stopped being key.
    open func resignKey() {}

    /// The window's next responder: the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// Delivers the event's touches in this window: first to their gesture
    /// recognizers, then — unless a recognizer delays or cancels them — to
    /// the views they began in (`touchesBegan`, `touchesMoved`,
    /// `touchesEnded`, `touchesCancelled`; one message per view and phase).
    /// Subclasses that override it to watch events must call `super`.
    open func sendEvent(_ event: UIEvent) {
        let touches = event.touchSet.filter { $0.window === self && $0.phase != .stationary }
        let ordered = TouchDispatcher.current.touches.filter { touch in touches.contains(touch) }
        GestureArena.current.deliver(ordered, event: event)
    }

    /// A point in screen coordinates, in the window's coordinates.
    func pointFromScreen(_ point: CGPoint) -> CGPoint {
        point.applying(windowToScreen.inverted())
    }

    /// The window's safe area comes from the screen, for the part of the
    /// screen the window covers.
    var screenSafeAreaInsets: UIEdgeInsets {
        let screenInsets = screen.safeAreaInsets
        let safe = screen.bounds.inset(by: screenInsets)
        let mine = frame
        return UIEdgeInsets(
            top: Swift.max(0, safe.minY - mine.minY), left: Swift.max(0, safe.minX - mine.minX),
            bottom: Swift.max(0, mine.maxY - safe.maxY), right: Swift.max(0, mine.maxX - safe.maxX))
    }
}

extension UIWindow {
    /// A window's stacking level.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value.
        public var rawValue: CGFloat
        /// Creates a level.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a level.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default level.
        public static let normal = Level(0)
        /// The level of the status bar.
        public static let statusBar = Level(1000)
        /// The level of alerts.
        public static let alert = Level(2000)

        /// Orders levels by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
