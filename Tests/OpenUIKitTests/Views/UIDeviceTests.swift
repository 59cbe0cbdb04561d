import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// `UIDevice` describes the host's screen as a device: its idiom, model
/// and orientation, and the sensors a desktop lacks.
@MainActor
@Suite struct UIDeviceTests {
    @Test func aPhoneSizedScreenIsAnIPhoneRunningTheImplementedRelease() {
        _ = TestHost()
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.model == "iPhone" && device.name == "iPhone")
        #expect(device.systemName == "iOS" && device.systemVersion == "17.0")
        #expect(device.identifierForVendor != nil && device.identifierForVendor == UIDevice.current.identifierForVendor)
    }

    @Test func aPadSizedScreenIsAnIPad() {
        _ = TestHost(screenSize: CGSize(width: 1024, height: 1366), scale: 2)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.model == "iPad")
    }

    @Test func theOrientationIsUnknownUntilNotificationsAreGenerated() {
        _ = TestHost()
        let device = UIDevice.current
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .portrait)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown)
    }

    @Test func rotatingTheHostPostsTheOrientationChange() {
        let host = TestHost()
        host.window.rootViewController = UIViewController()
        host.runUntilIdle()
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        var orientations: [UIDeviceOrientation] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil
        ) { _ in MainActor.assumeIsolated { orientations.append(UIDevice.current.orientation) } }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.rotate()
        host.rotate()
        #expect(orientations == [.landscapeLeft, .portrait])
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape && UIDeviceOrientation.faceUp.isFlat)
        #expect(!UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }

    @Test func sensorsADesktopLacksReportNothing() {
        _ = TestHost()
        let device = UIDevice.current
        device.isBatteryMonitoringEnabled = true
        #expect(device.isBatteryMonitoringEnabled)
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled && !device.proximityState)
    }
}
