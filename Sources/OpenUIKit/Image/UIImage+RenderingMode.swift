import Foundation

extension UIImage {
    /// How views draw an image.
    public enum RenderingMode: Int, Sendable, CustomStringConvertible {
        /// As the context decides: image views draw the image as it is
        /// (the default).
        case automatic = 0
        /// Always in its own colours.
        case alwaysOriginal = 1
        /// As a template: its alpha filled with the tint colour.
        case alwaysTemplate = 2

        /// The case's name.
        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .alwaysOriginal: "alwaysOriginal"
            case .alwaysTemplate: "alwaysTemplate"
            }
        }
    }
}
