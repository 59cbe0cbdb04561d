import Foundation

/// Core Foundation's array type, as Core Graphics' functions take it:
/// `[...] as CFArray` gives an `NSArray` here (swift-corelibs-foundation
/// has no `CFArray` type for Swift code).
///
/// Difference from Apple platforms: `CFArray` is `NSArray` itself, not a
/// toll-free-bridged Core Foundation type; `CFArrayGetCount` and the other
/// `CFArray…` functions do not exist.
public typealias CFArray = NSArray
