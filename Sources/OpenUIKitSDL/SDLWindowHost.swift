internal import CSDL2
import Foundation
import OpenUIKit

/// A live window for an OpenUIKit app: an SDL2 window showing a
/// `UIWindow`, with the machine's monotonic clock as media time, frames
/// paced by the display, and the mouse and touch screen as touches.
///
/// ```swift
/// let host = try SDLWindowHost(configuration: .init(size: CGSize(width: 390, height: 844)))
/// host.window.rootViewController = MyViewController()
/// host.run()                      // returns when the user closes the window
/// ```
///
/// Creating a host starts SDL's video subsystem, opens the window, makes
/// a fresh ``UIKitRuntime`` current whose media clock is the machine's
/// monotonic clock, installs a ``UIScreen`` matching the window (its size
/// in points, its scale), and shows ``window`` as the key window.
/// ``run()`` then runs one run-loop turn per frame, exactly the turn the
/// test host runs (`CAFramePipeline.main.runTurn`), at the time the frame
/// starts:
///
/// 1. the monotonic clock is read once and becomes `CACurrentMediaTime()`
///    for the whole turn (media time stands still inside a turn, so
///    everything a turn starts shares one begin time);
/// 2. mouse and finger events since the last frame become
///    ``UITouchInput``s (points = pixels / scale), coalesced to one move
///    per finger, delivered in the turn's input phase;
/// 3. a window resize becomes `UIWindow.transition(toSize:duration:)` (a
///    size transition with a coordinator) after the screen takes the new size;
/// 4. the turn runs; in its render phase the compositor draws every
///    visible window into a Cairo bitmap that is uploaded to an SDL
///    streaming texture (Cairo's ARGB32 is SDL's ARGB8888) and presented.
///
/// When nothing is animating, pending or arriving, no turn runs and the
/// host sleeps until an event or the next frame interval.
///
/// Differences from UIKit: on iOS the system owns the run loop, the
/// display link and touch delivery; here the host does, and one host
/// runs at a time (its runtime is current while it runs, and it owns SDL).
@MainActor
public final class SDLWindowHost {
    /// The key window, filling the SDL window. Set its `rootViewController`
    /// before ``run()``.
    public let window: UIWindow
    /// The screen the host installed as `UIScreen.main`: the window's content
    /// area in points, at the host's scale. Its bounds follow window resizes.
    public let screen: UIScreen
    /// How the host was configured.
    public let configuration: Configuration
    /// The app's runtime (windows, animations, the media clock), made
    /// current by the host and again before every turn it runs.
    public let runtime: UIKitRuntime
    /// Lays the app's windows out on a screen of the given size (points)
    /// after the SDL window was resized. Nil (the default): ``window``
    /// fills the screen, through `UIWindow.transition(toSize:duration:)`.
    /// A host showing several windows side by side sets it, and resizes
    /// its windows the same way.
    public var layoutWindows: ((CGSize) -> Void)?
    /// Timings of the frames drawn so far.
    public internal(set) var statistics = SDLFrameStatistics()
    /// Frame intervals run so far (frames drawn plus intervals skipped
    /// because nothing changed).
    public internal(set) var frameCount = 0

    let clock: CAVirtualMediaClock
    let launchTime: TimeInterval
    var sdlWindow: OpaquePointer?
    var renderer: OpaquePointer?
    var texture: OpaquePointer?
    var frameContext: CGContext?
    /// The compositor drawing into ``frameContext``, kept from frame to
    /// frame (it reuses the rasterised shapes of earlier frames); made
    /// again with the frame bitmap.
    var layerRenderer: CARenderer?
    var metrics: WindowMetrics
    var decoder: SDLEventDecoder
    var translator = PointerTranslator()
    var pendingInput = TouchInputBuffer()
    /// Keys typed since the last frame, for its turn.
    var pendingKeys: [UIKeyboardInput] = []
    var pacer: FramePacer
    var renderToken: CAFramePipeline.HandlerToken?
    var needsRedraw = true
    var quitRequested = false

