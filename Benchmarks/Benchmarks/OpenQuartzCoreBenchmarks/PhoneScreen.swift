import Foundation
import OpenQuartzCore

/// Benchmark 3's scene: a plausible phone screen of about 200 layers, in
/// points (390×844), drawn at 3x into a 1170×2532 bitmap.
///
/// Status bar, translucent navigation bar with a hairline, a "stories" row
/// of ringed avatars (images, clipped to circles), a row of bordered filter
/// chips, a feed of five cards in a clipping container (the last one
/// partly scrolled out), a toast, a floating button and a tab bar. What it
/// contains:
/// - backgrounds on nearly every layer, rounded corners on most;
/// - borders (chips, story rings, buttons, the search field, the battery);
/// - `contents` images — five `CGImage`s made once up front at the pixel
///   size they are shown at (3x, `contentsScale` 3), shared by every
///   avatar, thumbnail and icon;
/// - `opacity` < 1 on a few layers (tab bar, toast, badges): each is
///   composited as a group;
/// - shadows with `shadowPath` set on the cards, the toast, the floating
///   button and the tab bar (the blurred mask is cached per layer);
/// - `masksToBounds` on the feed, the stories row, the avatars and the
///   card thumbnails.
/// The scene is static: the benchmark measures one full redraw per frame,
/// which is what `CARenderer` does every frame.
///
/// For finding where the time goes, the environment variable
/// `PHONE_SCREEN_WITHOUT` (a comma-separated list of `opacity`, `shadows`,
/// `contents`, `masksToBounds`) builds the same screen without those
/// features: every opacity 1, no shadows, no images, no clipping.
@MainActor
final class PhoneScreen {
    static let size = CGSize(width: 390, height: 844)
    static let scale: CGFloat = 3

    let root = CALayer()
    private(set) var layerCount = 0
    /// Counts of the features above, for the report.
    private(set) var features: [String: Int] = [:]

