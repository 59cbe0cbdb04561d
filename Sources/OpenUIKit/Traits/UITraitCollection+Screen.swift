import Foundation
import Synchronization

extension UITraitCollection {
    /// The shortest screen side, in points, of an iPad (the iPad mini's 744):
    /// screens at least this wide in both directions are iPads.
    static let padMinimumShortSide: CGFloat = 744

    /// Whether a screen of `bounds` is an iPad's (its short side at least
    /// ``padMinimumShortSide``).
    static func isPadSized(_ bounds: CGRect) -> Bool {
        min(abs(bounds.width), abs(bounds.height)) >= padMinimumShortSide
    }

    /// The narrowest window, in points, that has a regular width on an iPad.
    static let padRegularWidthMinimum: CGFloat = 678

    /// The shortest landscape window, in points, that has a regular width
    /// on a phone: the large "Plus" and "Max" phones are 414 points or more
    /// across in portrait (the iPhone 8 Plus's 414 × 736 up to the Pro
    /// Max's 440 × 956); the others, up to the iPhone 16 Pro's 402 × 874,
    /// are narrower.
    static let phoneRegularWidthMinimumHeight: CGFloat = 414

    /// The traits a host gives a window of `windowSize` points on a screen
    /// of `bounds` and `scale` (pass no window size for a full-screen
    /// window; the screen's own traits are a full-screen window's).
    ///
    /// - Idiom: ``UIUserInterfaceIdiom/pad`` when the screen's shorter side
    ///   is at least 744 points (every iPad, the 8.3" iPad mini included),
    ///   else ``UIUserInterfaceIdiom/phone``.
    /// - Phone size classes: portrait windows (height ≥ width) are compact
    ///   wide and regular tall; landscape windows are compact tall, and
    ///   compact wide unless at least 414 points tall (Plus and Max phones,
    ///   such as 932 × 430 or 736 × 414), which are regular wide.
    /// - Pad size classes: always regular tall; regular wide when the window
    ///   is at least 678 points wide, else compact (Slide Over and narrow
    ///   Split View).
    /// - Everything else is a current iPhone's or iPad's: `displayScale` is
    ///   `scale`, style ``UIUserInterfaceStyle/light``, direction
    ///   ``UITraitEnvironmentLayoutDirection/leftToRight``, text size
    ///   ``UIContentSizeCategory/large``, gamut ``UIDisplayGamut/SRGB`` (what
    ///   OpenUIKit renders), contrast ``UIAccessibilityContrast/normal``,
    ///   level ``UIUserInterfaceLevel/base``, legibility
    ///   ``UILegibilityWeight/regular``, appearance
    ///   ``UIUserInterfaceActiveAppearance/active`` and no 3D Touch
    ///   (``UIForceTouchCapability/unavailable``).
    static func forScreen(bounds: CGRect, scale: CGFloat, windowSize: CGSize? = nil) -> UITraitCollection {
        let window = windowSize ?? bounds.size
        let key = ScreenTraitsKey(bounds: bounds, scale: scale, window: window)
        if let last = lastScreenTraits.withLock({ $0 }), last.key == key { return last.traits }
        let traits = makeForScreen(bounds: bounds, scale: scale, window: window)
        lastScreenTraits.withLock { $0 = (key, traits) }
        return traits
    }

    /// What ``forScreen(bounds:scale:windowSize:)`` depends on.
    private struct ScreenTraitsKey: Equatable, Sendable {
        let bounds: CGRect
        let scale: CGFloat
        let window: CGSize
    }

    /// The last screen's traits (a trait collection is immutable, so every
    /// window of the same size on the same screen shares one).
    private static let lastScreenTraits = Mutex<(key: ScreenTraitsKey, traits: UITraitCollection)?>(nil)

    private static func makeForScreen(bounds: CGRect, scale: CGFloat, window: CGSize) -> UITraitCollection {
        let isPad = isPadSized(bounds)
        let isLandscape = window.width > window.height
        let horizontal: UIUserInterfaceSizeClass
        let vertical: UIUserInterfaceSizeClass
        if isPad {
            horizontal = window.width >= padRegularWidthMinimum ? .regular : .compact
            vertical = .regular
        } else {
            horizontal = isLandscape && window.height >= phoneRegularWidthMinimumHeight ? .regular : .compact
            vertical = isLandscape ? .compact : .regular
        }
        return UITraitCollection { traits in
            traits.userInterfaceIdiom = isPad ? .pad : .phone
            traits.horizontalSizeClass = horizontal
            traits.verticalSizeClass = vertical
            traits.displayScale = scale
            traits.userInterfaceStyle = .light
            traits.layoutDirection = .leftToRight
            traits.preferredContentSizeCategory = .large
            traits.displayGamut = .SRGB
            traits.accessibilityContrast = .normal
            traits.userInterfaceLevel = .base
            traits.legibilityWeight = .regular
            traits.activeAppearance = .active
            traits.forceTouchCapability = .unavailable
        }
    }
}
