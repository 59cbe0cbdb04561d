import Foundation
import OpenCoreGraphics

/// UIKit's geometry in `NSValue`s, as `userInfo` dictionaries and
/// key-value APIs carry it (a keyboard's frame, an animation's value).
///
/// Difference from UIKit: swift-corelibs-foundation's `NSValue` stores
/// only points, sizes and rectangles, so the other types travel as one of
/// those — a vector or an offset as a point, edge insets as a rectangle
/// (top, left → origin; bottom, right → size) — and reading a value as a
/// type it was not made from gives that reinterpretation, where UIKit's
/// result is undefined. `CGAffineTransform` and `CATransform3D` values are
/// not supported.
extension NSValue {
    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }

    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }

    /// A value holding `vector` (as a point).
    public convenience init(cgVector vector: CGVector) {
        self.init(point: CGPoint(x: vector.dx, y: vector.dy))
    }

    /// The vector the value holds.
    public var cgVectorValue: CGVector { CGVector(dx: pointValue.x, dy: pointValue.y) }

    /// A value holding `offset` (as a point).
    public convenience init(uiOffset offset: UIOffset) {
        self.init(point: CGPoint(x: offset.horizontal, y: offset.vertical))
    }

    /// The offset the value holds.
    public var uiOffsetValue: UIOffset { UIOffset(horizontal: pointValue.x, vertical: pointValue.y) }

    /// A value holding `insets` (as a rectangle).
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(rect: CGRect(x: insets.top, y: insets.left, width: insets.bottom, height: insets.right))
    }

    /// The edge insets the value holds.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let rect = rectValue
        return UIEdgeInsets(top: rect.origin.x, left: rect.origin.y, bottom: rect.size.width, right: rect.size.height)
    }

    /// A value holding `insets` (as a rectangle).
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(rect: CGRect(x: insets.top, y: insets.leading, width: insets.bottom, height: insets.trailing))
    }

    /// The directional edge insets the value holds.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        let rect = rectValue
        return NSDirectionalEdgeInsets(
            top: rect.origin.x, leading: rect.origin.y, bottom: rect.size.width, trailing: rect.size.height)
    }
}
