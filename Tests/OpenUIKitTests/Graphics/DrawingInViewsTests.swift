import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A view that draws a red circle and a small image in `draw(_:)`.
@MainActor
private final class BadgeView: UIView {
    let badge: UIImage

    init(frame: CGRect, badge: UIImage) {
        self.badge = badge
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIBezierPath(ovalIn: bounds).fill()
        badge.draw(at: CGPoint(x: 8, y: 8))
    }
}

@MainActor
@Suite struct DrawingInViewsTests {
    @Test func pathsAndImagesDrawIntoAViewsBackingStore() {
        let host = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 2)
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), badge: solidImage(.blue, width: 4, height: 4, scale: 2))
        host.window.addSubview(view)
        host.turn()
        let backingStore = view.layer.contents as? CGImage
        #expect(backingStore?.width == 40)
        let screen = host.renderScreen()
        writeForInspection(screen, "view-draw")
        expectPixel(screen, 20, 6, .red)  // The circle, near its top.
        expectPixel(screen, 1, 1, .clear)  // Outside it, in the corner.
        expectPixel(screen, 18, 18, .blue)  // The image at (8, 8) points.
        expectPixel(screen, 25, 25, .red)  // Past the 4-point image.
    }

    @Test func aViewDrawnIntoAnImageRendererShowsItsHierarchy() {
        let host = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 1)
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), badge: solidImage(.blue, width: 4, height: 4))
        host.window.addSubview(view)
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: drawingFormat(scale: 1)).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        expectPixel(image.cgImage!, 10, 2, .red)
        expectPixel(image.cgImage!, 9, 9, .blue)
        expectPixel(image.cgImage!, 0, 0, .clear)
    }
}
