import Foundation
import OpenQuartzCore
import Testing

/// A renderer reuses what it drew in earlier frames (masks of rounded
/// shapes) and skips what it knows will be painted over (shadows and
/// backgrounds under opaque layers, the clear under an opaque root);
/// every frame must still be the exact picture drawn from scratch, over
/// whatever the bitmap held before (the tests scribble over it and say so
/// with `addUpdate(_:)`, so each frame repaints everything).
@MainActor
@Suite struct CompositorCacheTests {
    /// Paints stripes over the whole bitmap, standing for an earlier
    /// frame's picture: whatever the renderer leaves undrawn shows up.
    private func scribble(on context: CGContext) {
        context.setFillColor(CGColor(red: 1, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 120, height: 90))
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0.5, alpha: 0.5))
        for x in stride(from: 0, to: 120, by: 7) {
            context.fill(CGRect(x: CGFloat(x), y: 0, width: 3, height: 90))
        }
    }

    /// How many bytes of two bitmaps of the same size differ.
    private func differences(_ a: CGContext, _ b: CGContext) -> Int {
        let count = a.bytesPerRow * a.height
        let x = UnsafeRawBufferPointer(start: a.data, count: count), y = UnsafeRawBufferPointer(start: b.data, count: count)
        return zip(x, y).filter { $0 != $1 }.count
    }

    /// Rounded shapes of every kind the cache handles and some it must
    /// leave to Cairo: opaque and translucent fills and borders, circular
    /// and continuous corners, some corners only, fractional positions, a
    /// rotated layer, a faded group, a clipping container with children
    /// inside and across its edge, layers across and beyond the bitmap's
    /// edges, shadows (one too faint to show) under opaque, translucent and
    /// faded layers, and images clipped to rounded outlines (filling the
    /// outline or not, aligned to pixels or not), over a root that is
    /// opaque or half transparent.
    private func makeScene(opaqueRoot: Bool = true) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        root.backgroundColor = CGColor(red: 0.9, green: 0.92, blue: 0.95, alpha: opaqueRoot ? 1 : 0.5)
        func add(_ parent: CALayer, _ frame: CGRect, _ color: CGColor?, radius: CGFloat,
                 border: (CGFloat, CGColor)? = nil) -> CALayer {
            let layer = CALayer()
            layer.frame = frame
            layer.backgroundColor = color
            layer.cornerRadius = radius
            if let border {
                layer.borderWidth = border.0
                layer.borderColor = border.1
            }
            parent.addSublayer(layer)
            return layer
        }
        let translucent = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.55)
        for i in 0..<4 {
            let x = 4 + CGFloat(i) * 13.37
            _ = add(root, CGRect(x: x, y: 4, width: 11, height: 11), red, radius: 5.5)
            _ = add(root, CGRect(x: x, y: 18.25, width: 11, height: 7), translucent, radius: 2.5, border: (1.25, blue))
            _ = add(root, CGRect(x: x, y: 28, width: 12, height: 12), nil, radius: 6, border: (1.5, translucent))
        }
        let continuous = add(root, CGRect(x: 60, y: 4, width: 30, height: 20), green, radius: 7)
        continuous.cornerCurve = .continuous
        let someCorners = add(root, CGRect(x: 92.5, y: 4.5, width: 22, height: 18), blue, radius: 8)
        someCorners.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        let rotated = add(root, CGRect(x: 62, y: 30, width: 20, height: 12), red, radius: 4, border: (1, black))
        rotated.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let group = add(root, CGRect(x: 88, y: 28, width: 28, height: 20), white, radius: 6)
        group.opacity = 0.7
        _ = add(group, CGRect(x: 3, y: 3, width: 10, height: 10), red, radius: 5)
        _ = add(group, CGRect(x: 9, y: 5, width: 10, height: 10), blue, radius: 5, border: (1, green))
        let clipping = add(root, CGRect(x: 4, y: 46, width: 60, height: 30), white, radius: 0)
        clipping.masksToBounds = true
        for i in 0..<5 {
            _ = add(clipping, CGRect(x: -6 + CGFloat(i) * 15, y: 8.5, width: 13, height: 13), green, radius: 6.5,
                    border: (1, black))
        }
        for (i, (opacity, color)) in [(Float(1), white), (1, translucent), (0.8, white)].enumerated() {
            let card = add(root, CGRect(x: 66 + CGFloat(i) * 17.5, y: 52.3, width: 14, height: 9), color, radius: 3)
            card.opacity = opacity
            card.shadowOpacity = 0.4
            card.shadowRadius = 2
            card.shadowOffset = CGSize(width: 0.5, height: 1.5)
            if i == 1 { card.shadowPath = CGPath(rect: card.bounds, transform: nil) }
        }
        let faint = add(root, CGRect(x: 66, y: 64, width: 10, height: 6), white, radius: 2)
        faint.shadowOpacity = 0.001
        faint.shadowRadius = 1
        let photo = makeImage()
        for (i, frame) in [CGRect(x: 100, y: 60, width: 12, height: 12), CGRect(x: 100.5, y: 74, width: 12, height: 12),
                           CGRect(x: 2.25, y: 80.5, width: 8, height: 8)].enumerated() {
            let avatar = add(root, frame, blue, radius: i == 2 ? 2 : 6)
            avatar.contents = photo
            avatar.contentsGravity = i == 1 ? .center : .resize
            avatar.masksToBounds = true
        }
        _ = add(root, CGRect(x: 110, y: 80, width: 20, height: 20), red, radius: 10)
        _ = add(root, CGRect(x: 125, y: 10, width: 20, height: 20), red, radius: 4, border: (1, black))
        _ = add(root, CGRect(x: -10.2, y: 30, width: 10, height: 10), blue, radius: 2)
        _ = add(root, CGRect(x: 70, y: 60, width: 24, height: 24), translucent, radius: 12)
        return root
    }

    /// A 9×9 image of translucent diagonal bands.
    private func makeImage() -> CGImage {
        let context = CGContext(
            data: nil, width: 9, height: 9, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        for i in 0..<9 {
            context.setFillColor(CGColor(red: CGFloat(i) / 8, green: 0.5, blue: 1 - CGFloat(i) / 8, alpha: i % 3 == 0 ? 0.6 : 1))
            context.fill(CGRect(x: i, y: 0, width: 1, height: 9))
        }
        return context.makeImage()!
    }

    @Test(arguments: [3.0, 1.5, 1.0], [true, false])
    func everyFrameMatchesTheTreeDrawnWithoutACache(scale: Double, opaqueRoot: Bool) {
        let root = makeScene(opaqueRoot: opaqueRoot)
        CATransaction.flush()
        let expected = makeBitmapContext(width: 120, height: 90, scale: scale)
        root.render(in: expected)
        let context = makeBitmapContext(width: 120, height: 90, scale: scale)
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
        for frame in 1...3 {
            scribble(on: context)
            renderer.addUpdate(renderer.bounds)
            renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            #expect(differences(context, expected) == 0, "frame \(frame) at scale \(scale)")
        }
    }

    /// A host's clip of one rectangle or of two (which the renderer does
    /// not take as a known rectangle).
    @Test(arguments: [false, true])
    func aClipTheHostSetStaysRespected(twoRectangles: Bool) {
        let root = makeScene()
        CATransaction.flush()
        func clip(_ context: CGContext) {
            if twoRectangles {
                context.clip(to: [CGRect(x: 10, y: 7, width: 50, height: 60), CGRect(x: 40, y: 30, width: 70, height: 50)])
            } else {
                context.clip(to: CGRect(x: 10, y: 7, width: 90, height: 60))
            }
        }
        let expected = makeBitmapContext(width: 120, height: 90, scale: 3)
        scribble(on: expected)
        expected.saveGState()
        clip(expected)
        expected.clear(CGRect(x: 0, y: 0, width: 120, height: 90))
        root.render(in: expected)
        expected.restoreGState()
        let context = makeBitmapContext(width: 120, height: 90, scale: 3)
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
        for frame in 1...3 {
            scribble(on: context)
            renderer.addUpdate(renderer.bounds)
            context.saveGState()
            clip(context)
            renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            context.restoreGState()
            #expect(differences(context, expected) == 0, "frame \(frame)")
        }
    }

    @Test func aShapeMovedByWholePixelsIsDrawnAtItsNewPlace() {
        let root = makeScene()
        let moving = root.sublayers![0]
        let renderer = CARenderer(cgContext: makeBitmapContext(width: 120, height: 90, scale: 2))
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
        for step in 0..<4 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            moving.position.y += 0.5 * CGFloat(step)
            CATransaction.commit()
            CATransaction.flush()
            scribble(on: renderer.context)
            renderer.addUpdate(renderer.bounds)
            renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            let expected = makeBitmapContext(width: 120, height: 90, scale: 2)
            root.render(in: expected)
            #expect(differences(renderer.context, expected) == 0, "step \(step)")
        }
    }
}
