import Foundation
import OpenUIKit

/// Measures what the moving views show, for ``TransitionProgressSample``:
/// the presentation-layer frame, opacity and transform of the presented
/// view and of the presenting view, as one vector per sample.
@MainActor
struct ProgressProbe {
    private let layers: [CALayer]
    private var states: [(time: TimeInterval, values: [Double])] = []

    init(presented: UIViewController, presenting: UIViewController?) {
        let moving = presented.presentationController?.presentedView ?? presented.view!
        layers = [moving.layer] + [presenting?.view.layer].compactMap { $0 }
    }

    mutating func sample(at time: TimeInterval) {
        var values: [Double] = []
        for layer in layers {
            let shown = layer.presentation() ?? layer
            let frame = shown.frame, t = shown.transform
            values += [frame.minX, frame.minY, frame.width, frame.height, Double(shown.opacity) * 100]
            values += [t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33].map { Double($0) * 100 }
        }
        states.append((time, values))
    }

    /// Each state's distance from the first over the last's.
    var samples: [TransitionProgressSample] {
        guard let first = states.first, let last = states.last else { return [] }
        func distance(_ a: [Double], _ b: [Double]) -> Double {
            zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        }
        let span = distance(first.values, last.values)
        return states.map { state in
            TransitionProgressSample(time: state.time, value: span > 1e-9 ? distance(first.values, state.values) / span : 0)
        }
    }
}
