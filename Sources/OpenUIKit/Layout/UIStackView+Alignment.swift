import Foundation

extension UIStackView {
    /// Where arranged views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack's width (vertical stack) or height
        /// (horizontal stack).
        case fill = 0
        /// Leading edges aligned (vertical stacks).
        case leading = 1
        /// Top edges aligned (horizontal stacks); the same value as `leading`.
        public static var top: Alignment { .leading }
        /// First baselines aligned (horizontal stacks only).
        case firstBaseline = 2
        /// Centres aligned.
        case center = 3
        /// Trailing edges aligned (vertical stacks).
        case trailing = 4
        /// Bottom edges aligned (horizontal stacks); the same value as `trailing`.
        public static var bottom: Alignment { .trailing }
        /// Last baselines aligned (horizontal stacks only).
        case lastBaseline = 5
    }
}
