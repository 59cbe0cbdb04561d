import Foundation

/// The display the app draws on.
///
/// The host decides the screen (size in points, scale, safe area):
/// a window host from its window, a test host from its parameters. Until a
/// host installs one, ``main`` is an iPhone-sized screen: 390 × 844 points
/// at 3x with the insets of a notched phone (47 top, 34 bottom).
///
/// Its stored properties skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`; ARCHITECTURE.md, "Storage and
/// exclusivity"): they are read on every layout, only on the main actor,
/// and no access spans a call.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen's bounds in points, origin zero.
    @exclusivity(unchecked) open private(set) var bounds: CGRect
    /// Pixels per point.
    @exclusivity(unchecked) open private(set) var scale: CGFloat
    /// The insets of the screen's unsafe areas (notch, home indicator), in
    /// points. An OpenUIKit addition (UIKit derives them from the device).
    @exclusivity(unchecked) open private(set) var safeAreaInsets: UIEdgeInsets

    /// Creates a screen. An OpenUIKit initialiser for hosts.
    public init(bounds: CGRect, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero) {
        self.bounds = CGRect(origin: .zero, size: bounds.size)
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.safeAreaInsets = safeAreaInsets
        super.init()
    }

    /// The screen's bounds in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The pixel scale of the display (equal to ``scale``).
    open var nativeScale: CGFloat { scale }

    /// The screen's traits: those of a full-screen window on it (see
    /// `UITraitCollection` size classes in the Traits article).
    open var traitCollection: UITraitCollection {
        UITraitCollection.forScreen(bounds: bounds, scale: scale)
    }

    /// Called after the screen's traits changed (a screen's traits do not
    /// change in OpenUIKit: hosts install a new screen instead).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The frames per second the screen can show (the host's rate).
    open var maximumFramesPerSecond: Int {
        Int((1 / CAFramePipeline.main.frameDuration).rounded())
    }

    /// The screen the app runs on (the host's): the one installed in the
    /// current runtime, else a 390 × 844 phone screen at 3x with a notch's
    /// safe area.
    public class var main: UIScreen {
        let list = UIKitRuntime.current.windows
        if let screen = list.screen { return screen }
        let screen = UIScreen(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: MainScreenScale.defaultScale,
            safeAreaInsets: notchedPhoneSafeArea)
        list.screen = screen
        return screen
    }

    /// The safe area of a notched phone in portrait (47 points at the top,
    /// 34 at the bottom): the default screen's, and what hosts give a
    /// phone-shaped screen.
    package static let notchedPhoneSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// Makes `screen` the current runtime's main screen. An OpenUIKit
    /// addition for hosts.
    public class func install(_ screen: UIScreen) {
        WindowList.current.screen = screen
        TraitPropagation.current.everythingChanged()
        MainScreenScale.set(screen.scale)
        UIDevice.current.screenDidChange()
    }

    /// The main screen's scale, readable from any thread (drawing API such
    /// as image renderers may run off the main actor): the scale of the
    /// current runtime's main screen. An OpenUIKit addition.
    public nonisolated static var mainScale: CGFloat {
        MainScreenScale.value
    }

    /// Changes the screen's size (a rotation or a window resize). An
    /// OpenUIKit addition for hosts; windows are resized by the host.
    public func update(bounds newBounds: CGRect, safeAreaInsets newInsets: UIEdgeInsets? = nil) {
        bounds = CGRect(origin: .zero, size: newBounds.size)
        if let newInsets { safeAreaInsets = newInsets }
    }
}
