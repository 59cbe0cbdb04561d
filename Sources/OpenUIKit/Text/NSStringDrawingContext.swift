import Foundation

/// Options and results of one string drawing or measuring call.
///
/// Set ``minimumScaleFactor`` below 1 to let single-line text shrink to fit
/// the width; after the call ``actualScaleFactor`` is the scale used and
/// ``totalBounds`` the bounds of the text.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to (default 0: no shrinking).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used by the last call (1 when the text was not shrunk).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text drawn or measured by the last call.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context with the default values.
    public override init() {
        super.init()
    }
}
