import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIViewAnimateTests {
    func setUp() -> (TestHost, UIView) {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.turn()
        return (host, view)
    }

    func shownCenterX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test func changesInsideTheBlockAnimateFromTheShownValueAlongTheCurve() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: {
            view.center.x = 250
        })
        #expect(view.center.x == 250)
        host.turn()
        #expect(shownCenterX(view) == 50)
        let curve = CAMediaTimingFunction(name: .easeIn)
        for frame in 1...59 {
            host.advance(frames: 1)
            let expected = 50 + 200 * curve.value(atTime: Double(frame) / 60)
            #expect(abs(Double(shownCenterX(view)) - expected) < 1e-6)
        }
    }

    @Test func theDefaultCurveIsEaseInEaseOut() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        host.turn()
        host.advance(by: 0.25)
        let expected = 1 - CAMediaTimingFunction(name: .easeInEaseOut).value(atTime: 0.25)
        #expect(abs(Double(view.layer.presentation()!.opacity) - expected) < 1e-6)
    }

    @Test func theCompletionRunsWithTrueAfterTheLastFrame() {
        let (host, view) = setUp()
        var log: [String] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { log.append("completion(\($0))") })
        host.turn()
        host.advance(frames: 29)
        #expect(log.isEmpty)
        host.advance(frames: 1)
        #expect(log == ["completion(true)"])
    }

    @Test func aSecondAnimationOfTheSamePropertyInterruptsTheFirst() {
        let (host, view) = setUp()
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 300 }, completion: { log.append("first(\($0))") })
        host.turn()
        host.advance(by: 0.5)
        let shown = shownCenterX(view)
        UIView.animate(withDuration: 1, animations: { view.center.x = 0 }, completion: { log.append("second(\($0))") })
        host.turn()
        #expect(abs(shownCenterX(view) - shown) < 1e-9)
        #expect(log == ["first(false)"])
        host.advance(by: 1)
        #expect(log == ["first(false)", "second(true)"])
    }

    @Test func settingAPropertyTwiceInOneBlockIsNotAnInterruption() {
        let (host, view) = setUp()
        var result: Bool?
        UIView.animate(withDuration: 0.2, animations: {
            view.alpha = 0.2
            view.alpha = 0.4
        }, completion: { result = $0 })
        host.advance(by: 0.3)
        #expect(result == true)
    }

    @Test func aBlockWithoutChangesCompletesOnTheNextTurn() {
        let (host, _) = setUp()
        var result: Bool?
        UIView.animate(withDuration: 1, animations: {}, completion: { result = $0 })
        #expect(result == nil)
        host.turn()
        #expect(result == true)
    }

    @Test func aZeroDurationAppliesAtOnceAndCompletesNextTurn() {
        let (host, view) = setUp()
        var result: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.3 }, completion: { result = $0 })
        host.turn()
        #expect(view.layer.animationKeys() == nil)
        #expect(abs(view.layer.presentation()!.opacity - 0.3) < 1e-6)
        #expect(result == true)
    }

    @Test func aDelayHoldsTheOldValueThenAnimates() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.center.x = 150 })
        host.turn()
        host.advance(by: 0.25)
        #expect(shownCenterX(view) == 50)
        host.advance(by: 0.5)
        #expect(abs(shownCenterX(view) - 100) < 1e-6)
    }

    @Test func outsideABlockChangesDoNotAnimate() {
        let (host, view) = setUp()
        view.center.x = 200
        host.turn()
        #expect(view.layer.animationKeys() == nil)
        #expect(shownCenterX(view) == 200)
    }

    @Test func performWithoutAnimationInsideABlockDoesNotAnimate() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
            UIView.performWithoutAnimation { view.center.x = 10 }
        }
        host.turn()
        #expect(view.layer.animation(forKey: "opacity") != nil)
        #expect(view.layer.animation(forKey: "position") == nil)
    }

    @Test func nestedBlocksInheritTheOuterDurationUnlessTheyOverrideIt() {
        let (_, view) = setUp()
        var inherited: TimeInterval = 0
        UIView.animate(withDuration: 2) {
            UIView.animate(withDuration: 0.5) {
                inherited = UIView.inheritedAnimationDuration
                view.alpha = 0
            }
            UIView.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration, animations: {
                view.center.x = 0
            })
        }
        #expect(inherited == 2)
        #expect(view.layer.animation(forKey: "opacity")?.duration == 2)
        #expect(view.layer.animation(forKey: "position")?.duration == 0.5)
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test func repeatAndAutoreverseOptionsRepeatTheAnimation() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: {
            view.center.x = 150
        })
        host.turn()
        host.advance(by: 0.75)
        #expect(abs(shownCenterX(view) - 100) < 1e-6)
        host.advance(by: 10)
        #expect(view.layer.animation(forKey: "position") != nil)
    }

    @Test func layerPropertiesOfViewsAnimateInsideBlocks() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.layer.cornerRadius = 20 })
        host.turn()
        host.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.cornerRadius - 10) < 1e-6)
    }

    @Test func theLayoutSubviewsOptionAnimatesLayoutChanges() {
        final class Container: UIView {
            let child = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(child)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() { child.frame = bounds }
        }
        let host = TestHost()
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(container)
        host.turn()
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
            container.bounds.size.width = 200
        })
        #expect(container.child.layer.animation(forKey: "bounds") != nil)
        host.turn()
        host.advance(by: 0.5)
        #expect(abs(container.child.layer.presentation()!.bounds.width - 150) < 1e-6)
    }
}

