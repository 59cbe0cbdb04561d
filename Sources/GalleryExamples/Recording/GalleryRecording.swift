import Foundation
import UIKit
import OpenUIKitTesting

/// An example played without a user or a display: a ``TestHost`` whose
/// screen holds the example's window and the timeline panel, the
/// example's script run through real touches frame by frame, and every
/// callback recorded.
///
/// Every frame can be handed to an observer (for film strips and
/// animated PNGs); without one nothing is rendered.
@MainActor
public final class GalleryRecording {
    /// The example played.
    public let example: GalleryExample
    /// The host: its window shows the example.
    public let host: TestHost
    /// The timeline panel's window.
    public let timelineWindow: UIWindow
    /// What went wrong while playing (a button not found), in order.
    public private(set) var problems: [String] = []
    private var frameObserver: ((TimeInterval, CGImage) -> Void)?
    private var pictureScale: CGFloat = 1
    private var pictureInterval: TimeInterval = 0
    private var lastPictureTime: TimeInterval?
    private let startTime: TimeInterval

    /// Sets the example up at rest at `scale` (pixels per point).
    public init(example: GalleryExample, scale: CGFloat = 2) {
        self.example = example
        let span = Self.stageSpan(of: example)
        host = TestHost(
            screenSize: CGSize(width: span.width + GalleryLayout.timelineWidth, height: span.height), scale: scale)
        host.window.frame = CGRect(origin: .zero, size: example.stageSize)
        timelineWindow = GalleryLayout.showTimelineWindow(on: host.screen, stageSize: span)
        host.window.rootViewController = example.makeViewController()
        host.runUntilIdle()
        startTime = host.now
        timeline.clear()
    }

    /// The largest width and height the example's window takes, at the
    /// start or in a resize step: the timeline panel goes to its right.
    static func stageSpan(of example: GalleryExample) -> CGSize {
        var span = example.stageSize
        for case .resize(let size) in example.script {
            span = CGSize(width: max(span.width, size.width), height: max(span.height, size.height))
        }
        return span
    }

    /// The panel in the timeline window.
    public var timeline: TimelineViewController { timelineWindow.rootViewController as! TimelineViewController }

    /// The callbacks since the example came to rest, as the panel lists them.
    public var timelineText: String {
        timeline.entries.map(\.description).joined(separator: "\n") + "\n"
    }

    /// Plays the script; `frame` (if given) gets the time since the start
    /// and the whole screen, rendered at `pictureScale` pixels per point
    /// (nil: the screen's scale), after the first frame and then after
    /// each frame at least `pictureInterval` seconds after the last
    /// picture (0: every frame). Frames in between are not rendered.
    public func play(
        pictureScale: CGFloat? = nil, pictureInterval: TimeInterval = 0,
        frame: ((TimeInterval, CGImage) -> Void)? = nil
    ) {
        frameObserver = frame
        self.pictureScale = pictureScale ?? host.screen.scale
        self.pictureInterval = pictureInterval
        lastPictureTime = nil
        defer { frameObserver = nil }
        emitFrame()
        for step in example.script { perform(step) }
    }

    private func perform(_ step: GalleryStep) {
        switch step {
        case .tap(let title):
            guard let point = centreOfButton(titled: title) else {
                problems.append("No visible button titled \"\(title)\" in \(example.id).")
                return
            }
            tap(at: point)
        case .tapAt(let point):
            tap(at: point)
        case .drag(let from, let to, let duration):
            let frames = max(Int((duration * host.frameRate).rounded()), 1)
            host.touchDown(at: from)
            advance(frames: 1)
            for index in 1...frames {
                let t = CGFloat(index) / CGFloat(frames)
                host.touchMove(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
                advance(frames: 1)
            }
            host.touchUp()
            advance(frames: 1)
        case .type(let text):
            for key in UIKeyboardInput.keys(typing: text) {
                UIApplication.shared.enqueueKeyboardInput([key])
                advance(frames: Int((0.1 * host.frameRate).rounded()))
            }
        case .wait(let seconds):
            advance(frames: Int((seconds * host.frameRate).rounded()))
        case .resize(let size):
            host.window.transition(toSize: size, duration: 0.3)
            advance(frames: Int((0.3 * host.frameRate).rounded()) + 2)
        }
    }

    /// A finger down at `point` for two frames, then up.
    private func tap(at point: CGPoint) {
        host.touchDown(at: point)
        advance(frames: 2)
        host.touchUp()
        advance(frames: 1)
    }

    private func advance(frames: Int) {
        for _ in 0..<frames {
            host.advance(frames: 1)
            emitFrame()
        }
    }

    private func emitFrame() {
        guard let frameObserver else { return }
        let time = host.now - startTime
        if let last = lastPictureTime, time - last < pictureInterval - 1e-6 { return }
        lastPictureTime = time
        frameObserver(time, host.renderScreen(scale: pictureScale))
    }

    /// The centre (window coordinates) of the topmost visible, enabled
    /// button titled `title` in the example's window — or of a tab bar's
    /// slot whose item has that title (the bar's items share its width).
    private func centreOfButton(titled title: String) -> CGPoint? {
        var found: (view: UIView, centre: CGPoint)?
        func search(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let button = view as? UIButton, button.isEnabled, button.currentTitle == title {
                found = (button, CGPoint(x: button.bounds.midX, y: button.bounds.midY))
            }
            if let bar = view as? UITabBar, let items = bar.items, let index = items.firstIndex(where: { $0.title == title }) {
                let slot = bar.bounds.width / CGFloat(items.count)
                found = (bar, CGPoint(x: slot * (CGFloat(index) + 0.5), y: 24))
            }
            for subview in view.subviews { search(subview) }
        }
        search(host.window)
        guard let (view, point) = found else { return nil }
        let centre = view.convert(point, to: host.window)
        return host.window.hitTest(centre, with: nil)?.isDescendant(of: view) == true ? centre : nil
    }
}
