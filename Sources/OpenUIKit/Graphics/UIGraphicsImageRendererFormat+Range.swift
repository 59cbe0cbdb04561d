import Foundation

extension UIGraphicsImageRendererFormat {
    /// The colour range of a renderer's images.
    ///
    /// OpenUIKit renders every range as ``standard`` (8-bit sRGB).
    public enum Range: Int, Sendable {
        /// No preference.
        case unspecified = -1
        /// The range the device supports (the default).
        case automatic = 0
        /// Extended range (wide colour); drawn as standard here.
        case extended = 1
        /// Standard sRGB range.
        case standard = 2
    }
}
