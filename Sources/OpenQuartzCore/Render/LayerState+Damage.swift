import Foundation
@_spi(Cairo) import OpenCoreGraphics

extension LayerState {
    /// Whether a layer in this state draws exactly what it draws in
    /// `other` (its own pixels, in its own coordinates): every drawn
    /// property equal, images and paths the same objects or equal. A
    /// running transition or contents cross-fade never counts as the same
    /// (it changes from frame to frame). Custom properties are compared
    /// too (a shape layer draws from them). Without
    /// `comparingPosition`, the two may differ in `position` (what the
    /// layer draws in its own coordinates is then the same).
    func drawsSame(as other: LayerState, comparingPosition: Bool = true) -> Bool {
        guard bounds == other.bounds, !comparingPosition || position == other.position, zPosition == other.zPosition,
              anchorPoint == other.anchorPoint, opacity == other.opacity, isHidden == other.isHidden,
              backgroundColor == other.backgroundColor, cornerRadius == other.cornerRadius,
              borderWidth == other.borderWidth, shadowOpacity == other.shadowOpacity,
              masksToBounds == other.masksToBounds, contentsScale == other.contentsScale,
              transform == other.transform
        else { return false }
        return sharesRareValues(with: other) || rareValuesDrawSame(as: other)
    }

    private func rareValuesDrawSame(as other: LayerState) -> Bool {
        guard transition == nil, other.transition == nil, contentsTransition == nil, other.contentsTransition == nil,
              sublayerTransform == other.sublayerTransform, anchorPointZ == other.anchorPointZ,
              maskedCorners == other.maskedCorners, cornerCurve == other.cornerCurve,
              borderColor == other.borderColor, shadowColor == other.shadowColor, shadowOffset == other.shadowOffset,
              shadowRadius == other.shadowRadius, shadowPath == other.shadowPath,
              contentsRect == other.contentsRect, contentsCenter == other.contentsCenter,
              contentsGravity == other.contentsGravity, minificationFilter == other.minificationFilter,
              magnificationFilter == other.magnificationFilter, isDoubleSided == other.isDoubleSided,
              allowsGroupOpacity == other.allowsGroupOpacity, allowsEdgeAntialiasing == other.allowsEdgeAntialiasing,
              isGeometryFlipped == other.isGeometryFlipped, shouldRasterize == other.shouldRasterize,
              rasterizationScale == other.rasterizationScale, custom == other.custom
        else { return false }
        switch (contents, other.contents) {
        case (nil, nil): return true
        case let (a as AnyObject, b as AnyObject): return a === b
        default: return false
        }
    }
}
