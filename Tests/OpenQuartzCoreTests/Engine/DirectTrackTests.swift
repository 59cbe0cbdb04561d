import Foundation
import Testing
@testable import OpenQuartzCore

/// Animations of plain numeric fields are evaluated directly on the field
/// (``DirectTrack``); the result is exactly the general evaluation's.
@MainActor
@Suite struct DirectTrackTests {
    /// Which of from, to and by an animation sets (none: the layer's
    /// previous value to its model value).
    enum Values: CaseIterable, Sendable { case fromTo, fromOnly, toOnly, byOnly, fromBy, toBy, none }

    nonisolated static let keyPaths = [
        "opacity", "zPosition", "anchorPointZ", "cornerRadius", "borderWidth", "shadowOpacity", "shadowRadius",
        "contentsScale", "rasterizationScale", "position", "position.x", "position.y", "anchorPoint",
        "anchorPoint.x", "anchorPoint.y", "bounds", "bounds.origin", "bounds.size", "bounds.origin.x",
        "bounds.origin.y", "bounds.size.width", "bounds.size.height", "contentsRect", "contentsCenter",
        "shadowOffset", "shadowOffset.width", "shadowOffset.height", "backgroundColor", "borderColor",
        "shadowColor", "transform.rotation.z", "transform.rotation.x", "transform.scale", "transform.scale.y",
        "transform.translation.x", "transform.translation.z", "sublayerTransform.rotation.z",
    ]

    /// A model with every field away from its default (and a rotated
    /// transform, so transform components are read by decomposition).
    static func model() -> LayerState {
        var state = LayerState()
        state.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        state.position = CGPoint(x: 5, y: 6)
        state.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        state.opacity = 0.7
        state.cornerRadius = 3
        state.borderWidth = 2
        state.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        state.shadowOffset = CGSize(width: 1, height: -2)
        state.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        state.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        return state
    }