@MainActor
@Suite struct UIViewSpringAndKeyframeTests {
    @Test func aDampedSpringSettlesInTheGivenDuration() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.turn()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            view.center.x = 105
        }, completion: { finished = $0 })
        host.turn()
        var peak: CGFloat = 0
        for _ in 0..<55 {
            host.advance(frames: 1)
            peak = max(peak, view.layer.presentation()!.position.x)
        }
        #expect(peak > 105)
        host.advance(frames: 5)
        #expect(finished == true)
        #expect(abs(view.layer.presentation()!.position.x - 105) < 0.2)
    }

    @Test func springDurationAndBounceRunUntilTheSpringSettles() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.turn()
        UIView.animate(springDuration: 0.5, bounce: 0.3) { view.alpha = 0 }
        let animation = view.layer.animation(forKey: "opacity") as? CASpringAnimation
        #expect(animation != nil)
        #expect(abs(animation!.perceptualDuration - 0.5) < 1e-9)
        #expect(animation!.duration > 0.5)
    }

    @Test func keyframesRunThroughEachValueAtItsRelativeTime() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.turn()
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center.x = 55 }
        }, completion: { finished = $0 })
        host.turn()
        host.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.position.x - 55) < 1e-6)
        host.advance(by: 0.4)
        #expect(abs(view.layer.presentation()!.position.x - 75) < 1e-6)
        host.advance(by: 0.2)
        #expect(abs(view.layer.presentation()!.position.x - 55) < 1e-6)
        host.advance(by: 0.15)
        #expect(finished == true)
        #expect(view.center.x == 55)
    }

    @Test func addKeyframeOutsideAKeyframeBlockAppliesAtOnce() {
        let view = UIView()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.2 }
        #expect(abs(view.alpha - 0.2) < 1e-6)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func aCrossDissolveTransitionAddsAFadeTransitionAndCompletes() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.turn()
        var finished: Bool?
        UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: {
            view.backgroundColor = .red
        }, completion: { finished = $0 })
        let transition = view.layer.animation(forKey: kCATransition) as? CATransition
        #expect(transition?.type == .fade)
        #expect(view.layer.animation(forKey: "backgroundColor") == nil)
        host.advance(by: 0.35)
        #expect(finished == true)
    }

    @Test func transitionFromToReplacesTheView() {
        let host = TestHost()
        let container = UIView(frame: host.window.bounds)
        let from = UIView(), to = UIView()
        host.window.addSubview(container)
        container.addSubview(from)
        UIView.transition(from: from, to: to, duration: 0.2, options: .transitionFlipFromLeft)
        #expect(container.subviews == [to])
        #expect((container.layer.animation(forKey: kCATransition) as? CATransition)?.type.rawValue == "oglFlip")
    }
}
