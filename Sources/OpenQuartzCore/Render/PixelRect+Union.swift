internal import CCairo
import Foundation

extension PixelRect {
    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        PixelRect(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
                  maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// Whether the two overlap or share an edge.
    func touches(_ other: PixelRect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// Whether no pixel is inside (a width or height of zero or less).
    var isEmpty: Bool { minX >= maxX || minY >= maxY }

    /// The number of pixels inside (0 when empty).
    var area: Int { Swift.max(0, maxX - minX) * Swift.max(0, maxY - minY) }

    /// The same pixels as a `CGRect` in device space.
    var cgRect: CGRect { CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    /// The rectangle moved by `offset` pixels.
    func offsetBy(_ offset: (x: Int, y: Int)) -> PixelRect {
        PixelRect(minX: minX + offset.x, minY: minY + offset.y, maxX: maxX + offset.x, maxY: maxY + offset.y)
    }
}

extension PixelRect {
    /// The device pixels `rect` (in `cr`'s user space) touches, or nil
    /// when it is empty or not finite.
    init?(covering rect: CGRect, under cr: OpaquePointer) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let box = Homography(cairo: matrix).apply(rect)
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite,
              abs(box.minX) < 1e8, abs(box.minY) < 1e8, abs(box.maxX) < 1e8, abs(box.maxY) < 1e8
        else { return nil }
        self.init(
            minX: Int(box.minX.rounded(.down)), minY: Int(box.minY.rounded(.down)),
            maxX: Int(box.maxX.rounded(.up)), maxY: Int(box.maxY.rounded(.up)))
    }
}

extension PixelRect {
    /// "(minX,minY)-(maxX,maxY)", for messages.
    var described: String { "(\(minX),\(minY))-(\(maxX),\(maxY))" }
}
