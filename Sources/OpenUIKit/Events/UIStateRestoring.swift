import Foundation

/// An object whose state is preserved and restored with the interface's:
/// view controllers and views are; any other object is once it is
/// registered (``UIApplication/registerObject(forStateRestoration:restorationIdentifier:)``)
/// and a preserved object encodes it.
///
/// Every requirement has a default (UIKit's are optional): no parent, no
/// restoration class, nothing encoded or decoded.
@preconcurrency @MainActor
public protocol UIStateRestoring: AnyObject {
    /// The object whose restoration path this one's continues (nil: its
    /// path is its identifier alone).
    var restorationParent: (any UIStateRestoring)? { get }
    /// The class asked to make the object at restoration (nil: an object
    /// registered at launch with the same path is used).
    var objectRestorationClass: (any UIObjectRestoration.Type)? { get }
    /// Saves the object's state.
    func encodeRestorableState(with coder: NSCoder)
    /// Restores what ``encodeRestorableState(with:)`` saved.
    func decodeRestorableState(with coder: NSCoder)
    /// Called once every restored object has decoded its state.
    func applicationFinishedRestoringState()
}

extension UIStateRestoring {
    /// None.
    public var restorationParent: (any UIStateRestoring)? { nil }
    /// None.
    public var objectRestorationClass: (any UIObjectRestoration.Type)? { nil }
    /// Saves nothing.
    public func encodeRestorableState(with coder: NSCoder) {}
    /// Restores nothing.
    public func decodeRestorableState(with coder: NSCoder) {}
    /// Does nothing.
    public func applicationFinishedRestoringState() {}
}

/// A class that makes objects (not view controllers) during state
/// restoration: an object's ``UIStateRestoring/objectRestorationClass``.
@preconcurrency @MainActor
public protocol UIObjectRestoration {
    /// The object for the restoration path `identifierComponents`, or nil
    /// to leave it out. `coder` holds what it encoded.
    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> (any UIStateRestoring)?
}
