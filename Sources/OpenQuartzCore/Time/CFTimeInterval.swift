import Foundation

/// A time interval in seconds, as Core Foundation defines it (Linux's
/// Foundation does not export the name).
public typealias CFTimeInterval = Double
