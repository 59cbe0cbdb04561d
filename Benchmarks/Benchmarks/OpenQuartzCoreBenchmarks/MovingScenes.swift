import Foundation
import OpenQuartzCore

/// The moving frames of issue 20, at the layer level, over the 200-layer
/// phone screen (``PhoneScreen``) at 3x.
///
/// - ``DimmingSlide``: what the dimming presentation draws while it runs —
///   a full-screen dimming layer fading in (opacity 0 → 0.4) and a rounded
///   sheet with a shadow sliding up from the bottom, over the static screen;
///   one step per frame over 20 frames, then again.
/// - ``ScrollingFeed``: a clipping container of 100 cells (background,
///   rounded avatar image, two text bars) scrolled 7 points a frame by its
///   bounds' origin, as `UIScrollView` scrolls, over the screen.
///
/// Each step changes the model (actions disabled) and commits, as a
/// running animation changes what the next frame shows.
@MainActor
final class DimmingSlide {
    let scene = PhoneScreen()
    let dimming = CALayer()
    let sheet = CALayer()
    private var step = 0
    static let steps = 20

    init() {
        dimming.frame = scene.root.bounds
        dimming.backgroundColor = PhoneScreen.black
        dimming.opacity = 0
        sheet.frame = CGRect(x: 0, y: PhoneScreen.size.height, width: PhoneScreen.size.width, height: 760)
        sheet.backgroundColor = PhoneScreen.white
        sheet.cornerRadius = 12
        sheet.shadowOpacity = 0.2
        sheet.shadowRadius = 8
        sheet.shadowPath = CGPath(roundedRect: sheet.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
        scene.root.addSublayer(dimming)
        scene.root.addSublayer(sheet)
        CATransaction.flush()
    }

    /// Moves to the next step of the slide.
    func advance() {
        step = (step + 1) % (Self.steps + 1)
        let progress = CGFloat(step) / CGFloat(Self.steps)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dimming.opacity = Float(0.4 * progress)
        sheet.position.y = PhoneScreen.size.height + 380 - 760 * progress
        CATransaction.commit()
    }
}

@MainActor
final class ScrollingFeed {
    let scene = PhoneScreen()
    let container = CALayer()
    static let cellHeight: CGFloat = 72
    static let cells = 100

    init() {
        container.frame = CGRect(x: 0, y: 100, width: PhoneScreen.size.width, height: 660)
        container.backgroundColor = PhoneScreen.background
        container.masksToBounds = true
        let avatar = PhoneScreen.makeImage(width: 132, height: 132, seed: 5)
        for index in 0..<Self.cells {
            let cell = CALayer()
            cell.frame = CGRect(x: 0, y: CGFloat(index) * Self.cellHeight, width: PhoneScreen.size.width, height: Self.cellHeight - 1)
            cell.backgroundColor = PhoneScreen.white
            let image = CALayer()
            image.frame = CGRect(x: 16, y: 14, width: 44, height: 44)
            image.contents = avatar
            image.contentsScale = PhoneScreen.scale
            image.cornerRadius = 22
            image.masksToBounds = true
            cell.addSublayer(image)
            for (line, width) in [(0, 220.0), (1, 160.0)] {
                let bar = CALayer()
                bar.frame = CGRect(x: 72, y: 20 + CGFloat(line) * 20, width: width, height: 12)
                bar.backgroundColor = line == 0 ? PhoneScreen.ink : PhoneScreen.lightGrey
                bar.cornerRadius = 3
                cell.addSublayer(bar)
            }
            container.addSublayer(cell)
        }
        scene.root.addSublayer(container)
        CATransaction.flush()
    }

    /// Scrolls 7 points further (back to the top at the end).
    func advance() {
        let end = Self.cellHeight * CGFloat(Self.cells) - container.bounds.height
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        var origin = container.bounds.origin
        origin.y = origin.y + 7 > end ? 0 : origin.y + 7
        container.bounds.origin = origin
        CATransaction.commit()
    }
}
