import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIViewGeometryTests {
    @Test func frameBoundsAndCenterStayConsistent() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        view.bounds.size = CGSize(width: 20, height: 20)
        #expect(view.frame == CGRect(x: 90, y: 90, width: 20, height: 20))
    }

    @Test func aTransformLeavesBoundsAndCenterButChangesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test func viewPropertiesAreTheLayers() {
        let view = UIView()
        view.alpha = 0.5
        view.isHidden = true
        view.clipsToBounds = true
        view.backgroundColor = .red
        #expect(view.layer.opacity == 0.5)
        #expect(view.layer.isHidden)
        #expect(view.layer.masksToBounds)
        #expect(view.layer.backgroundColor?.rgba.red == 1)
        #expect(view.layer.delegate === view)
    }

    @Test func pointsConvertThroughRotatedAndScaledViews() {
        let host = TestHost()
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(outer)
        outer.addSubview(inner)
        outer.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Outer turns a quarter turn about its centre (150, 150): its top-left
        // corner goes to (200, 100).
        let p = inner.convert(CGPoint.zero, to: nil)
        #expect(abs(p.x - 200) < 1e-9 && abs(p.y - 100) < 1e-9)
        let back = inner.convert(p, from: nil)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        let scaled = inner.convert(CGPoint(x: 50, y: 25), to: outer)
        #expect(abs(scaled.x - 75) < 1e-9 && abs(scaled.y - 25) < 1e-9)
    }

    @Test func rectsConvertToTheirBoundingBox() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let box = child.convert(child.bounds, to: root)
        let side = 100 * 2.0.squareRoot()
        #expect(abs(box.width - side) < 1e-9)
        #expect(abs(box.midX - 100) < 1e-9)
    }

    @Test func pointsConvertBetweenWindows() {
        let host = TestHost()
        let other = UIWindow(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        other.isHidden = false
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        host.window.addSubview(a)
        other.addSubview(b)
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -10, y: -410))
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 10, y: 410))
    }

    @Test func hitTestingFindsTheFrontmostInteractiveView() {
        let host = TestHost()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        host.window.addSubview(back)
        host.window.addSubview(front)
        #expect(host.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        #expect(host.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isUserInteractionEnabled = false
        #expect(host.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.005
        #expect(host.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.alpha = 1
        front.isHidden = true
        #expect(host.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
    }

    @Test func hitTestingGoesThroughTransforms() {
        let host = TestHost()
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        host.window.addSubview(rotated)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(host.window.hitTest(CGPoint(x: 150, y: 100), with: nil) === rotated)
        #expect(host.window.hitTest(CGPoint(x: 110, y: 110), with: nil) === host.window)
    }

    @Test func subviewsOutsideTheBoundsAreNotHitUnlessInsideTheParent() {
        let host = TestHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 40, y: 40, width: 50, height: 50))
        host.window.addSubview(parent)
        parent.addSubview(child)
        #expect(host.window.hitTest(CGPoint(x: 45, y: 45), with: nil) === child)
        #expect(host.window.hitTest(CGPoint(x: 70, y: 70), with: nil) === host.window)
    }
}
