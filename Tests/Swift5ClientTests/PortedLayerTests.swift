import OpenUIKitTesting
import QuartzCore
import Testing
import UIKit

// A layer subclass as iOS libraries write one (a custom initialiser, a
// `let` property, `required init?(coder:)`), with what `openuikit-port`
// adds to it (its input is in `PorterTests`): `init(layer:)` copying the
// stored properties and an `init()` that stops as Apple's runtime would.
// It must compile in Swift 5 mode, and its presentation copies must keep
// its properties.

final class PortedPulseLayer: CALayer {
    let color: CGColor
    var radius: CGFloat = 4

    init(color: CGColor) {
        self.color = color
        super.init()
    }

    required init?(coder: NSCoder) { fatalError() }

    required init(layer: Any) {
        guard let layer = layer as? PortedPulseLayer else { fatalError("init(layer:) was given a layer that is not a PortedPulseLayer") }
        self.color = layer.color
        self.radius = layer.radius
        super.init(layer: layer)
    }

    required init() {
        fatalError("use of unimplemented initializer 'init()' for class 'PortedPulseLayer'")
    }
}

@MainActor
@Suite struct PortedLayerTests {
    @Test func thePresentationCopyOfAnAnimatedPortedLayerKeepsItsProperties() {
        let host = TestHost()
        let layer = PortedPulseLayer(color: UIColor.red.cgColor)
        layer.radius = 9
        host.window.layer.addSublayer(layer)
        host.turn()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        host.advance(frames: 3)
        let copy = layer.presentation()
        #expect(copy?.color == UIColor.red.cgColor)
        #expect(copy?.radius == 9)
        #expect(copy.map { $0.opacity < 1 } == true)
    }
}
