import Foundation

extension UIView {
    /// Options for keyframe animations.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits (UIKit's values).
        public var rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let the user interact while animating.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the values shown now (always the case).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Use this block's duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Do not inherit the enclosing block's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value holds until the next keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant velocity.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth spline at constant velocity.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        var viewOptions: UIView.AnimationOptions {
            UIView.AnimationOptions(rawValue: rawValue & 0x3FF)
        }
    }
}