    /// Opens the window. Throws ``SDLWindowHostError`` when SDL has no
    /// video (no display), or cannot create the window or its renderer.
    ///
    /// SDL chooses its video driver as usual: X11 or Wayland when
    /// `DISPLAY`/`WAYLAND_DISPLAY` is set, else whatever it finds
    /// (`SDL_VIDEODRIVER=dummy` runs with no display at all, drawing
    /// nowhere — useful for tests).
    public init(configuration: Configuration = Configuration()) throws {
        launchTime = MonotonicClock.now()
        self.configuration = configuration
        SDL_SetMainReady()
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            throw SDLWindowHostError.videoUnavailable(Self.sdlError())
        }
        let opened: (window: OpaquePointer, renderer: OpaquePointer, vsync: Bool)
        do {
            opened = try Self.openWindow(configuration)
        } catch {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        sdlWindow = opened.window
        renderer = opened.renderer
        metrics = Self.readMetrics(window: opened.window, renderer: opened.renderer, scale: configuration.scale)
        decoder = SDLEventDecoder(windowID: SDL_GetWindowID(opened.window), escapeQuits: configuration.escapeQuits)
        pacer = FramePacer(refreshRate: Self.refreshRate(of: opened.window), vsync: opened.vsync)

        clock = CAVirtualMediaClock(startTime: MonotonicClock.now())
        runtime = UIKitRuntime(clock: clock)
        runtime.makeCurrent()
        runtime.drawsStatusBar = configuration.drawsStatusBar
        screen = UIScreen(
            bounds: CGRect(origin: .zero, size: metrics.pointSize), scale: metrics.scale,
            safeAreaInsets: configuration.safeAreaInsets)
        UIScreen.install(screen)
        window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.makeKeyAndVisible()
        UIApplication.shared.stateRestorationArchiveURL = configuration.stateRestorationArchiveURL
        renderToken = CAFramePipeline.main.addHandler(for: .render) { [weak self] _ in self?.drawFrame() }
        do {
            try makeFrameBuffer()
        } catch {
            close()
            throw error
        }
        if configuration.reportsFrameStatistics {
            FileHandle.standardError.write(Data((setupDescription() + "\n").utf8))
        }
    }

    /// Runs frames until the user quits (closes the window, or presses
    /// Escape when ``Configuration/escapeQuits``), ``stop()`` is called, or
    /// ``Configuration/maximumFrames`` have run; then moves the app to the
    /// background (``UIApplication/enterBackground()``, which preserves its
    /// state with a ``Configuration/stateRestorationArchiveURL`` and a
    /// delegate that agrees), tells the delegate it will terminate, and
    /// closes the window.
    /// Returns at once if the host is already closed.
    public func run() {
        while !quitRequested, sdlWindow != nil {
            runFrameInterval()
            frameCount += 1
            if let maximum = configuration.maximumFrames, frameCount >= maximum { quitRequested = true }
        }
        if sdlWindow != nil {
            runtime.makeCurrent()
            let application = UIApplication.shared
            application.enterBackground()
            if let delegate = application.delegate { delegate.applicationWillTerminate(application) }
        }
        close()
    }

    /// Asks ``run()`` to return after the current frame (from app code
    /// running inside a turn, e.g. a button's action).
    public func stop() {
        quitRequested = true
    }

    /// The last frame drawn, as the window showed it (nil before the first
    /// frame). Still available after ``close()``.
    public func lastFrame() -> CGImage? {
        frameContext?.makeImage()
    }

    /// Closes the window and stops SDL's video subsystem; prints the frame
    /// summary to standard error when ``Configuration/reportsFrameStatistics``.
    /// The `UIWindow` and screen stay; they are no longer drawn. Safe to
    /// call more than once.
    public func close() {
        guard sdlWindow != nil else { return }
        if let renderToken { CAFramePipeline.main.removeHandler(renderToken) }
        renderToken = nil
        if configuration.reportsFrameStatistics {
            FileHandle.standardError.write(Data((statistics.summary + "\n").utf8))
        }
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let sdlWindow { SDL_DestroyWindow(sdlWindow) }
        texture = nil
        renderer = nil
        sdlWindow = nil
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    static func sdlError() -> String {
        String(cString: SDL_GetError())
    }
}
