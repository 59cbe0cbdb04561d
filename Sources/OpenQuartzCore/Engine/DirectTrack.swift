import Foundation

/// A basic or spring animation of one numeric layer field, compiled so
/// that evaluating it reads and writes the field directly, on lanes of
/// doubles, instead of through ``AnimatableValue``s.
///
/// Made when an animation is added, and only where the result is the same
/// as the general evaluation's: a built-in numeric field (``DirectField``),
/// not additive, not cumulative, no value function, every given value of
/// the field's kind, and no `byValue` on a rectangle (whose general
/// subtraction standardises the rectangle). Everything else is evaluated
/// the general way. A class, so evaluating shares it instead of copying it.
final class DirectTrack {
    typealias Lanes = DirectField.Lanes

    let field: DirectField
    let from: Lanes?
    let to: Lanes?
    let by: Lanes?
    let previous: Lanes?
    /// The spring that gives a spring animation's progress.
    let spring: DampedSpring?

    /// The direct form of a basic or spring animation, or nil when `kind`
    /// must be evaluated the general way.
    convenience init?(_ kind: CompiledAnimation.Kind) {
        switch kind {
        case .basic(let target, let values): self.init(target: target, values: values, spring: nil)
        case .spring(let target, let values, let spring): self.init(target: target, values: values, spring: spring)
        default: return nil
        }
    }

    private init?(target: CompiledAnimation.PropertyTarget, values: CompiledAnimation.BasicValues, spring: DampedSpring?) {
        guard !target.isAdditive, !target.isCumulative, target.valueFunction == nil,
              let field = DirectField(target.keyPath) else { return nil }
        if values.by != nil && field.kind == .rect { return nil }
        // Each given value converted (nil when not given); a value the
        // field cannot take makes the whole track general.
        var convertible = true
        func convert(_ value: AnimatableValue?) -> Lanes? {
            guard let value else { return nil }
            guard let converted = field.lanes(of: value) else {
                convertible = false
                return nil
            }
            return converted
        }
        let lanes = (convert(values.from), convert(values.to), convert(values.by), convert(values.previous))
        guard convertible else { return nil }
        self.field = field
        (from, to, by, previous) = lanes
        self.spring = spring
    }

    /// Writes the value at eased progress `progress` into `state`. The start and
    /// end follow Core Animation's from/to/by table, with the field's
    /// current value in `state` wherever the table needs it.
    func apply(to state: inout LayerState, progress: Double) {
        let a: Lanes, b: Lanes
        switch (from, to, by) {
        case (let f?, let e?, _): (a, b) = (f, e)
        case (let f?, nil, let d?): (a, b) = (f, f + d)
        case (nil, let e?, let d?): (a, b) = (e - d, e)
        case (let f?, nil, nil): (a, b) = (f, field.read(from: state))
        case (nil, let e?, nil): (a, b) = (field.read(from: state), e)
        case (nil, nil, let d?):
            let base = field.read(from: state)
            (a, b) = (base, base + d)
        case (nil, nil, nil):
            let base = field.read(from: state)
            (a, b) = (previous ?? base, base)
        }
        field.write(a + (b - a) * progress, into: &state)
    }
}
