import Foundation
import CSDL2
import Testing
import OpenUIKit
@testable import OpenUIKitSDL

/// The whole host loop on SDL's dummy video driver: no display needed.
/// Serialized: SDL's video subsystem is one per process (the exception to
/// tests that each run their own app).
@MainActor
@Suite(.serialized) struct SDLWindowHostTests {
    private func makeHost(frames: Int? = 3, flashesRepaintedAreas: Bool = false) throws -> SDLWindowHost {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
        return try SDLWindowHost(configuration: .init(
            size: CGSize(width: 100, height: 200), scale: 1, maximumFrames: frames, reportsFrameStatistics: false,
            flashesRepaintedAreas: flashesRepaintedAreas))
    }

    /// Shows a white root with a 30-point square of `color` at (10, 20)
    /// and draws two frames (the second repaints nothing).
    private func showSquare(_ color: UIColor, in host: SDLWindowHost) -> UIView {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        square.backgroundColor = color
        root.view.addSubview(square)
        host.window.rootViewController = root
        host.runFrame()
        host.runFrame()
        return square
    }

    private func push(_ type: SDL_EventType, x: Int32, y: Int32, host: SDLWindowHost) {
        var event = SDL_Event()
        if type == SDL_MOUSEMOTION {
            event.motion.type = type.rawValue
            event.motion.windowID = host.decoder.windowID
            event.motion.x = x
            event.motion.y = y
        } else {
            event.button.type = type.rawValue
            event.button.windowID = host.decoder.windowID
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = x
            event.button.y = y
        }
        SDL_PushEvent(&event)
    }

    @Test func theScreenIsTheWindowsContentAreaInPoints() throws {
        let host = try makeHost()
        defer { host.close() }
        #expect(UIScreen.main === host.screen)
        #expect(host.screen.bounds.size == CGSize(width: 100, height: 200))
        #expect(host.window.isKeyWindow)
    }

    @Test func runningStopsAfterTheMaximumFramesAndShowsTheRootController() throws {
        let host = try makeHost()
        let root = UIViewController()
        root.view.backgroundColor = .red
        host.window.rootViewController = root
        host.run()
        #expect(host.frameCount == 3)
        let pixel = try #require(host.lastFrame()?.dataProvider?.data)
        #expect(Array(pixel.prefix(4)) == [0, 0, 255, 255])
    }

    @Test func aFrameUploadsOnlyWhatChanged() throws {
        let host = try makeHost(frames: nil)
        defer { host.close() }
        let square = showSquare(.blue, in: host)
        #expect(host.layerRenderer?.damagedPixelRects.isEmpty == true)
        square.backgroundColor = .green
        host.runFrame()
        #expect(host.layerRenderer?.damagedPixelRects == [CGRect(x: 8, y: 18, width: 34, height: 34)])
    }

    @Test func flashingRepaintsTintsOnlyTheRepaintedAreaOnScreen() throws {
        let host = try makeHost(frames: nil, flashesRepaintedAreas: true)
        defer { host.close() }
        let square = showSquare(.white, in: host)
        square.backgroundColor = .blue
        host.runFrame()
        func shown(_ x: Int32, _ y: Int32) -> [UInt8] {
            var pixel = [UInt8](repeating: 0, count: 4)
            var rect = SDL_Rect(x: x, y: y, w: 1, h: 1)
            SDL_RenderReadPixels(host.renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue, &pixel, 4)
            return Array(pixel.prefix(3))
        }
        #expect(shown(60, 100) == [255, 255, 255])
        #expect(shown(9, 19).first == 255 && shown(9, 19)[1] < 255)
        #expect(shown(20, 30)[0] > 0 && shown(20, 30)[2] < 255)
    }

    @Test func theMediaClockFollowsTheMonotonicClock() throws {
        let host = try makeHost()
        let before = MonotonicClock.now()
        host.run()
        #expect(CACurrentMediaTime() >= before)
        #expect(CACurrentMediaTime() <= MonotonicClock.now())
    }

