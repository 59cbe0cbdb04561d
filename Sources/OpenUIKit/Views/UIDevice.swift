import Foundation

/// The device the app runs on: its kind, system, orientation and sensors.
///
/// On Linux the device is the host: ``userInterfaceIdiom`` follows the main
/// screen as the traits do (a screen whose short side is at least 744
/// points is an iPad's), ``orientation`` follows the main screen's shape
/// while orientation notifications are generated, and the sensors a
/// desktop lacks report what UIKit reports on a device without them (no
/// battery information, no proximity sensor). ``systemName`` and
/// ``systemVersion`` name the UIKit OpenUIKit implements ("iOS", "17.0"),
/// so version checks in iOS code take the paths written for that release.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device: one per app (each `TestHost` has its own).
    open class var current: UIDevice { UIKitRuntime.current.device }

    /// Whether ``beginGeneratingDeviceOrientationNotifications()`` calls
    /// outnumber the ends.
    private var orientationRequests = 0
    /// The orientation last reported.
    private var reportedOrientation = UIDeviceOrientation.unknown
    private var batteryMonitoring = false

    override init() {
        super.init()
    }

    /// The device's name. A generic name, as UIKit gives apps without the
    /// user-assigned-name entitlement: the model's.
    open var name: String { model }

    /// The model: "iPhone", or "iPad" when the idiom is `.pad`.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The model, localized (the same text here).
    open var localizedModel: String { model }

    /// "iOS": the system whose UIKit OpenUIKit implements.
    open var systemName: String { "iOS" }

    /// "17.0": the UIKit release OpenUIKit implements.
    open var systemVersion: String { "17.0" }

    /// An identifier the same for the app for as long as the process
    /// runs (UIKit's stays the same across launches of one vendor's apps).
    open var identifierForVendor: UUID? { Self.vendorIdentifier }

    private static let vendorIdentifier = UUID()

    /// The kind of interface: `.pad` when the main screen's short side is
    /// at least 744 points, else `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        UITraitCollection.isPadSized(UIScreen.main.bounds) ? .pad : .phone
    }

    /// Always true.
    open var isMultitaskingSupported: Bool { true }

    // MARK: Orientation

    /// The device's orientation: `.unknown` unless orientation
    /// notifications are being generated (as in UIKit); then `.portrait`
    /// when the main screen is at least as tall as it is wide, else
    /// `.landscapeLeft`.
    open var orientation: UIDeviceOrientation {
        isGeneratingDeviceOrientationNotifications ? screenOrientation : .unknown
    }

    /// Whether orientation notifications are being generated.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

    /// Starts generating ``orientationDidChangeNotification`` (calls nest).
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationRequests += 1
        reportedOrientation = screenOrientation
    }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()``.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationRequests = max(0, orientationRequests - 1)
    }

    /// Posted when the device's orientation changes while notifications
    /// are generated (`object` is the device).
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    private var screenOrientation: UIDeviceOrientation {
        let bounds = UIScreen.main.bounds
        return bounds.height >= bounds.width ? .portrait : .landscapeLeft
    }

    /// The main screen changed: posts the orientation change, if any.
    func screenDidChange() {
        guard isGeneratingDeviceOrientationNotifications, screenOrientation != reportedOrientation else { return }
        reportedOrientation = screenOrientation
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }

    // MARK: Battery and proximity

    /// The battery's state.
    public enum BatteryState: Int, Sendable {
        /// Not known (monitoring is off, or the device reports none).
        case unknown = 0
        /// On battery, discharging.
        case unplugged = 1
        /// Plugged in, charging.
        case charging = 2
        /// Plugged in, full.
        case full = 3
    }

    /// Whether the app watches the battery (default false). Linux hosts
    /// report no battery: the state stays `.unknown`.
    open var isBatteryMonitoringEnabled: Bool {
        get { batteryMonitoring }
        set { batteryMonitoring = newValue }
    }

    /// `.unknown`: no battery information reaches OpenUIKit.
    open var batteryState: BatteryState { .unknown }

    /// -1: the level is not known.
    open var batteryLevel: Float { -1 }

    /// Whether the proximity sensor is on. A device without one, as here,
    /// keeps it false whatever is set (UIKit's documented behaviour).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// False: nothing is near a sensor that is not there.
    open var proximityState: Bool { false }

    /// Plays the keyboard click when an input view is on screen. OpenUIKit
    /// shows no input views and plays no sounds.
    open func playInputClick() {}
}
