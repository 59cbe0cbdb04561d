import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct TestHostRenderingTests {
    @Test func everyVisibleWindowIsRenderedAtItsFrameOverTheOnesBelow() {
        let host = TestHost(screenSize: CGSize(width: 200, height: 100), scale: 1)
        host.window.backgroundColor = .red
        let panel = UIWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 50))
        panel.windowLevel = .alert
        panel.backgroundColor = .blue
        panel.isHidden = false
        host.turn()
        let screen = host.renderScreen()
        expectPixel(screen, 50, 50, .red)
        expectPixel(screen, 150, 25, .blue)
        expectPixel(screen, 150, 75, .red)
    }
}