    @Test func aMouseClickBecomesATapOnAButton() throws {
        let host = try makeHost(frames: 6)
        let root = UIViewController()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        host.window.rootViewController = root
        push(SDL_MOUSEBUTTONDOWN, x: 50, y: 50, host: host)
        let release = afterFirstTurn { push(SDL_MOUSEBUTTONUP, x: 52, y: 50, host: host) }
        defer { CAFramePipeline.main.removeHandler(release) }
        host.run()
        #expect(taps == 1)
    }

    @Test func resizingTheSDLWindowResizesTheScreenAndWindowThroughASizeTransition() throws {
        let host = try makeHost(frames: 4)
        let root = SizeRecordingController()
        host.window.rootViewController = root
        SDL_SetWindowSize(host.sdlWindow, 300, 150)
        host.run()
        #expect(host.screen.bounds.size == CGSize(width: 300, height: 150))
        #expect(host.window.bounds.size == CGSize(width: 300, height: 150))
        #expect(root.sizes == [CGSize(width: 300, height: 150)])
    }

    @Test func aResizedWindowAndItsRootViewKeepTheirTopLeftCornerAtTheOrigin() throws {
        let host = try makeHost(frames: 4)
        let root = UIViewController()
        host.window.rootViewController = root
        SDL_SetWindowSize(host.sdlWindow, 300, 150)
        host.run()
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
    }

    @Test func quittingPreservesTheStateAndTheNextLaunchRestoresIt() throws {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
        let archive = FileManager.default.temporaryDirectory
            .appendingPathComponent("openuikit-sdl-\(UUID().uuidString)").appendingPathComponent("state.archive")
        defer { try? FileManager.default.removeItem(at: archive.deletingLastPathComponent()) }
        func open() throws -> SDLWindowHost {
            try SDLWindowHost(configuration: .init(
                size: CGSize(width: 100, height: 200), scale: 1, maximumFrames: 2, reportsFrameStatistics: false,
                stateRestorationArchiveURL: archive))
        }
        let first = try open()
        let delegate = RestoringAppDelegate(host: first)
        UIApplication.shared.launch(delegate: delegate)
        (first.window.rootViewController as? CountingController)?.count = 42
        first.run()
        #expect(FileManager.default.fileExists(atPath: archive.path))

        let second = try open()
        defer { second.close() }
        UIApplication.shared.launch(delegate: RestoringAppDelegate(host: second))
        #expect((second.window.rootViewController as? CountingController)?.count == 42)
    }

    @Test func stopEndsTheRunAfterTheCurrentFrame() throws {
        let host = try makeHost(frames: 100)
        let stop = afterFirstTurn { host.stop() }
        defer { CAFramePipeline.main.removeHandler(stop) }
        host.run()
        #expect(host.frameCount == 1)
    }

    /// Runs `action` at the end of the next turn only.
    private func afterFirstTurn(_ action: @escaping () -> Void) -> CAFramePipeline.HandlerToken {
        var done = false
        return CAFramePipeline.main.addHandler(for: .postFrame) { _ in
            guard !done else { return }
            done = true
            action()
        }
    }
}

/// Records the sizes `viewWillTransition(to:with:)` announces, with a coordinator.
private final class SizeRecordingController: UIViewController {
    var sizes: [CGSize] = []

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
    }
}

/// An app delegate that saves and restores, building a ``CountingController``
/// root in `willFinishLaunching`.
@MainActor
final class RestoringAppDelegate: UIApplicationDelegate {
    let host: SDLWindowHost

    init(host: SDLWindowHost) { self.host = host }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let root = CountingController()
        root.restorationIdentifier = "Counter"
        host.window.rootViewController = root
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
}

/// A controller that saves a count.
final class CountingController: UIViewController {
    var count = 0

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(count, forKey: "count")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        count = coder.decodeInteger(forKey: "count")
    }
}