    /// Three sample values of the field's kind (from, to, by).
    static func samples(for kind: DirectField.Kind) -> (Any, Any, Any) {
        switch kind {
        case .number: (0.25, 0.75, 0.5)
        case .point: (CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 80), CGPoint(x: -4, y: 9))
        case .size: (CGSize(width: 10, height: 20), CGSize(width: 50, height: 80), CGSize(width: 3, height: -7))
        case .rect: (CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 5, y: 5, width: 50, height: 80),
                     CGRect(x: 1, y: 1, width: 2, height: 2))
        case .color: (CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 0),
                      CGColor(red: 0, green: 0.5, blue: 0, alpha: 0.5))
        }
    }

    static func animation(_ keyPath: String, _ values: Values) -> (CABasicAnimation, previous: AnimatableValue?) {
        let kind = DirectField(LayerKeyPath(keyPath))!.kind
        let (from, to, by) = samples(for: kind)
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        switch values {
        case .fromTo: (animation.fromValue, animation.toValue) = (from, to)
        case .fromOnly: animation.fromValue = from
        case .toOnly: animation.toValue = to
        case .byOnly: animation.byValue = by
        case .fromBy: (animation.fromValue, animation.byValue) = (from, by)
        case .toBy: (animation.toValue, animation.byValue) = (to, by)
        case .none: break
        }
        return (animation, values == .none ? AnimatableValue(from) : nil)
    }

    /// Every built-in property of `state`, as the general evaluation reads it.
    static func everything(in state: LayerState) -> [AnimatableValue] {
        let properties: [LayerProperty] = [
            .bounds, .position, .zPosition, .anchorPoint, .anchorPointZ, .transform, .sublayerTransform,
            .opacity, .backgroundColor, .cornerRadius, .borderWidth, .borderColor, .shadowColor,
            .shadowOpacity, .shadowOffset, .shadowRadius, .contentsRect, .contentsCenter, .contentsScale,
            .rasterizationScale,
        ]
        return properties.map { state.wholeValue(of: .builtIn($0), defaults: { _ in .number(0) }) }
    }

    /// The state after applying `compiled` at `time` to the model.
    static func evaluate(_ compiled: CompiledAnimation, at time: Double) -> LayerState {
        var state = model()
        compiled.apply(to: &state, parentTime: time, defaults: { _ in .number(0) })
        return state
    }

    @Test(arguments: keyPaths, Values.allCases)
    func aDirectTrackWritesExactlyWhatTheGeneralEvaluationWrites(keyPath: String, values: Values) {
        let (animation, previous) = Self.animation(keyPath, values)
        let direct = CompiledAnimation(animation, layer: CALayer(), previous: previous, inheritedDuration: 0.25)
        let general = Self.general(direct)
        for time in [0, 0.1, 0.5, 0.9, 0.999] {
            #expect(Self.everything(in: Self.evaluate(direct, at: time))
                == Self.everything(in: Self.evaluate(general, at: time)), "\(keyPath) at \(time)")
        }
    }

    @Test(arguments: keyPaths)
    func aBasicAnimationOfANumericFieldIsCompiledToADirectTrack(keyPath: String) {
        let (animation, _) = Self.animation(keyPath, .fromTo)
        let compiled = CompiledAnimation(animation, layer: CALayer(), previous: nil, inheritedDuration: 0.25)
        #expect(compiled.directTrack != nil, "\(keyPath) is evaluated the general way")
    }

    @Test func aSpringAnimationOfANumericFieldWritesWhatTheGeneralEvaluationWrites() {
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 0, y: 0)
        spring.toValue = CGPoint(x: 100, y: 40)
        spring.duration = spring.settlingDuration
        let direct = CompiledAnimation(spring, layer: CALayer(), previous: nil, inheritedDuration: 0.25)
        #expect(direct.directTrack != nil, "the spring is evaluated the general way")
        let general = Self.general(direct)
        for time in [0, 0.05, 0.2, 0.4, spring.duration * 0.9] {
            #expect(Self.everything(in: Self.evaluate(direct, at: time))
                == Self.everything(in: Self.evaluate(general, at: time)), "at \(time)")
        }
    }

    @Test func additiveAnimationsAreEvaluatedTheGeneralWay() {
        let animation = CABasicAnimation(keyPath: "position")
        animation.isAdditive = true
        animation.fromValue = CGPoint(x: 1, y: 1)
        #expect(Self.isGeneral(animation))
    }

    @Test func cumulativeAnimationsAreEvaluatedTheGeneralWay() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.isCumulative = true
        animation.fromValue = 0.5
        #expect(Self.isGeneral(animation))
    }

    @Test func animationsWithAValueFunctionAreEvaluatedTheGeneralWay() {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        animation.fromValue = 0.5
        #expect(Self.isGeneral(animation))
    }

    @Test func aValueOfTheWrongKindIsEvaluatedTheGeneralWay() {
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = 3.0
        animation.toValue = CGPoint(x: 1, y: 1)
        #expect(Self.isGeneral(animation))
    }

    @Test func aRectangleByValueIsEvaluatedTheGeneralWay() {
        let animation = CABasicAnimation(keyPath: "bounds")
        animation.byValue = CGRect(x: 0, y: 0, width: -10, height: 5)
        #expect(Self.isGeneral(animation))
    }

    @Test func wholeTransformsAndCustomKeysAreEvaluatedTheGeneralWay() {
        for keyPath in ["transform", "sublayerTransform", "transform.translation", "myValue", "hidden", "shadowPath"] {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = 1.0
            #expect(Self.isGeneral(animation), "\(keyPath)")
        }
    }

    static func isGeneral(_ animation: CABasicAnimation) -> Bool {
        CompiledAnimation(animation, layer: CALayer(), previous: nil, inheritedDuration: 0.25).directTrack == nil
    }

    /// The same animation, evaluated the general way.
    static func general(_ compiled: CompiledAnimation) -> CompiledAnimation {
        let general = CompiledAnimation(
            timing: compiled.timing, timingFunction: compiled.timingFunction, kind: compiled.kind,
            evaluatesDirectly: false)
        #expect(general.directTrack == nil)
        return general
    }
}
