import Foundation

/// Where shrunk text sits in a label that adjusts its font size to fit,
/// with UIKit's raw values.
public enum UIBaselineAdjustment: Int, Sendable, Hashable {
    /// Keep the baseline where the unshrunk text's baseline would be.
    case alignBaselines = 0
    /// Centre the shrunk text vertically.
    case alignCenters = 1
    /// Keep the top of the text where the unshrunk text's top would be.
    case none = 2
}
