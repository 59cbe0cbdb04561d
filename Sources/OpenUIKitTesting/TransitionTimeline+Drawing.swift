import Foundation
import OpenUIKit

extension TransitionTimeline {
    /// The timeline drawn `width` points wide at `scale`: lane names on the
    /// left, time running right; each callback a tick on its lane with its
    /// name beside it (stacked when they would overlap), the progress curve
    /// in a panel underneath (0 at the bottom line, 1 at the top), and a
    /// time axis. Labels are drawn with Pango through OpenUIKit's string
    /// drawing.
    public func image(width: CGFloat = 720, scale: CGFloat = 2) -> CGImage {
        let layout = TimelineLayout(timeline: self, width: Swift.max(320, width))
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale > 0 && scale.isFinite ? scale : 2
        format.opaque = true
        let size = CGSize(width: layout.width, height: layout.height)
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            layout.draw(in: context.cgContext)
        }.cgImage!
    }

    /// ``image(width:scale:)`` as PNG data at zlib level `compressionLevel` (0…9).
    public func pngData(width: CGFloat = 720, scale: CGFloat = 2, compressionLevel: Int = 6) -> Data? {
        image(width: width, scale: scale).pngData(compressionLevel: compressionLevel)
    }
}
