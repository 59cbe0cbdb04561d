import Foundation

/// The grabber a sheet shows at its top centre when
/// `prefersGrabberVisible` is true: a 36 × 5 point capsule, 5 points below
/// the sheet's top edge, in the tertiary label colour.
@MainActor
final class SheetGrabberView: UIView {
    static let size = CGSize(width: 36, height: 5)
    static let topInset: CGFloat = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiaryLabel
        layer.cornerRadius = Self.size.height / 2
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Where the grabber goes in a sheet of `bounds`.
    static func frame(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.midX - size.width / 2, y: bounds.minY + topInset, width: size.width, height: size.height)
    }
}
