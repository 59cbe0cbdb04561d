import Foundation

extension UIImage {
    /// How an image's bitmap is turned or mirrored for display (the EXIF
    /// orientations).
    public enum Orientation: Int, Sendable, CustomStringConvertible {
        /// As stored (the default).
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counter-clockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Mirrored left to right.
        case upMirrored = 4
        /// Mirrored top to bottom.
        case downMirrored = 5
        /// Mirrored left to right, then turned 90° counter-clockwise (a
        /// transpose: the first row shows as the left column, top down).
        case leftMirrored = 6
        /// Mirrored left to right, then turned 90° clockwise (the first row
        /// shows as the right column, bottom up).
        case rightMirrored = 7

        /// The case's name.
        public var description: String {
            switch self {
            case .up: "up"
            case .down: "down"
            case .left: "left"
            case .right: "right"
            case .upMirrored: "upMirrored"
            case .downMirrored: "downMirrored"
            case .leftMirrored: "leftMirrored"
            case .rightMirrored: "rightMirrored"
            }
        }

        /// Whether width and height swap for display.
        var swapsAxes: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: true
            default: false
            }
        }

        /// The orientation of the same image mirrored left to right.
        var horizontallyFlipped: Orientation {
            switch self {
            case .up: .upMirrored
            case .upMirrored: .up
            case .down: .downMirrored
            case .downMirrored: .down
            case .left: .rightMirrored
            case .rightMirrored: .left
            case .right: .leftMirrored
            case .leftMirrored: .right
            }
        }

        /// Maps stored pixel coordinates (y down) of a `width` × `height`
        /// bitmap to displayed pixel coordinates (y down).
        func storedToDisplayed(width w: CGFloat, height h: CGFloat) -> CGAffineTransform {
            switch self {
            case .up: .identity
            case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
            case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
            case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
            case .left: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
            case .right: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
            case .leftMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
            case .rightMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
            }
        }
    }
}
