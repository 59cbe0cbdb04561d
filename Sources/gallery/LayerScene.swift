import Foundation
import OpenUIKit

/// A small layer tree with animations, to be filmed.
@MainActor
struct LayerScene {
    let name: String
    let summary: String
    /// How long the animation runs.
    let duration: Double
    /// Builds the scene's root layer (size `LayerScene.size`) and adds its
    /// animations; called after the clock is installed.
    let build: () -> CALayer

    static let size = CGSize(width: 160, height: 120)

    static let all: [LayerScene] = [
        LayerScene(name: "spring", summary: "a square on a CASpringAnimation (position.x), overshooting", duration: 1.2) {
            let root = background()
            let square = box(CGRect(x: 16, y: 44, width: 32, height: 32), color: .systemBlue, radius: 6)
            root.addSublayer(square)
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 32
            spring.toValue = 104
            spring.damping = 7
            spring.duration = 1.2
            square.position.x = 104
            square.add(spring, forKey: "spring")
            return root
        },
        LayerScene(name: "keyframe-path", summary: "a dot following a curved path with rotationMode auto", duration: 1) {
            let root = background()
            let arrow = box(CGRect(x: 0, y: 0, width: 24, height: 10), color: .systemOrange, radius: 3)
            root.addSublayer(arrow)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 20, y: 90))
            path.addCurve(to: CGPoint(x: 140, y: 60), control1: CGPoint(x: 50, y: -30), control2: CGPoint(x: 100, y: 170))
            let follow = CAKeyframeAnimation(keyPath: "position")
            follow.path = path
            follow.rotationMode = .rotateAuto
            follow.calculationMode = .paced
            follow.duration = 1
            arrow.position = CGPoint(x: 140, y: 60)
            arrow.add(follow, forKey: "follow")
            return root
        },
        LayerScene(name: "flip", summary: "a card turning about y with perspective (m34), double-sided", duration: 1) {
            let root = background()
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 300
            root.sublayerTransform = perspective
            let card = box(CGRect(x: 40, y: 20, width: 80, height: 80), color: .systemPurple, radius: 10)
            card.addSublayer(box(CGRect(x: 10, y: 10, width: 30, height: 30), color: .white, radius: 15))
            root.addSublayer(card)
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            turn.fromValue = 0
            turn.toValue = Double.pi
            turn.duration = 1
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            card.add(turn, forKey: "turn")
            return root
        },
        LayerScene(name: "push-transition", summary: "a CATransition of type push from the right", duration: 0.8) {
            let root = background()
            let panel = box(CGRect(x: 20, y: 20, width: 120, height: 80), color: .systemGreen, radius: 0)
            panel.masksToBounds = true
            root.addSublayer(panel)
            CATransaction.flush()
            let push = CATransition()
            push.type = .push
            push.subtype = .fromRight
            push.duration = 0.8
            panel.add(push, forKey: kCATransition)
            CATransaction.setDisableActions(true)
            panel.backgroundColor = CGColor.systemRed
            return root
        },
        LayerScene(name: "shadow-morph", summary: "corner radius, shadow and group opacity animating together", duration: 1) {
            let root = background()
            let tile = box(CGRect(x: 45, y: 25, width: 70, height: 70), color: .systemTeal, radius: 0)
            tile.shadowOpacity = 0.5
            tile.shadowOffset = CGSize(width: 0, height: 6)
            tile.addSublayer(box(CGRect(x: 20, y: 20, width: 50, height: 50), color: .systemYellow, radius: 0))
            root.addSublayer(tile)
            let group = CAAnimationGroup()
            let corner = CABasicAnimation(keyPath: "cornerRadius")
            corner.fromValue = 0
            corner.toValue = 35
            let shadow = CABasicAnimation(keyPath: "shadowRadius")
            shadow.fromValue = 0
            shadow.toValue = 12
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.4
            group.animations = [corner, shadow, fade]
            group.duration = 1
            tile.cornerRadius = 35
            tile.shadowRadius = 12
            tile.opacity = 0.4
            tile.add(group, forKey: "morph")
            return root
        },
    ]

    static func background() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(gray: 0.97, alpha: 1)
        return root
    }

    static func box(_ frame: CGRect, color: CGColor, radius: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        layer.cornerRadius = radius
        return layer
    }
}

extension CGColor {
    static let systemBlue = CGColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    static let systemOrange = CGColor(red: 1, green: 0.584, blue: 0, alpha: 1)
    static let systemPurple = CGColor(red: 0.686, green: 0.322, blue: 0.871, alpha: 1)
    static let systemGreen = CGColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1)
    static let systemRed = CGColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
    static let systemTeal = CGColor(red: 0.188, green: 0.69, blue: 0.78, alpha: 1)
    static let systemYellow = CGColor(red: 1, green: 0.8, blue: 0, alpha: 1)
}
