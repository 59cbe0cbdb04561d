import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIGraphicsImageContextTests {
    @Test func anImageContextIsCurrentUntilEnded() {
        _ = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 1)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        UIColor.red.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 4, height: 2))
        #expect(image?.scale == 2)
        expectPixel(image!.cgImage!, 1, 1, .red)
        expectPixel(image!.cgImage!, 2, 2, .clear)
    }

    @Test func scaleZeroMeansTheMainScreensScale() {
        _ = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 3)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 0)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == 3)
        #expect(image?.cgImage?.width == 6)
        expectPixel(image!.cgImage!, 0, 0, .black)
    }

    @Test func beginImageContextIsTransparentAtScaleOne() {
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == 1)
        #expect(image?.cgImage?.width == 3)
        expectPixel(image!.cgImage!, 0, 0, .clear)
    }

    @Test func onlyImageContextsGiveImages() {
        let host = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 1)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        let context = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === context)
        UIGraphicsPopContext()
        #expect(host.diagnostics.contains { $0.contains("UIGraphicsEndImageContext") })
    }

    @Test func anEmptySizeMakesNoContext() {
        let host = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 1)
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(host.diagnostics.contains { $0.contains("UIGraphicsBeginImageContext") })
    }
}
