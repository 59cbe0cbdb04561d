import Foundation
import Testing
@testable import OpenQuartzCore

/// Actions: how changing a property animates a standalone layer.
@MainActor
@Suite struct ImplicitAnimationTests {
    @Test func aLayerNotYetCommittedDoesNotAnimate() {
        _ = FrameDriver()
        let layer = CALayer()
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
    }

    @Test func changingAnAnimatablePropertyOfACommittedLayerAddsAnAnimationUnderItsKey() {
        let driver = FrameDriver()
        let layer = CALayer()
        driver.turn()
        layer.position = CGPoint(x: 100, y: 0)
        let animation = layer.animation(forKey: "position") as? CABasicAnimation
        #expect(animation != nil)
        #expect(animation?.duration == 0.25)
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .default))
    }

    @Test func theImplicitAnimationRunsFromTheOldValueToTheNew() {
        let driver = FrameDriver()
        let layer = CALayer()
        driver.turn()
        layer.position = CGPoint(x: 100, y: 0)
        driver.turn()
        #expect(layer.presentation()!.position.x == 0)
        driver.advance(frames: 15)
        #expect(layer.presentation()!.position.x == 100)
    }

    @Test func aNewChangeMidAnimationStartsFromWhatIsShown() {
        let driver = FrameDriver()
        let layer = CALayer()
        driver.turn()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 100, y: 0)
        driver.advance(frames: 6)
        let shown = layer.presentation()!.position.x
        #expect(approximately(shown, 100.0 / 3, 1e-6))
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 0, y: 0)
        driver.turn()
        #expect(approximately(layer.presentation()!.position.x, shown, 1e-6))
    }

    @Test func theDelegatesActionWins() {
        final class Delegate: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
        }
        let driver = FrameDriver()
        let delegate = Delegate()
        let layer = CALayer()
        layer.delegate = delegate
        driver.turn()
        layer.opacity = 0
        #expect(layer.animationKeys() == nil)
    }

    @Test func theActionsDictionaryIsConsultedAfterTheDelegate() {
        let driver = FrameDriver()
        let layer = CALayer()
        let custom = CABasicAnimation()
        custom.duration = 3
        layer.actions = ["opacity": custom, "position": NSNull()]
        driver.turn()
        layer.opacity = 0
        layer.position = CGPoint(x: 5, y: 5)
        #expect(layer.animation(forKey: "opacity")?.duration == 3)
        #expect(layer.animation(forKey: "position") == nil)
    }

    @Test func actionsRunAfterTheModelChanged() {
        final class Spy: CAAction {
            var seen: Float?
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                seen = (anObject as? CALayer)?.opacity
            }
        }
        let driver = FrameDriver()
        let layer = CALayer()
        let spy = Spy()
        layer.actions = ["opacity": spy]
        driver.turn()
        layer.opacity = 0.25
        #expect(spy.seen == 0.25)
    }

    @Test func addingASublayerAsksForTheOrderInAction() {
        final class Spy: CALayerDelegate {
            var events: [String] = []
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                events.append(event)
                return NSNull()
            }
        }
        _ = FrameDriver()
        let parent = CALayer()
        let child = CALayer()
        let spy = Spy()
        child.delegate = spy
        parent.addSublayer(child)
        child.removeFromSuperlayer()
        #expect(spy.events == [kCAOnOrderIn, kCAOnOrderOut])
    }

    @Test func defaultActionIsNilForPropertiesThatDoNotAnimate() {
        #expect(CALayer.defaultAction(forKey: "name") == nil)
        #expect(CALayer.defaultAction(forKey: "opacity") != nil)
        #expect(CALayer.defaultAction(forKey: "hidden") == nil)
    }
}
