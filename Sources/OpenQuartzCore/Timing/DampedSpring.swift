import Foundation

/// The closed-form motion of a damped harmonic oscillator released at 0
/// towards 1: `progress(at:)` is the fraction of the distance covered after
/// `t` seconds.
///
/// With ω₀ = √(k/m) and ζ = c / (2√(km)): under-damped (ζ < 1) oscillates
/// with ω_d = ω₀√(1−ζ²); critically damped (ζ = 1) is
/// 1 − e^(−ω₀t)(1 + (ω₀ − v₀)t); over-damped (ζ > 1) sums two decaying
/// exponentials. Invalid parameters (non-positive mass or stiffness,
/// negative damping, NaN) fall back to Apple's defaults (1, 100, 10).
struct DampedSpring: Equatable, Sendable {
    let omega0: Double
    let zeta: Double
    let velocity: Double

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping >= 0 ? damping : 10
        omega0 = (k / m).squareRoot()
        var z = c / (2 * (k * m).squareRoot())
        if !allowsOverdamping { z = Swift.min(z, 1) }
        zeta = z
        velocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The fraction of the distance covered at time `t` (may overshoot 1).
    func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let v0 = velocity
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega0 * t)
            // x(t) = displacement from target; x(0) = −1, x'(0) = v0.
            let a = -1.0
            let b = (zeta * omega0 * a + v0) / omegaD
            return 1 + envelope * (a * cos(omegaD * t) + b * sin(omegaD * t))
        } else if zeta == 1 {
            let a = -1.0
            let b = v0 + omega0 * a
            return 1 + exp(-omega0 * t) * (a + b * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root)
            let r2 = -omega0 * (zeta + root)
            // x = c1 e^(r1 t) + c2 e^(r2 t), x(0) = −1, x'(0) = v0.
            let c2 = (v0 + r1) / (r2 - r1)
            let c1 = -1 - c2
            return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The velocity in distances per second at time `t`.
    func velocity(at t: Double) -> Double {
        let h = 1e-4
        return (progress(at: t + h) - progress(at: Swift.max(t - h, 0))) / (t > h ? 2 * h : (t + h))
    }

    /// The first time after which |1 − progress| stays below 0.001.
    var settlingDuration: Double {
        let threshold = 0.001
        // Scan forward in small steps; springs settle within seconds, cap at 100 s.
        let step = Swift.max(0.001, 0.05 / Swift.max(omega0, 1))
        var t = 0.0
        var lastOutside = 0.0
        while t < 100 {
            if abs(1 - progress(at: t)) >= threshold || abs(velocity(at: t)) >= threshold * omega0 {
                lastOutside = t
            } else if t - lastOutside > 2 * Double.pi / Swift.max(omega0, 1e-3) {
                break
            }
            t += step
        }
        return lastOutside + step
    }

    var perceptualDuration: Double { 2 * Double.pi / omega0 }

    var bounce: Double { zeta <= 1 ? 1 - zeta : 1 / zeta - 1 }
}