    // Colours.
    static let white = CGColor(gray: 1, alpha: 1)
    static let background = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    static let ink = CGColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
    static let grey = CGColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
    static let lightGrey = CGColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1)
    static let blue = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    static let pink = CGColor(red: 1, green: 0.18, blue: 0.33, alpha: 1)
    static let green = CGColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
    static let black = CGColor(gray: 0, alpha: 1)
    static let translucent = CGColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 0.92)

    // Images, made once, each at the pixel size it is shown at (points × 3),
    // as an app that decodes thumbnails for the screen would have them.
    let photo = PhoneScreen.makeImage(width: 240, height: 240, seed: 1)  // 80 pt card thumbnails
    let storyAvatar = PhoneScreen.makeImage(width: 156, height: 156, seed: 2)  // 52 pt
    let cardAvatar = PhoneScreen.makeImage(width: 66, height: 66, seed: 2)  // 22 pt
    let tabIcon = PhoneScreen.makeImage(width: 84, height: 84, seed: 3)  // 28 pt
    let buttonIcon = PhoneScreen.makeImage(width: 72, height: 72, seed: 4)  // 24 pt

    /// Features left out (see `PHONE_SCREEN_WITHOUT`).
    let without: Set<String>

    init(without: Set<String> = PhoneScreen.withoutFromEnvironment()) {
        self.without = without
        FrameClock.install()
        root.frame = CGRect(origin: .zero, size: Self.size)
        root.backgroundColor = Self.background
        count(root)
        buildStatusBar()
        buildNavigationBar()
        buildStories()
        buildChips()
        buildFeed()
        buildToast()
        buildFloatingButton()
        buildTabBar()
        CATransaction.flush()
        FrameClock.turn()
    }

    // MARK: Building

    @discardableResult
    private func add(
        _ parent: CALayer, _ frame: CGRect, _ color: CGColor?, radius: CGFloat = 0,
        border: (CGFloat, CGColor)? = nil, contents: CGImage? = nil, clips: Bool = false, opacity: Float = 1
    ) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        layer.cornerRadius = radius
        if let border {
            layer.borderWidth = border.0
            layer.borderColor = border.1
        }
        if let contents, !without.contains("contents") {
            layer.contents = contents
            layer.contentsScale = Self.scale
            layer.contentsGravity = .resizeAspectFill
        }
        layer.masksToBounds = clips && !without.contains("masksToBounds")
        layer.opacity = without.contains("opacity") ? 1 : opacity
        parent.addSublayer(layer)
        count(layer)
        return layer
    }

    private func shadow(_ layer: CALayer, radius: CGFloat, opacity: Float, offset: CGSize = CGSize(width: 0, height: 2)) {
        guard !without.contains("shadows") else { return }
        layer.shadowColor = Self.black
        layer.shadowOpacity = opacity
        layer.shadowRadius = radius
        layer.shadowOffset = offset
        layer.shadowPath = CGPath(
            roundedRect: layer.bounds, cornerWidth: layer.cornerRadius, cornerHeight: layer.cornerRadius, transform: nil)
        features["shadow (with shadowPath)", default: 0] += 1
    }

    private func count(_ layer: CALayer) {
        layerCount += 1
        if layer.backgroundColor != nil { features["background", default: 0] += 1 }
        if layer.cornerRadius > 0 { features["rounded corners", default: 0] += 1 }
        if layer.borderWidth > 0 { features["border", default: 0] += 1 }
        if layer.contents != nil { features["contents image", default: 0] += 1 }
        if layer.opacity < 1 { features["opacity < 1", default: 0] += 1 }
        if layer.masksToBounds { features["masksToBounds", default: 0] += 1 }
    }

    private func buildStatusBar() {
        let bar = add(root, CGRect(x: 0, y: 0, width: 390, height: 47), Self.white)
        add(bar, CGRect(x: 32, y: 17, width: 42, height: 14), Self.ink, radius: 3)  // time
        let island = add(bar, CGRect(x: 132, y: 9, width: 126, height: 37), Self.black, radius: 18.5)
        add(island, CGRect(x: 96, y: 12, width: 12, height: 12), CGColor(gray: 0.12, alpha: 1), radius: 6)  // camera
        for i in 0..<4 {  // signal bars
            let h = CGFloat(4 + i * 2)
            add(bar, CGRect(x: 290 + CGFloat(i) * 5, y: 29 - h, width: 3, height: h), Self.ink, radius: 1)
        }
        add(bar, CGRect(x: 316, y: 19, width: 15, height: 11), Self.ink, radius: 5)  // wi-fi
        let battery = add(bar, CGRect(x: 336, y: 18, width: 25, height: 12), nil, radius: 3.5, border: (1, Self.grey))
        add(battery, CGRect(x: 2, y: 2, width: 17, height: 8), Self.ink, radius: 2)
        add(bar, CGRect(x: 362, y: 22, width: 2, height: 4), Self.grey, radius: 1)  // battery cap
    }

    private func buildNavigationBar() {
        let bar = add(root, CGRect(x: 0, y: 47, width: 390, height: 96), Self.translucent)
        add(bar, CGRect(x: 16, y: 8, width: 120, height: 28), Self.ink, radius: 6)  // large title
        let profile = add(bar, CGRect(x: 342, y: 8, width: 32, height: 32), Self.blue, radius: 16)  // profile button
        add(profile, CGRect(x: 22, y: 0, width: 10, height: 10), Self.pink, radius: 5, border: (1.5, Self.white))
        add(bar, CGRect(x: 302, y: 8, width: 32, height: 32), nil, radius: 16, border: (1.5, Self.blue))
        let search = add(bar, CGRect(x: 16, y: 48, width: 358, height: 36), Self.background, radius: 10,
                         border: (0.5, Self.lightGrey))
        add(search, CGRect(x: 8, y: 10, width: 16, height: 16), Self.grey, radius: 8)  // magnifier
        add(search, CGRect(x: 32, y: 12, width: 90, height: 12), Self.lightGrey, radius: 3)  // placeholder
        add(search, CGRect(x: 332, y: 10, width: 16, height: 16), Self.grey, radius: 4)  // filter icon
        add(bar, CGRect(x: 0, y: 95.67, width: 390, height: 0.33), Self.lightGrey)  // hairline
    }

    private func buildStories() {
        let row = add(root, CGRect(x: 0, y: 143, width: 390, height: 92), Self.white, clips: true)
        for i in 0..<6 {
            let x = 12 + CGFloat(i) * 68
            let ring = add(row, CGRect(x: x, y: 6, width: 60, height: 60), nil, radius: 30,
                           border: (2.5, i < 4 ? Self.pink : Self.lightGrey))
            add(ring, CGRect(x: 4, y: 4, width: 52, height: 52), Self.lightGrey, radius: 26,
                contents: storyAvatar, clips: true)
            add(ring, CGRect(x: 44, y: 44, width: 14, height: 14), Self.green, radius: 7, border: (2, Self.white))
            add(row, CGRect(x: x + 8, y: 72, width: 44, height: 9), Self.grey, radius: 2)  // name
        }
        add(row, CGRect(x: 0, y: 91.67, width: 390, height: 0.33), Self.lightGrey)
    }

    private func buildChips() {
        let row = add(root, CGRect(x: 0, y: 235, width: 390, height: 44), Self.white)
        var x: CGFloat = 12
        for i in 0..<6 {
            let width: CGFloat = [64, 82, 58, 96, 70, 88][i]
            let selected = i == 0
            let chip = add(row, CGRect(x: x, y: 8, width: width, height: 28), selected ? Self.ink : Self.white,
                           radius: 14, border: selected ? nil : (1, Self.lightGrey))
            add(chip, CGRect(x: 12, y: 9, width: width - 24, height: 10), selected ? Self.white : Self.ink, radius: 2)
            x += width + 8
        }
    }

    private func buildFeed() {
        let feed = add(root, CGRect(x: 0, y: 279, width: 390, height: 482), Self.background, clips: true)
        for i in 0..<5 {
            buildCard(in: feed, y: 12 + CGFloat(i) * 112, index: i)
        }
    }

    /// A card: 23 layers.
    private func buildCard(in feed: CALayer, y: CGFloat, index i: Int) {
        let card = add(feed, CGRect(x: 12, y: y, width: 366, height: 100), Self.white, radius: 14)
        if i < 3 { shadow(card, radius: 6, opacity: 0.12) }
        add(card, CGRect(x: 10, y: 10, width: 80, height: 80), Self.lightGrey, radius: 10, contents: photo, clips: true)
        add(card, CGRect(x: 100, y: 10, width: 22, height: 22), Self.lightGrey, radius: 11,
            contents: cardAvatar, clips: true)
        add(card, CGRect(x: 128, y: 13, width: 86, height: 11), Self.ink, radius: 2)  // author
        add(card, CGRect(x: 302, y: 13, width: 30, height: 10), Self.lightGrey, radius: 2)  // time
        add(card, CGRect(x: 100, y: 40, width: 190, height: 12), Self.ink, radius: 2)  // title line 1
        add(card, CGRect(x: 100, y: 56, width: 180, height: 12), Self.ink, radius: 2)  // title line 2
        add(card, CGRect(x: 100, y: 74, width: 120, height: 9), Self.grey, radius: 2)  // subtitle
        // Actions: like, comment, share, each an icon and a count.
        for a in 0..<3 {
            let ax = 226 + CGFloat(a) * 44
            add(card, CGRect(x: ax, y: 72, width: 14, height: 14), a == 0 ? Self.pink : Self.grey, radius: 7)
            add(card, CGRect(x: ax + 17, y: 75, width: 18, height: 8), Self.grey, radius: 2)
        }
        // A "Follow" button: border, label.
        let button = add(card, CGRect(x: 300, y: 40, width: 54, height: 24), nil, radius: 12, border: (1, Self.blue))
        add(button, CGRect(x: 10, y: 8, width: 34, height: 8), Self.blue, radius: 2)
        // A "new" badge, faded.
        let badge = add(card, CGRect(x: 14, y: 14, width: 30, height: 14), Self.pink, radius: 7, opacity: 0.85)
        add(badge, CGRect(x: 5, y: 4, width: 20, height: 6), Self.white, radius: 2)
        // Progress bar: track and fill.
        let track = add(card, CGRect(x: 100, y: 90, width: 250, height: 3), Self.background, radius: 1.5)
        add(track, CGRect(x: 0, y: 0, width: 60 + CGFloat(i) * 30, height: 3), Self.green, radius: 1.5)
        // Separator dots.
        add(card, CGRect(x: 218, y: 17, width: 3, height: 3), Self.grey, radius: 1.5)
        add(card, CGRect(x: 292, y: 17, width: 3, height: 3), Self.grey, radius: 1.5)
        // A "more" button.
        add(card, CGRect(x: 338, y: 9, width: 18, height: 18), Self.background, radius: 9)
    }

    private func buildToast() {
        let toast = add(root, CGRect(x: 40, y: 660, width: 310, height: 44), Self.ink, radius: 12, opacity: 0.9)
        shadow(toast, radius: 10, opacity: 0.25, offset: CGSize(width: 0, height: 4))
        add(toast, CGRect(x: 12, y: 12, width: 20, height: 20), Self.green, radius: 10)
        add(toast, CGRect(x: 44, y: 12, width: 160, height: 9), Self.white, radius: 2)
        add(toast, CGRect(x: 44, y: 25, width: 110, height: 7), Self.lightGrey, radius: 2)
        add(toast, CGRect(x: 280, y: 14, width: 16, height: 16), Self.grey, radius: 8)  // close
    }

    private func buildFloatingButton() {
        let button = add(root, CGRect(x: 318, y: 590, width: 56, height: 56), Self.blue, radius: 28)
        shadow(button, radius: 8, opacity: 0.3, offset: CGSize(width: 0, height: 3))
        add(button, CGRect(x: 16, y: 16, width: 24, height: 24), nil, contents: buttonIcon)
    }

    private func buildTabBar() {
        let bar = add(root, CGRect(x: 0, y: 761, width: 390, height: 83), Self.white, opacity: 0.96)
        shadow(bar, radius: 4, opacity: 0.08, offset: CGSize(width: 0, height: -1))
        add(bar, CGRect(x: 0, y: 0, width: 390, height: 0.33), Self.lightGrey)  // hairline
        for i in 0..<5 {
            let x = 19 + CGFloat(i) * 78
            add(bar, CGRect(x: x + 12, y: 6, width: 28, height: 28), nil, contents: tabIcon)
            add(bar, CGRect(x: x + 6, y: 38, width: 40, height: 8), i == 0 ? Self.blue : Self.grey, radius: 2)
        }
        // An unread badge on the third tab.
        let badge = add(bar, CGRect(x: 19 + 2 * 78 + 32, y: 2, width: 20, height: 16), Self.pink, radius: 8,
                        border: (1.5, Self.white))
        add(badge, CGRect(x: 6, y: 5, width: 8, height: 6), Self.white, radius: 1)
        add(bar, CGRect(x: 128, y: 70, width: 134, height: 5), Self.black, radius: 2.5)  // home indicator
    }

    /// `PHONE_SCREEN_WITHOUT`, split at commas.
    static func withoutFromEnvironment() -> Set<String> {
        guard let value = getenv("PHONE_SCREEN_WITHOUT") else { return [] }
        let known: Set<String> = ["opacity", "shadows", "contents", "masksToBounds"]
        let names = Set(String(cString: value).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        for name in names where !known.contains(name) {
            print("PHONE_SCREEN_WITHOUT: unknown feature \(name) (known: \(known.sorted().joined(separator: ", ")))")
        }
        return names.intersection(known)
    }

    // MARK: Images

    /// An opaque image with a gradient-like pattern (bands and a disc),
    /// drawn once through OpenCoreGraphics.
    static func makeImage(width: Int, height: Int, seed: Int) -> CGImage {
        let ctx = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        let bands = 12
        for b in 0..<bands {
            let t = CGFloat(b) / CGFloat(bands)
            ctx.setFillColor(CGColor(
                red: 0.2 + 0.6 * t, green: 0.3 + 0.1 * CGFloat(seed), blue: 0.9 - 0.6 * t, alpha: 1))
            ctx.fill(CGRect(x: 0, y: CGFloat(b * height) / CGFloat(bands), width: CGFloat(width),
                            height: CGFloat(height) / CGFloat(bands) + 1))
        }
        ctx.setFillColor(CGColor(red: 1, green: 0.85, blue: 0.3, alpha: 0.9))
        ctx.fillEllipse(in: CGRect(x: CGFloat(width) * 0.3, y: CGFloat(height) * 0.3,
                                   width: CGFloat(width) * 0.4, height: CGFloat(height) * 0.4))
        return ctx.makeImage()!
    }
}

