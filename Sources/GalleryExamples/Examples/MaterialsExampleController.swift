import Foundation
import UIKit

/// Example 16: what libraries of custom transitions draw with — shape
/// layers and blur materials. Coloured shapes (`CAShapeLayer`: filled
/// circles, a dashed outline; one group with `shouldRasterize`) sit behind
/// a `UIVisualEffectView` card
/// holding a progress ring (a shape layer stroked up to `strokeEnd`) with
/// its percentage in the middle (a `CATextLayer`). "Blur" animates the
/// card's effect on and off; "Fill ring" animates the ring's `strokeEnd`
/// from 0 to 1 and the percentage's `fontSize` up as it changes to 100 %.
@MainActor
final class MaterialsExampleController: UIViewController {
    /// The card over the shapes.
    let card = UIVisualEffectView(effect: nil)
    /// The ring inside the card.
    let ring = CAShapeLayer()
    /// The ring's percentage.
    let percentage = CATextLayer()
    private let column = ButtonColumnView(
        title: "Materials and shapes",
        note: "Blur animates the card's material on and off over the shapes behind it; Fill ring draws the ring with strokeEnd and grows its text layer's font.")
    private let backdrop = UIView()

    override func loadView() {
        column.backgroundColor = .systemBackground
        column.addButton("Blur") { [weak self] in self?.toggleBlur() }
        column.addButton("Fill ring") { [weak self] in self?.fillRing() }
        column.addSubview(backdrop)
        addShapes(to: backdrop.layer)
        card.layer.cornerRadius = 16
        card.layer.masksToBounds = true
        card.contentView.layer.addSublayer(ring)
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 10
        ring.lineCap = .round
        ring.strokeEnd = 0.25
        percentage.string = "25 %"
        percentage.fontSize = 20
        percentage.foregroundColor = UIColor.label.cgColor
        percentage.alignmentMode = .center
        card.contentView.layer.addSublayer(percentage)
        column.addSubview(card)
        view = column
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = column.bounds.inset(by: column.safeAreaInsets).insetBy(dx: 20, dy: 0)
        let top = (column.buttons.last?.frame.maxY ?? area.minY) + 20
        backdrop.frame = CGRect(x: area.minX, y: top, width: area.width, height: Swift.max(0, area.maxY - top - 12))
        card.frame = backdrop.frame.insetBy(dx: area.width * 0.15, dy: backdrop.frame.height * 0.2)
        let side = Swift.min(card.bounds.width, card.bounds.height) * 0.6
        let ringFrame = CGRect(x: (card.bounds.width - side) / 2, y: (card.bounds.height - side) / 2, width: side, height: side)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.frame = ringFrame
        percentage.frame = CGRect(x: ringFrame.minX, y: ringFrame.midY - 20, width: ringFrame.width, height: 40)
        ring.path = UIBezierPath(
            arcCenter: CGPoint(x: side / 2, y: side / 2), radius: side / 2, startAngle: -.pi / 2, endAngle: .pi * 1.5,
            clockwise: true
        ).cgPath
        CATransaction.commit()
    }

    /// Circles and a dashed rounded rectangle in the backdrop's layer, in
    /// one group that is rasterized (`shouldRasterize` at the screen's
    /// scale): drawn once into a bitmap that every later frame reuses.
    private func addShapes(to backdrop: CALayer) {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 340, height: 400)
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale
        backdrop.addSublayer(layer)
        let circles: [(CGRect, UIColor)] = [
            (CGRect(x: 10, y: 20, width: 140, height: 140), .systemRed),
            (CGRect(x: 170, y: 60, width: 120, height: 120), .systemYellow),
            (CGRect(x: 60, y: 200, width: 180, height: 180), .systemGreen),
        ]
        for (rect, color) in circles {
            let circle = CAShapeLayer()
            circle.path = UIBezierPath(ovalIn: rect).cgPath
            circle.fillColor = color.cgColor
            layer.addSublayer(circle)
        }
        let outline = CAShapeLayer()
        outline.path = UIBezierPath(roundedRect: CGRect(x: 20, y: 120, width: 300, height: 200), cornerRadius: 24).cgPath
        outline.fillColor = nil
        outline.strokeColor = UIColor.systemPurple.cgColor
        outline.lineWidth = 6
        outline.lineDashPattern = [14, 8]
        layer.addSublayer(outline)
    }

    private func toggleBlur() {
        let blurred = card.effect == nil
        UIView.animate(withDuration: 0.5) {
            self.card.effect = blurred ? UIBlurEffect(style: .systemMaterial) : nil
        }
    }

    private func fillRing() {
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 1
        fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        ring.strokeEnd = 1
        ring.add(fill, forKey: "fill")
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 20
        grow.toValue = 30
        grow.duration = 1
        grow.timingFunction = fill.timingFunction
        percentage.string = "100 %"
        percentage.fontSize = 30
        percentage.add(grow, forKey: "grow")
    }
}
