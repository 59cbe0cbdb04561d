import Foundation

extension CGContext {
    /// The current transformation matrix: user space → device space
    /// (pixels, origin bottom-left, y up).
    ///
    /// Initially the identity for bitmap contexts, UIKit's flip for
    /// contexts wrapping a flipped host surface.
    public var ctm: CGAffineTransform { gstate.ctm }

    /// The transform from user space to device space: the same as ``ctm``.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { gstate.ctm }

    /// Moves the origin of user space by `(x, y)`. Non-finite values are ignored.
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales user space by `(x, y)`. Non-finite values are ignored; a zero
    /// scale is allowed and makes later drawing invisible.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians (counter-clockwise in y-up
    /// space). Non-finite values are ignored.
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return }
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` before the CTM: `ctm = transform × ctm`.
    /// Transforms with non-finite entries are ignored (Core Graphics would
    /// make every later drawing invisible).
    public func concatenate(_ transform: CGAffineTransform) {
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        guard values.allSatisfy(\.isFinite) else { return }
        gstate.ctm = transform.concatenating(gstate.ctm)
    }

    /// A point in user space converted to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
        point.applying(gstate.ctm)
    }

    /// A point in device space converted to user space (unchanged when the
    /// CTM cannot be inverted).
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        point.applying(gstate.ctm.inverted())
    }

    /// A size in user space converted to device space (translation ignored).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize {
        size.applying(gstate.ctm)
    }

    /// A size in device space converted to user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize {
        size.applying(gstate.ctm.inverted())
    }

    /// The bounding box of a user-space rectangle in device space.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect {
        rect.applying(gstate.ctm)
    }

    /// The bounding box of a device-space rectangle in user space.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect {
        rect.applying(gstate.ctm.inverted())
    }
}