/// A 1170×2532 bitmap and a `CARenderer` drawing a layer tree into it at
/// 3x: the context's user space is set to points, y down (translate by the
/// pixel height, then scale by (3, −3)), as a 3x host window does; the
/// root layer keeps its bounds in points and an identity transform.
@MainActor
final class Screen3x {
    let context: CGContext
    let renderer: CARenderer

    init(root: CALayer, size: CGSize = PhoneScreen.size, scale: CGFloat = PhoneScreen.scale, context: CGContext? = nil) {
        self.context = context ?? Self.makeContext(width: Int(size.width * scale), height: Int(size.height * scale))
        self.context.translateBy(x: 0, y: CGFloat(self.context.height))
        self.context.scaleBy(x: scale, y: -scale)
        renderer = CARenderer(cgContext: self.context)
        renderer.layer = root
        renderer.bounds = CGRect(origin: .zero, size: size)
    }

    static func makeContext(width: Int, height: Int) -> CGContext {
        CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    }

    /// One frame: what a host does every vsync. `repaintingEverything`
    /// asks the renderer to repaint every pixel (`addUpdate` of its
    /// bounds), as if the whole screen had changed; otherwise it repaints
    /// only what changed since the last frame.
    func renderFrame(repaintingEverything: Bool = true) {
        if repaintingEverything { renderer.addUpdate(renderer.bounds) }
        renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
        renderer.render()
        renderer.endFrame()
    }
}

/// The floor for benchmark 3: one full-surface paint of a 1170×2532
/// bitmap — its own, or the composite's (so both touch the same memory).
@MainActor
final class FullSurfacePaint {
    let context: CGContext
    private var flip = false

    init(context: CGContext = Screen3x.makeContext(width: 1170, height: 2532)) {
        self.context = context
    }

    func paint() {
        flip.toggle()
        context.saveGState()
        context.concatenate(context.ctm.inverted())
        context.setFillColor(flip ? CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
                                  : CGColor(red: 0.97, green: 0.95, blue: 0.95, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        context.restoreGState()
    }
}
