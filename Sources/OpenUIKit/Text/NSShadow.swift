import Foundation

/// A text shadow for the ``NSAttributedString/Key/shadow`` attribute.
///
/// String drawing here does not draw attribute shadows yet (a label's own
/// `shadowColor`/`shadowOffset` are drawn); the object exists so code that
/// sets one compiles and runs.
open class NSShadow: NSObject, @unchecked Sendable {
    /// The shadow's offset in points (default zero).
    open var shadowOffset: CGSize = .zero
    /// The blur radius in points (default 0).
    open var shadowBlurRadius: CGFloat = 0
    /// The colour (`UIColor`; nil: black at one-third opacity, as UIKit).
    open var shadowColor: Any?

    /// A shadow with the default values.
    public override init() {
        super.init()
    }
}
