import Foundation

/// Core Foundation's data type, as Core Graphics' and Core Text's
/// functions take it: `data as CFData` gives an `NSData` here
/// (swift-corelibs-foundation has no `CFData` type for Swift code).
///
/// Difference from Apple platforms: `CFData` is `NSData` itself, not a
/// toll-free-bridged Core Foundation type; the `CFData…` functions do not
/// exist.
public typealias CFData = NSData

/// Core Foundation's string type: `"name" as CFString` gives an `NSString`
/// here; `cfString as String` works as on Apple platforms.
///
/// Difference from Apple platforms: `CFString` is `NSString` itself; the
/// `CFString…` functions do not exist.
public typealias CFString = NSString

/// Core Foundation's URL type: `url as CFURL` gives an `NSURL` here.
///
/// Difference from Apple platforms: `CFURL` is `NSURL` itself; the
/// `CFURL…` functions do not exist.
public typealias CFURL = NSURL

/// Core Foundation's error type, as `Unmanaged<CFError>` out-parameters
/// return it (`CTFontManagerRegisterGraphicsFont(font, &error)`):
/// `error.takeRetainedValue()` gives an `NSError` with the domain, code
/// and description Apple's would have.
///
/// Difference from Apple platforms: `CFError` is `NSError` itself; of the
/// `CFError…` functions, `CFErrorGetCode`, `CFErrorGetDomain` and
/// `CFErrorCopyDescription` exist (what font-registration code calls).
public typealias CFError = NSError

/// Core Foundation's signed index and count type (`Int`, as on Apple
/// platforms).
public typealias CFIndex = Int
