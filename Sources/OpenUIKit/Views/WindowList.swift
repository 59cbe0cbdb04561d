import Foundation

/// The windows of one runtime (back to front by level, then by the order
/// they were created in), the key window and the main screen.
///
/// Windows are not kept alive by the list: the app or the host keeps
/// them, as on iOS. The list holds each window's ``WindowRegistration``,
/// which the window empties when it goes (not a weak reference, which
/// would give every window a side table and slow each retain and release
/// of it — and `view.window` retains it). ``UIApplication/windows``, ``UIApplication/keyWindow``
/// and `UIScreen.main` read it.
@MainActor
final class WindowList {
    /// The current runtime's windows.
    static var current: WindowList { UIKitRuntime.current.windows }

    /// The registered windows, kept sorted (so reading them does not sort).
    private var refs: [WindowRegistration] = []
    private var created = 0
    private var keyRegistration: WindowRegistration?
    /// The key window (nil once it is gone).
    var keyWindow: UIWindow? {
        get { keyRegistration?.window }
        set { keyRegistration = newValue?.registration }
    }
    /// The main screen, once a host installed one or it was first asked for.
    var screen: UIScreen?

    /// No windows; no screen until one is installed or asked for.
    init() {}

    /// `UIScreen.mainScale` (read off the main actor) follows the runtime
    /// made current.
    func runtimeDidBecomeCurrent() {
        MainScreenScale.set(screen?.scale ?? MainScreenScale.defaultScale)
    }

    /// Lays out every visible window from the top down (the layout phase of a turn).
    func layoutVisibleWindows() {
        forEachWindow { window in
            if !window.isHidden { window.layoutIfNeeded() }
        }
    }

    /// The windows still alive, back to front.
    var windows: [UIWindow] { refs.compactMap(\.window) }

    /// Calls `body` with each living window, back to front, without
    /// building an array (windows created by `body` are not visited).
    func forEachWindow(_ body: (UIWindow) -> Void) {
        let refs = self.refs
        for index in refs.indices {
            if let window = refs[index].window { body(window) }
        }
    }

    /// A new window joins, above the others of its level.
    func register(_ window: UIWindow) {
        created += 1
        let registration = WindowRegistration(window: window, order: created)
        window.registration = registration
        refs.append(registration)
        sort()
    }

    /// Drops the windows that are gone and sorts the rest by level, then
    /// by creation (after a window registers or changes level).
    func sort() {
        refs.removeAll { $0.window == nil }
        refs.sort { ($0.window!.windowLevel, $0.order) < ($1.window!.windowLevel, $1.order) }
    }
}

/// A window's entry in a ``WindowList``: the window, until it goes, and
/// when it was created (which orders windows of the same level).
///
/// The window holds its registration and empties it in its `deinit`, so
/// the list never reaches a window that is gone.
final class WindowRegistration {
    /// The window; nil once it is gone.
    nonisolated(unsafe) unowned(unsafe) var window: UIWindow?
    /// When the window was created (1 for the first).
    let order: Int

    init(window: UIWindow, order: Int) {
        self.window = window
        self.order = order
    }
}
