import Foundation

/// The look of a navigation bar, toolbar or tab bar.
///
/// The deprecated `blackOpaque` and `blackTranslucent` are not provided
/// (use `.black` with ``UINavigationBar/isTranslucent``).
public enum UIBarStyle: Int, Sendable {
    /// Dark text on a light background.
    case `default` = 0
    /// Light text on a dark background.
    case black = 1
}
