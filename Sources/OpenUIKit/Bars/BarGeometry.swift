import Foundation

/// Geometry shared by the bars.
@MainActor
enum BarGeometry {
    /// `rect` with its edges moved to the nearest pixels of the main
    /// screen, as UIKit places bar content on whole pixels.
    static func aligned(_ rect: CGRect) -> CGRect {
        let scale = UIScreen.main.scale
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
