import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The status bar hosts draw over the app (`UIKitRuntime.drawsStatusBar`).
@MainActor
@Suite struct StatusBarDrawingTests {
    /// A controller with a background colour and a status bar preference.
    final class Controller: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidesStatusBar = false
        var background: UIColor = .white
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
        override func viewDidLoad() {
            view.backgroundColor = background
        }
    }

    /// A host at 1x with a notched phone's insets, showing `controller`.
    private func host(_ controller: Controller, drawing: Bool = true, top: CGFloat = 47) -> TestHost {
        let host = TestHost(
            screenSize: CGSize(width: 390, height: 844), scale: 1,
            safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0))
        host.runtime.drawsStatusBar = drawing
        host.window.rootViewController = controller
        host.turn()
        return host
    }

    /// How many pixels of the status bar area (the top 47 points) differ
    /// from `background` by more than a quarter in any channel, and how
    /// many of those are near `ink` (white or black).
    private func inkPixels(_ image: CGImage, background: UInt8, ink: UInt8) -> (differing: Int, inked: Int) {
        var differing = 0, inked = 0
        for y in 0..<47 {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                guard abs(Int(pixel.red) - Int(background)) > 64 else { continue }
                differing += 1
                if abs(Int(pixel.red) - Int(ink)) < 64, abs(Int(pixel.blue) - Int(ink)) < 64 { inked += 1 }
            }
        }
        return (differing, inked)
    }

    @Test func theDefaultStyleDrawsBlackOverALightInterface() {
        let host = host(Controller())
        let ink = inkPixels(host.renderScreen(), background: 255, ink: 0)
        #expect(ink.differing > 200)
        #expect(ink.inked > 100)
    }

    @Test func lightContentDrawsWhiteOverADarkController() {
        let controller = Controller()
        controller.style = .lightContent
        controller.background = .black
        let ink = inkPixels(host(controller).renderScreen(), background: 0, ink: 255)
        #expect(ink.differing > 200)
        #expect(ink.inked > 100)
    }

    @Test func aHiddenStatusBarIsNotDrawn() {
        let controller = Controller()
        controller.hidesStatusBar = true
        #expect(inkPixels(host(controller).renderScreen(), background: 255, ink: 0).differing == 0)
    }

    @Test func hidingItLaterTakesItAwayAfterTheUpdateIsAskedFor() {
        let controller = Controller()
        let host = host(controller)
        #expect(inkPixels(host.renderScreen(), background: 255, ink: 0).differing > 0)
        controller.hidesStatusBar = true
        controller.setNeedsStatusBarAppearanceUpdate()
        host.turn()
        #expect(inkPixels(host.renderScreen(), background: 255, ink: 0).differing == 0)
    }

    @Test func hostsDrawNoStatusBarUnlessTheyAskForOne() {
        #expect(inkPixels(host(Controller(), drawing: false).renderScreen(), background: 255, ink: 0).differing == 0)
    }

    @Test func aScreenWithoutATopInsetHasNoStatusBar() {
        #expect(inkPixels(host(Controller(), top: 0).renderScreen(), background: 255, ink: 0).differing == 0)
    }

    @Test func onAScreenSharedWithOtherWindowsItSpansTheKeyWindow() {
        let host = TestHost(
            screenSize: CGSize(width: 790, height: 844), scale: 1,
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        host.runtime.drawsStatusBar = true
        host.window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        host.window.rootViewController = Controller()
        let other = UIWindow(frame: CGRect(x: 390, y: 0, width: 400, height: 844))
        other.backgroundColor = .white
        other.isHidden = false
        host.turn()
        let image = host.renderScreen()
        var inkRight = 0, inkLeft = 0
        for y in 0..<47 {
            for x in 0..<image.width where image.pixel(x: x, y: y).red < 128 {
                if x < 390 { inkLeft += 1 } else { inkRight += 1 }
            }
        }
        #expect(inkLeft > 100)
        #expect(inkRight == 0)
    }

    @Test func theStatusBarIsNoWindowAndTakesNoTouches() {
        let controller = Controller()
        let host = host(controller)
        #expect(UIApplication.shared.windows == [host.window])
        #expect(host.window.hitTest(CGPoint(x: 370, y: 20), with: nil) === controller.view)
    }
}
