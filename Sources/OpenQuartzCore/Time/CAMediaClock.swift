import Foundation
import Synchronization

/// A source of media time, given by the host to its ``CARuntime``.
///
/// Core Animation reads a single clock, `CACurrentMediaTime()`. On Apple
/// platforms that is the machine's monotonic clock; in OpenQuartzCore the
/// host decides: a window host makes a runtime with a real monotonic
/// source, a test host one with a ``CAVirtualMediaClock`` that moves only
/// when told. Library code never reads any other clock. An OpenQuartzCore
/// addition.
public protocol CAMediaClock: AnyObject, Sendable {
    /// The current media time in seconds.
    var mediaTime: CFTimeInterval { get }
}

/// A clock that moves only when told: the deterministic time source for
/// tests, headless rendering and benchmarks. An OpenQuartzCore addition.
///
/// Thread-safe; setting `mediaTime` backwards is allowed (time travel for
/// tests) but animations that already finished stay finished.
public final class CAVirtualMediaClock: CAMediaClock {
    private let time: Mutex<CFTimeInterval>

    /// Creates a clock reading `startTime`.
    public init(startTime: CFTimeInterval = 0) {
        time = Mutex(startTime)
    }

    /// The current virtual time; assign to jump.
    public var mediaTime: CFTimeInterval {
        get { time.withLock { $0 } }
        set { time.withLock { $0 = newValue } }
    }

    /// Moves the clock forward by `seconds` (ignored unless finite and ≥ 0).
    public func advance(by seconds: CFTimeInterval) {
        guard seconds.isFinite, seconds >= 0 else { return }
        time.withLock { $0 += seconds }
    }
}

/// The clock `CACurrentMediaTime()` reads: the current ``CARuntime``'s,
/// installed by ``CARuntime/makeCurrent()`` and readable from any thread.
enum CAMediaClockRegistry {
    private static let installed = Mutex<any CAMediaClock>(CAVirtualMediaClock())

    /// The installed clock. Until a runtime is made current, a virtual clock at 0.
    static var current: any CAMediaClock {
        installed.withLock { $0 }
    }

    /// Makes `clock` the source of `CACurrentMediaTime()`.
    static func install(_ clock: any CAMediaClock) {
        installed.withLock { $0 = clock }
    }
}

/// The current media time, in seconds, from the host's clock.
///
/// See ``CAMediaClock``: in a window this is monotonic host time; under a
/// test host it is virtual time that advances frame by frame. Readable from
/// any thread; it is the clock of the runtime made current last.
public func CACurrentMediaTime() -> CFTimeInterval {
    CAMediaClockRegistry.current.mediaTime
}
