import Foundation
import OpenUIKit

/// Plots of Core Animation's named timing functions and a spring, each in
/// its own panel: time across, progress up, the curve evaluated exactly.
@MainActor
enum TimingCurvePlot {
    static func render() throws -> Data {
        let curves: [(String, (Double) -> Double, CGColor)] = [
            ("linear", CAMediaTimingFunction(name: .linear).value(atTime:), .systemBlue),
            ("easeIn", CAMediaTimingFunction(name: .easeIn).value(atTime:), .systemOrange),
            ("easeOut", CAMediaTimingFunction(name: .easeOut).value(atTime:), .systemGreen),
            ("easeInEaseOut", CAMediaTimingFunction(name: .easeInEaseOut).value(atTime:), .systemPurple),
            ("default", CAMediaTimingFunction(name: .default).value(atTime:), .systemRed),
            ("spring (damping 10)", springProgress, .systemTeal),
        ]
        let panel = CGSize(width: 120, height: 120)
        let margin: CGFloat = 14
        let scale: CGFloat = 2
        let width = Int((panel.width * CGFloat(curves.count) + margin * CGFloat(curves.count + 1)) * scale)
        let height = Int((panel.height + margin * 2) * scale)
        let bitmap = Bitmap(width: width, height: height, scale: scale)
        let ctx = bitmap.context
        ctx.setFillColor(CGColor(gray: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale))
        for (index, (_, curve, color)) in curves.enumerated() {
            let origin = CGPoint(x: margin + CGFloat(index) * (panel.width + margin), y: margin)
            // Frame of the unit square; the plot leaves room for overshoot.
            let plot = CGRect(x: origin.x, y: origin.y + panel.height * 0.15, width: panel.width, height: panel.height * 0.7)
            ctx.setStrokeColor(CGColor(gray: 0.85, alpha: 1))
            ctx.setLineWidth(1)
            ctx.stroke(plot)
            ctx.setStrokeColor(color)
            ctx.setLineWidth(2)
            ctx.beginPath()
            for step in 0...200 {
                let x = Double(step) / 200
                let point = CGPoint(x: plot.minX + CGFloat(x) * plot.width, y: plot.maxY - CGFloat(curve(x)) * plot.height)
                if step == 0 { ctx.move(to: point) } else { ctx.addLine(to: point) }
            }
            ctx.strokePath()
        }
        guard let data = ctx.makeImage()?.pngData() else { throw GalleryError.encodingFailed("timing-curves") }
        return data
    }

    /// A spring released at 0 (m 1, k 100, c 10) over one second.
    static func springProgress(_ x: Double) -> Double {
        let spring = CASpringAnimation()
        let t = x * 1.2
        let omega0 = (Double(spring.stiffness) / Double(spring.mass)).squareRoot()
        let zeta = Double(spring.damping) / (2 * (Double(spring.stiffness) * Double(spring.mass)).squareRoot())
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
    }
}
