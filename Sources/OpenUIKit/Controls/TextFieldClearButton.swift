import Foundation

/// A text field's clear button: a grey disc with a white cross (iOS 17's
/// `xmark.circle.fill`, drawn), 19 points square.
@MainActor
final class TextFieldClearButton: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    /// Dimmed while a touch is down on it.
    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let disc = bounds.insetBy(dx: 1, dy: 1)
        context.setFillColor(UIColor.systemGray3.cgColor)
        context.fillEllipse(in: disc)
        let arm = disc.width * 0.18
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(1.6)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: disc.midX - arm, y: disc.midY - arm))
        context.addLine(to: CGPoint(x: disc.midX + arm, y: disc.midY + arm))
        context.move(to: CGPoint(x: disc.midX + arm, y: disc.midY - arm))
        context.addLine(to: CGPoint(x: disc.midX - arm, y: disc.midY + arm))
        context.strokePath()
    }
}
