import Foundation
import OpenUIKit

/// The app every UIKit benchmark runs in: a virtual media clock, a
/// 390 × 844 @3x screen and one key, visible window filling it — what a
/// window host sets up — and the frame turns a 60 Hz host runs
/// (`CAFramePipeline.main.runTurn`).
///
/// Each benchmark runs in its own process, so there is one window per
/// process; scenes add their views to it.
@MainActor
enum UIKitHost {
    static let frameDuration: CFTimeInterval = 1.0 / 60
    static let screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Installed on first use, in a UIKit runtime of its own made current;
    /// starts at media time 1000 (as `FrameClock` in the Core Animation
    /// benchmarks).
    static let clock: CAVirtualMediaClock = {
        let clock = CAVirtualMediaClock(startTime: 1000)
        runtime = UIKitRuntime(clock: clock)
        runtime?.makeCurrent()
        return clock
    }()

    /// The benchmark's runtime.
    private static var runtime: UIKitRuntime?

    /// The main screen, installed on first use (before any view exists, so
    /// layers get its scale).
    static let screen: UIScreen = {
        let screen = UIScreen(bounds: screenBounds, scale: 3)
        UIScreen.install(screen)
        return screen
    }()

    /// The key window, visible, filling the screen; one turn has run.
    static let window: UIWindow = {
        _ = clock
        _ = screen
        diagnostics.start()
        let window = UIWindow(frame: screenBounds)
        window.makeKeyAndVisible()
        turn()
        return window
    }()

    /// Console messages from every layer (there should be none).
    static let diagnostics = DiagnosticsRecorder()

    /// Sets up the clock, the screen and the window (idempotent).
    static func install() { _ = window }

    /// Moves the clock one frame forward and runs that frame's turn:
    /// input, UIKit's deferred work, display links and the animation tick,
    /// window layout, commit, render (nothing registered), callbacks.
    static func turn() {
        clock.mediaTime += frameDuration
        CAFramePipeline.main.runTurn(timestamp: clock.mediaTime, frameDuration: frameDuration)
    }

    /// An error message if anything was reported on the console.
    static func checkDiagnostics() -> String? {
        let messages = diagnostics.messages
        guard !messages.isEmpty else { return nil }
        return "\(messages.count) console message(s), first: \(messages[0])"
    }
}

/// Collects `CGDiagnostics` messages (the one console of every layer).
final class DiagnosticsRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []
    private var started = false

    func start() {
        lock.lock()
        defer { lock.unlock() }
        guard !started else { return }
        started = true
        CGDiagnostics.addObserver { [self] message in
            lock.lock()
            collected.append(message)
            lock.unlock()
        }
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}

/// A bitmap context of `size` points at 1x, y down (as a window host's), and
/// a `CARenderer` drawing `root` into all of it.
@MainActor
final class Screen1x {
    let context: CGContext
    let renderer: CARenderer

    init(root: CALayer, size: CGSize = UIKitHost.screenBounds.size) {
        context = CGContext(
            data: nil, width: Int(size.width), height: Int(size.height), bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: size.height)
        context.scaleBy(x: 1, y: -1)
        renderer = CARenderer(cgContext: context)
        renderer.layer = root
        renderer.bounds = CGRect(origin: .zero, size: size)
    }

    /// One frame: what a host does every vsync after the turn.
    func renderFrame() {
        renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
        renderer.render()
        renderer.endFrame()
    }
}
