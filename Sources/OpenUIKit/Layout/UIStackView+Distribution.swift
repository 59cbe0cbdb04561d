import Foundation

extension UIStackView {
    /// How arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the length; when they do not fit exactly, the one
        /// with the lowest hugging (growing) or compression-resistance
        /// (shrinking) priority gives.
        case fill = 0
        /// The views fill the length and all have the same size.
        case fillEqually = 1
        /// The views fill the length in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes; the gaps between them are
        /// equal (and at least ``UIStackView/spacing``).
        case equalSpacing = 3
        /// The views keep their intrinsic sizes; their centres are equally
        /// spaced (gaps at least ``UIStackView/spacing``).
        case equalCentering = 4
    }
}
