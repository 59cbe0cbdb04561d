import Foundation

/// The popover background iOS 17 draws: a card with 13-point corners in
/// the popover's colour, an arrow 13 points high and 36 wide, and a soft
/// shadow around both.
@MainActor
final class PopoverDefaultBackgroundView: UIPopoverBackgroundView {
    /// The card's corner radius (also the content's).
    static let cornerRadius: CGFloat = 13

    override class func arrowHeight() -> CGFloat { 13 }
    override class func arrowBase() -> CGFloat { 36 }
    override class func contentViewInsets() -> UIEdgeInsets { .zero }

    /// The colour of the card and the arrow.
    var fillColor: UIColor = .systemBackground {
        didSet { setNeedsDisplay() }
    }

    override var arrowOffset: CGFloat {
        didSet { setNeedsDisplay() }
    }

    override var arrowDirection: UIPopoverArrowDirection {
        didSet { setNeedsDisplay() }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 24
        layer.shadowOffset = CGSize(width: 0, height: 6)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        fillColor.setFill()
        Self.shape(in: bounds, direction: arrowDirection, offset: arrowOffset).fill()
    }

    /// The card and its arrow filling `bounds`: the card leaves the arrow's
    /// height free on the side the arrow points to.
    static func shape(in bounds: CGRect, direction: UIPopoverArrowDirection, offset: CGFloat) -> UIBezierPath {
        let height = arrowHeight(), half = arrowBase() / 2
        var card = bounds
        switch direction {
        case .up: card.origin.y += height; card.size.height -= height
        case .down: card.size.height -= height
        case .left: card.origin.x += height; card.size.width -= height
        case .right: card.size.width -= height
        default: break
        }
        let path = UIBezierPath(roundedRect: card, cornerRadius: cornerRadius)
        let arrow = UIBezierPath()
        switch direction {
        case .up, .down:
            let x = min(max(card.midX + offset, card.minX + cornerRadius + half), card.maxX - cornerRadius - half)
            let base = direction == .up ? card.minY : card.maxY
            let tip = direction == .up ? bounds.minY : bounds.maxY
            arrow.move(to: CGPoint(x: x - half, y: base))
            arrow.addLine(to: CGPoint(x: x, y: tip))
            arrow.addLine(to: CGPoint(x: x + half, y: base))
        case .left, .right:
            let y = min(max(card.midY + offset, card.minY + cornerRadius + half), card.maxY - cornerRadius - half)
            let base = direction == .left ? card.minX : card.maxX
            let tip = direction == .left ? bounds.minX : bounds.maxX
            arrow.move(to: CGPoint(x: base, y: y - half))
            arrow.addLine(to: CGPoint(x: tip, y: y))
            arrow.addLine(to: CGPoint(x: base, y: y + half))
        default:
            return path
        }
        arrow.close()
        path.append(arrow)
        return path
    }
}
