import Foundation

extension UIFont {
    /// The weight of a font, from −1 (lightest) to 1 (heaviest); 0 is regular.
    ///
    /// The constants have UIKit's raw values. A weight picks the nearest of
    /// the nine OpenType weight classes (100…900), and fontconfig then picks
    /// the installed face closest to that class: DejaVu Sans, for example,
    /// has only ExtraLight, Book and Bold, so `.semibold` draws Bold.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        /// The weight value (−1…1).
        public var rawValue: CGFloat

        /// A weight from its value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// A weight from its value.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Ultra light (−0.8; weight class 100).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (−0.6; weight class 200).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (−0.4; weight class 300).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0; weight class 400).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23; weight class 500).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3; weight class 600).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4; weight class 700).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56; weight class 800).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62; weight class 900).
        public static let black = Weight(rawValue: 0.62)

        /// The standard weights with their OpenType weight classes, lightest first.
        static let classes: [(weight: Weight, weightClass: Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
            (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
        ]

        /// The OpenType weight class (100…900) nearest to this weight.
        var weightClass: Int {
            guard rawValue.isFinite else { return 400 }
            return Self.classes.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!
                .weightClass
        }

        /// The standard weight nearest to an OpenType weight class.
        init(weightClass: Int) {
            self = Self.classes.min { abs($0.weightClass - weightClass) < abs($1.weightClass - weightClass) }!.weight
        }
    }
}
