import Foundation

/// The settings of a graphics renderer: the base class of
/// ``UIGraphicsImageRendererFormat``.
///
/// A renderer copies the format it is given, so changing a format after
/// creating a renderer does not affect the renderer.
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The renderer's bounds (zero until a renderer sets them).
    open internal(set) var bounds: CGRect = .zero

    /// Creates a format with default settings.
    public required override init() {
        super.init()
    }

    /// The format that best suits the main screen.
    ///
    /// Deprecated in UIKit (iOS 11.0) in favour of ``preferred()``; the two
    /// are the same here.
    open class func `default`() -> Self {
        preferred()
    }

    /// The format that best suits the main screen.
    open class func preferred() -> Self {
        Self()
    }

    /// A copy of the format.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.bounds = bounds
        return copy
    }
}
