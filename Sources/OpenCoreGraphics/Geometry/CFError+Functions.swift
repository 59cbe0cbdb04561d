import Foundation

/// The error's code (`CFErrorGetCode`).
public func CFErrorGetCode(_ err: CFError!) -> CFIndex {
    err.code
}

/// The error's domain (`CFErrorGetDomain`).
public func CFErrorGetDomain(_ err: CFError!) -> CFString! {
    NSString(string: err.domain)
}

/// A description of the error for a user (`CFErrorCopyDescription`): its
/// localized description. Swift manages the result; nothing to release.
public func CFErrorCopyDescription(_ err: CFError!) -> CFString! {
    NSString(string: err.localizedDescription)
}
