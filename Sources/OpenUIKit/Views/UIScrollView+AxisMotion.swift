import Foundation

extension UIScrollView {
    /// How one coordinate of the content offset moves on its own (after a
    /// drag, or in an animated scroll), as a function of host media time.
    ///
    /// - Decay: `x(t) = target + (start − target) · rate^t`, `t` in
    ///   milliseconds — the content's speed falls by the deceleration rate
    ///   each millisecond and it comes to rest at `target`, the projection
    ///   `start − v / ln(rate)` of its release speed `v`. If `target` lies
    ///   beyond an edge of the allowed offsets, the decay runs until it
    ///   crosses that edge, then bounces (a spring back to the edge, from
    ///   the speed it had) or, without bouncing, stops there.
    /// - Spring: a critically damped spring (mass 1, stiffness 100 — an
    ///   OpenUIKit choice that looks like iOS's bounce; Apple does not
    ///   document one) pulls the offset to `anchor`: bouncing back past an
    ///   edge, paging.
    /// - Curve: an animated scroll along a timing function.
    ///
    /// The motion comes to rest exactly on its end value once it is within
    /// half a pixel of it (a spring also needs to be nearly still).
    struct AxisMotion {
        enum Phase {
            case decay(start: CGFloat, target: CGFloat, rate: CGFloat)
            case spring(anchor: CGFloat, displacement: CGFloat, velocity: CGFloat)
            case curve(start: CGFloat, end: CGFloat, duration: TimeInterval, function: CAMediaTimingFunction)
            case rest(CGFloat)
        }

        /// The spring's angular frequency (√(stiffness / mass)), per second.
        static let springFrequency: CGFloat = 10

        private var phase: Phase
        /// When the current phase started, in media time.
        private var startTime: TimeInterval
        /// The allowed offsets.
        let range: ClosedRange<CGFloat>
        /// Whether crossing an edge bounces (else the motion stops there).
        let bounces: Bool
        /// How close to its end value the motion comes to rest.
        let restDistance: CGFloat

        init(_ phase: Phase, at time: TimeInterval, range: ClosedRange<CGFloat>, bounces: Bool, restDistance: CGFloat) {
            self.phase = phase
            self.startTime = time
            self.range = range
            self.bounces = bounces
            self.restDistance = restDistance
        }

        /// A motion that stays at `offset`.
        static func resting(at offset: CGFloat) -> AxisMotion {
            AxisMotion(.rest(offset), at: 0, range: offset...offset, bounces: false, restDistance: 0)
        }

        /// Whether the motion has come to rest.
        var isResting: Bool {
            if case .rest = phase { return true }
            return false
        }

        /// The offset at `time`; moves on to the next phase when the
        /// current one crosses an edge or settles.
        mutating func offset(at time: TimeInterval) -> CGFloat {
            let elapsed = Swift.max(0, time - startTime)
            switch phase {
            case .rest(let offset):
                return offset
            case let .curve(start, end, duration, function):
                guard elapsed < duration else { return settle(at: end) }
                return start + (end - start) * CGFloat(function.value(atTime: elapsed / duration))
            case let .decay(start, target, rate):
                return decayOffset(start: start, target: target, rate: rate, elapsed: elapsed, time: time)
            case let .spring(anchor, displacement, velocity):
                let omega = Self.springFrequency
                let t = CGFloat(elapsed)
                let growth = velocity + omega * displacement
                let decay = exp(-omega * t)
                let offset = anchor + (displacement + growth * t) * decay
                let speed = (velocity - omega * growth * t) * decay
                if abs(offset - anchor) < restDistance && abs(speed) < omega * restDistance {
                    return settle(at: anchor)
                }
                return offset
            }
        }

        private mutating func decayOffset(
            start: CGFloat, target: CGFloat, rate: CGFloat, elapsed: TimeInterval, time: TimeInterval
        ) -> CGFloat {
            let logRate = log(rate)
            if let edge = edgeBeyond(target), (start - edge) * (target - edge) <= 0 {
                let crossing = Swift.max(0, log((edge - target) / (start - target)) / logRate)
                if CGFloat(elapsed) * 1000 >= crossing {
                    guard bounces else { return settle(at: edge) }
                    let position = target + (start - target) * pow(rate, crossing)
                    let speed = (position - target) * logRate * 1000
                    phase = .spring(anchor: edge, displacement: position - edge, velocity: speed)
                    startTime += TimeInterval(crossing / 1000)
                    return offset(at: time)
                }
            }
            let offset = target + (start - target) * pow(rate, CGFloat(elapsed) * 1000)
            if abs(offset - target) < restDistance { return settle(at: target) }
            return offset
        }

        /// The edge `value` lies beyond, if any.
        private func edgeBeyond(_ value: CGFloat) -> CGFloat? {
            if value > range.upperBound { return range.upperBound }
            if value < range.lowerBound { return range.lowerBound }
            return nil
        }

        private mutating func settle(at offset: CGFloat) -> CGFloat {
            phase = .rest(offset)
            return offset
        }
    }
}
