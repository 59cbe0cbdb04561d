import Foundation

extension UIImage {
    /// The image as PNG data (8-bit RGBA), or nil for an empty image.
    ///
    /// The pixels are the image as displayed: its orientation is applied,
    /// since the file records none (UIKit writes the stored bitmap). The
    /// scale is not recorded: `UIImage(data:)` reads the data back at scale
    /// 1 (use `UIImage(data:scale:)`).
    public func pngData() -> Data? {
        uprightCGImage?.pngData()
    }

    /// The image as JPEG data.
    ///
    /// Differs from UIKit: OpenUIKit has no JPEG encoder, so this always
    /// returns nil (with a console message). Use ``pngData()``.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        Self.reportNoJPEGEncoder()
        return nil
    }

    /// Reports that JPEG encoding is unavailable.
    static func reportNoJPEGEncoder() {
        UIKitDiagnostics.report("UIImage: JPEG encoding is not available in OpenUIKit; use PNG data instead.")
    }
}
