import Foundation

/// The status bar a host draws over the app's windows when
/// ``UIKitRuntime/drawsStatusBar`` is on: the time on the left; cellular,
/// Wi-Fi and battery indicators on the right — in the key window's status
/// bar style (``UIApplication/statusBarStyle``: black for `.darkContent`,
/// white for `.lightContent`, and for `.default` the one that reads on
/// the key window's interface style), hidden while
/// ``UIApplication/isStatusBarHidden``.
///
/// It is drawn where a screen has room for it: in the top safe-area inset
/// of the main screen, across the key window (the whole screen on a
/// phone; on a desktop screen shared with other windows, the app's key
/// window only); a screen without a top inset shows none. Like iOS's, it belongs to no window of the app
/// (`UIApplication.windows` does not list it) and takes no touches.
///
/// Differences from iOS: the time is always 9:41 (library code reads no
/// wall clock; Apple's own screenshots show 9:41), the indicators are
/// full, and style changes are not animated
/// (`preferredStatusBarUpdateAnimation` is not used).
@MainActor
final class StatusBarOverlay {
    /// The root of the overlay's layers (a host root, drawn after the windows).
    let layer = CALayer()
    private let time = CATextLayer()
    /// The filled glyphs: signal bars, the Wi-Fi fan, the battery's charge and cap.
    private let glyphs = CAShapeLayer()
    /// The battery's outline.
    private let batteryOutline = CAShapeLayer()
    /// The frame and colour the layers were last laid out for.
    private var laidOut: (frame: CGRect, white: Bool)?

    /// The time shown.
    static let timeText = "9:41"

    init() {
        layer.isHostRoot = true
        layer.isHidden = true
        time.string = Self.timeText
        time.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        time.fontSize = 17
        time.alignmentMode = .center
        batteryOutline.fillColor = nil
        batteryOutline.lineWidth = 1
        for sublayer in [time, glyphs, batteryOutline] { layer.addSublayer(sublayer) }
    }

    /// Brings the overlay up to date with `application`'s status bar
    /// (hidden when it is, or when the screen has no top inset).
    /// Runs every turn: the layers change (in a transaction without
    /// implicit animations) only when the frame, colour or visibility did.
    func update(_ application: UIApplication) {
        var frame = application.statusBarFrame
        if let key = application.keyWindow, !key.isHidden, key.frame.width > 0 {
            frame.origin.x = key.frame.minX
            frame.size.width = key.frame.width
        }
        let visible = UIScreen.main.safeAreaInsets.top > 0 && !frame.isEmpty
        let white = visible && Self.usesWhite(application)
        let relayout = visible && !(laidOut.map { $0.frame == frame && $0.white == white } ?? false)
        guard layer.isHidden == visible || relayout else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.isHidden = !visible
        if relayout {
            laidOut = (frame, white)
            layout(in: frame, color: (white ? UIColor.white : UIColor.black).cgColor)
        }
        CATransaction.commit()
    }

    /// Whether the glyphs are white: light content, or the default style
    /// over a dark interface.
    private static func usesWhite(_ application: UIApplication) -> Bool {
        switch application.statusBarStyle {
        case .lightContent: true
        case .darkContent: false
        case .default: application.keyWindow?.traitCollection.userInterfaceStyle == .dark
        }
    }

    /// Places the time and the indicators in `frame`, centred vertically.
    private func layout(in frame: CGRect, color: CGColor) {
        layer.frame = frame
        let middle = frame.height / 2
        time.foregroundColor = color
        time.frame = CGRect(x: 0, y: middle - 11, width: frame.width * 0.3, height: 22)
        let path = CGMutablePath()
        let batteryBody = CGRect(x: frame.width - 24 - 25, y: middle - 6, width: 25, height: 12)
        // Four signal bars, rising.
        var x = batteryBody.minX - 7 - 17 - 7 - 17
        for step in 0..<4 {
            let height = 4 + CGFloat(step) * 2.5
            path.addRoundedRect(in: CGRect(x: x, y: middle + 5.5 - height, width: 3, height: height), cornerWidth: 1, cornerHeight: 1)
            x += 4.5
        }
        // The Wi-Fi fan: three arcs around a point below them.
        let fanCentre = CGPoint(x: batteryBody.minX - 7 - 8.5, y: middle + 5.5)
        for (outer, inner) in [(12.0, 9.0), (7.5, 4.5), (3.0, 0.0)] as [(CGFloat, CGFloat)] {
            path.move(to: CGPoint(x: fanCentre.x + inner * cos(-.pi * 0.75), y: fanCentre.y + inner * sin(-.pi * 0.75)))
            path.addArc(center: fanCentre, radius: outer, startAngle: -.pi * 0.75, endAngle: -.pi * 0.25, clockwise: false)
            path.addArc(center: fanCentre, radius: inner, startAngle: -.pi * 0.25, endAngle: -.pi * 0.75, clockwise: true)
            path.closeSubpath()
        }
        // The battery's charge (full) and its cap.
        path.addRoundedRect(in: batteryBody.insetBy(dx: 2, dy: 2), cornerWidth: 1.5, cornerHeight: 1.5)
        path.addRoundedRect(
            in: CGRect(x: batteryBody.maxX + 1, y: middle - 2, width: 1.5, height: 4), cornerWidth: 0.75, cornerHeight: 0.75)
        glyphs.path = path
        glyphs.fillColor = color
        batteryOutline.path = CGPath(
            roundedRect: batteryBody.insetBy(dx: 0.5, dy: 0.5), cornerWidth: 3.5, cornerHeight: 3.5, transform: nil)
        batteryOutline.strokeColor = color.copy(alpha: 0.4)
    }
}
