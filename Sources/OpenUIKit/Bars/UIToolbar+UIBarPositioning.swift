import Foundation

// MARK: - UIBarPositioning

extension UIToolbar: UIBarPositioning {
    /// Where the bar sits: its delegate's answer, `.any` without one.
    public var barPosition: UIBarPosition {
        delegate?.position(for: self) ?? .any
    }
}
