import Foundation

/// How a layer's `contents` are positioned in its bounds.
///
/// Names follow Core Animation's y-up convention, as on iOS: `.top` aligns
/// the contents with the bounds' maximum y — the *bottom* in UIKit's y-down
/// space — and `.bottom` with the top. (UIKit maps a view's `contentMode`
/// `.top` to the `.bottom` gravity for this reason.) Only the `resize`
/// gravities stretch the contents and use `contentsCenter`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a gravity from its name; names other than the constants
    /// centre the contents at their natural size, like ``center``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The contents keep their natural size (pixels ÷ `contentsScale`),
    /// centred in the bounds.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Natural size, centred horizontally, against the bounds' maximum y: the
    /// *bottom* edge in UIKit's y-down space, as on iOS.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Natural size, centred horizontally, against the bounds' minimum y: the
    /// *top* edge in UIKit's y-down space, as on iOS.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Natural size, centred vertically, against the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Natural size, centred vertically, against the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Natural size, in the corner of minimum x and maximum y: bottom-left in
    /// UIKit's y-down space, as on iOS.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Natural size, in the corner of maximum x and maximum y: bottom-right in
    /// UIKit's y-down space, as on iOS.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Natural size, in the corner of minimum x and minimum y: top-left in
    /// UIKit's y-down space, as on iOS.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Natural size, in the corner of maximum x and minimum y: top-right in
    /// UIKit's y-down space, as on iOS.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretches the contents to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scales to fit, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scales to fill, keeping the aspect ratio (may overflow the bounds).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The filter used to scale layer contents.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a filter from its name; names other than ``nearest`` filter
    /// like ``linear``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nearest-neighbour sampling: hard pixel edges.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Smooth sampling (the default), drawn with Cairo's good filter.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Drawn as `linear` (Cairo has no trilinear filter).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The shape of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a corner curve from its name; names other than
    /// ``continuous`` draw as ``circular``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous ("squircle") corners; drawn here with a smoother
    /// cubic blend that starts 1.528 × radius from the corner, close to
    /// Apple's curve but not identical.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The corners that `cornerRadius` rounds.
///
/// Named in Core Animation's y-up terms: in UIKit's flipped coordinates the
/// "min Y" corners are the top ones.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corner bits: bit 0 is ``layerMinXMinYCorner`` through bit 3,
    /// ``layerMaxXMaxYCorner``.
    public var rawValue: UInt
    /// Creates a mask from its bits (bits above 3 are kept but mean nothing).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at minimum x and minimum y: the top-left in UIKit's y-down
    /// space.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x and minimum y: the top-right in UIKit's y-down
    /// space.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x and maximum y: the bottom-left in UIKit's y-down
    /// space.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at maximum x and maximum y: the bottom-right in UIKit's
    /// y-down space.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// The edges of a layer that are antialiased.
///
/// Recorded only: the compositor antialiases every edge.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The edge bits: bit 0 is ``layerLeftEdge`` through bit 3,
    /// ``layerTopEdge``.
    public var rawValue: UInt32
    /// Creates a mask from its bits (bits above 3 are kept but mean nothing).
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The edge at minimum x.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The edge at maximum x.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The edge at minimum y (Core Animation's y-up naming: the top edge in
    /// UIKit's y-down space).
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The edge at maximum y (Core Animation's y-up naming: the bottom edge in
    /// UIKit's y-down space).
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// The pixel format of a layer's backing store.
///
/// Recorded only: backing stores are always 8-bit premultiplied BGRA
/// (Cairo's ARGB32).
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The format's name, as Core Animation spells it (`"RGBA8"`,
    /// `"RGBAh"`, `"Gray8"`).
    public var rawValue: String
    /// Creates a format from its name (recorded only, like every format).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// 8-bit RGBA (the default), what every backing store here holds.
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// Half-float RGBA on Apple platforms; recorded, backing stores stay 8-bit.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// 8-bit gray on Apple platforms; recorded, backing stores stay RGBA.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}
