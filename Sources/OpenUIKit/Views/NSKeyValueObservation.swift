import Foundation

/// An observation made with ``UIView/observe(_:options:changeHandler:)``:
/// it lasts while this object lives, or until ``invalidate()``.
///
/// Difference from Foundation's key-value observing, forced by Linux (no
/// Objective-C runtime to intercept setters): a view's observations are
/// checked when one of the setters OpenUIKit watches runs — its bounds,
/// centre and transform (so `frame`, `bounds`, `center`, `transform` and a
/// scroll view's `contentOffset`, with one report for a `frame` set),
/// `alpha`, `isHidden`, `backgroundColor`, `tintColor`,
/// `isUserInteractionEnabled`, a scroll view's `contentSize` and
/// `contentInset`, a label's `text` and `attributedText`, a control's
/// `isEnabled`, `isSelected` and `isHighlighted`, an image view's `image`
/// (and anything computed from them) — and the handler runs when the
/// observed value differs from the last one reported (for `Equatable`
/// values; others on every such set). Other properties report only
/// `.initial`. `.prior` is not delivered.
@preconcurrency @MainActor
public final class NSKeyValueObservation {
    /// Reads the value, compares it with the last one and calls the handler.
    private var check: (@MainActor () -> Void)?
    /// The observed object (the registry's key).
    private let objectIdentifier: ObjectIdentifier
    /// The runtime whose registry holds it.
    private weak var runtime: UIKitRuntime?

    init(object: AnyObject, check: @escaping @MainActor () -> Void) {
        self.objectIdentifier = ObjectIdentifier(object)
        self.check = check
        self.runtime = UIKitRuntime.current
    }

    /// Stops the observation (the handler is not called again).
    public func invalidate() {
        guard check != nil else { return }
        check = nil
        runtime?.keyValueObservations.remove(self, of: objectIdentifier)
    }

    /// Runs the check (the observed object may have changed).
    func run() { check?() }

    deinit {
        let identifier = objectIdentifier
        let runtime = runtime
        MainActor.assumeIsolated { runtime?.keyValueObservations.removeDeallocated(of: identifier) }
    }
}
