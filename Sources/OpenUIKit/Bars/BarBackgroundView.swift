import Foundation

/// A bar's background: a colour filling the bar, and a hairline just
/// outside the edge facing the content (below a navigation bar, above a
/// toolbar or tab bar), one pixel thick, black at 30% as UIKit's bar
/// shadow. Takes no touches.
@MainActor
final class BarBackgroundView: UIView {
    /// The edge the hairline runs along: `.top` or `.bottom`.
    let hairlineEdge: UIRectEdge
    /// The hairline.
    let hairline = UIView(frame: .zero)

    /// The colour of an opaque default bar.
    static let defaultColor = UIColor.systemBackground
    /// The colour of an opaque `.black` bar.
    static let blackColor = UIColor(white: 0.11, alpha: 1)
    /// The opacity of a translucent bar's default colour.
    static let translucentAlpha: CGFloat = 0.94

    init(hairlineEdge: UIRectEdge) {
        self.hairlineEdge = hairlineEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        addSubview(hairline)
    }

    required init?(coder: NSCoder) { nil }

    /// Colours the background: `barTintColor` when set, else the style's
    /// colour — at 94% opacity when `translucent`.
    func update(barTintColor: UIColor?, barStyle: UIBarStyle, translucent: Bool) {
        if let barTintColor {
            backgroundColor = barTintColor
        } else {
            let color = barStyle == .black ? Self.blackColor : Self.defaultColor
            backgroundColor = translucent ? color.withAlphaComponent(Self.translucentAlpha) : color
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let thickness = 1 / UIScreen.main.scale
        let y = hairlineEdge == .top ? -thickness : bounds.maxY
        hairline.frame = CGRect(x: 0, y: y, width: bounds.width, height: thickness)
    }
}
