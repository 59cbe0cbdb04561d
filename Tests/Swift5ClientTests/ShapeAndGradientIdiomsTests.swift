import CoreGraphics
import QuartzCore
import Testing
import UIKit

// Shape layers and gradients as iOS libraries write them, compiled in
// Swift 5 mode: a circular reveal mask (as bubble transitions make one), a
// progress ring as a view's layer class, and a Core Graphics gradient from
// `[...] as CFArray`.

/// A view whose layer is a shape layer drawing a ring.
final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    var ring: CAShapeLayer { layer as! CAShapeLayer }

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.blue.cgColor
        ring.lineWidth = 4
        ring.lineCap = .round
    }
}

/// A circle mask that grows from `center` to cover `bounds`.
func revealMask(from center: CGPoint, covering bounds: CGRect) -> CAShapeLayer {
    let radius = hypot(bounds.width, bounds.height)
    let mask = CAShapeLayer()
    mask.path = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true).cgPath
    let grow = CABasicAnimation(keyPath: "path")
    grow.fromValue = UIBezierPath(arcCenter: center, radius: 1, startAngle: 0, endAngle: .pi * 2, clockwise: true).cgPath
    grow.toValue = mask.path
    grow.duration = 0.3
    mask.add(grow, forKey: "reveal")
    return mask
}

/// A horizontal fade as a view's sublayer.
func addFade(to view: UIView) -> CAGradientLayer {
    let fade = CAGradientLayer()
    fade.frame = view.bounds
    fade.colors = [UIColor.black.withAlphaComponent(0.6).cgColor, UIColor.clear.cgColor]
    fade.locations = [0, 1]
    fade.startPoint = CGPoint(x: 0, y: 0.5)
    fade.endPoint = CGPoint(x: 1, y: 0.5)
    view.layer.insertSublayer(fade, at: 0)
    return fade
}

/// An activity indicator as libraries build one: twelve fading bars
/// around a replicator's centre, each a step behind the one before.
func makeActivityIndicator(side: CGFloat) -> CAReplicatorLayer {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: side, height: side)
    let bar = CALayer()
    bar.frame = CGRect(x: side / 2 - 1.5, y: 0, width: 3, height: side / 4)
    bar.backgroundColor = UIColor.gray.cgColor
    bar.cornerRadius = 1.5
    replicator.addSublayer(bar)
    replicator.instanceCount = 12
    replicator.instanceTransform = CATransform3DMakeRotation(.pi * 2 / 12, 0, 0, 1)
    replicator.instanceDelay = 1.0 / 12
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.2
    fade.duration = 1
    fade.repeatCount = .infinity
    bar.add(fade, forKey: "fade")
    return replicator
}

func twoColourGradient() -> CGGradient? {
    let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
    return CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])
}

@MainActor
@Suite struct ShapeAndGradientIdiomsTests {
    @Test func aViewWhoseLayerClassIsAShapeLayerDrawsItsRing() {
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layoutIfNeeded()
        #expect(view.ring.path?.boundingBoxOfPath == CGRect(x: 4, y: 4, width: 32, height: 32))
        #expect(view.ring.lineCap == .round)
    }

    @Test func aRevealMaskAnimatesItsPath() {
        let mask = revealMask(from: CGPoint(x: 10, y: 10), covering: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect((mask.animation(forKey: "reveal") as? CABasicAnimation)?.keyPath == "path")
    }

    @Test func aFadeLayerKeepsItsColoursAndPoints() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let fade = addFade(to: view)
        #expect(fade.colors?.count == 2)
        #expect(fade.endPoint == CGPoint(x: 1, y: 0.5))
        #expect(view.layer.sublayers?.first === fade)
    }

    @Test func anActivityIndicatorReplicatesItsBarTwelveTimes() {
        let indicator = makeActivityIndicator(side: 40)
        #expect(indicator.instanceCount == 12)
        #expect(indicator.sublayers?.count == 1)
        #expect(abs(indicator.instanceDelay - 1.0 / 12) < 1e-12)
    }

    @Test func aGradientFromACFArrayHasBothColours() {
        #expect(twoColourGradient() != nil)
    }
}
