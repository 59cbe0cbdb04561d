import Foundation

/// Interpolates two layer property values the way animations do (numbers,
/// points, sizes, rects, colours, transforms by decomposition, paths;
/// other values switch half-way); `fraction` may leave 0…1.
///
/// SPI for UIKit's property animators, which must know what an animation
/// shows at a given progress.
@_spi(UIKit)
public func CAInterpolateValues(_ from: Any?, _ to: Any?, fraction: Double) -> Any? {
    AnimatableValue(from).interpolated(to: AnimatableValue(to), t: fraction).anyValue
}
