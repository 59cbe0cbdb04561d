import Foundation

/// Everything Core Animation keeps for one app: the media clock, the
/// transaction stack and the animations in flight, the display links, and
/// the frame pipeline that runs the app's run-loop turns. An
/// OpenQuartzCore addition.
///
/// Core Animation on Apple's systems keeps this state once per process.
/// OpenQuartzCore keeps it in a runtime object so that a host can start an
/// app afresh by making a new runtime current — a test host does this for
/// every test, as swift-nio's `EmbeddedEventLoop` gives each test its own
/// loop — and nothing an earlier app left behind (an animation, a
/// transaction, a display link, a callback) can reach the next one.
///
/// Every Core Animation entry point (`CATransaction`, `CALayer`,
/// `CADisplayLink`, ``CAFramePipeline/main``, `CACurrentMediaTime()`)
/// works on the state of ``current``. A runtime is made on first use, with
/// a virtual clock at 0, when no host made one current. Layers and
/// animations belong to the runtime that was current when they were made;
/// a layer added to a tree of another runtime is adopted by it (its
/// pending layout and display are requested there, its animations of the
/// other runtime are dropped without callbacks).
@preconcurrency @MainActor
public final class CARuntime {
    /// The runtime every Core Animation entry point uses. (Exclusivity
    /// unchecked: read on every entry point, never accessed overlapping.)
    @exclusivity(unchecked) public private(set) static var current: CARuntime = {
        let runtime = CARuntime()
        runtime.lend()
        CAMediaClockRegistry.install(runtime.clock)
        return runtime
    }()

    /// The clock `CACurrentMediaTime()` reads while this runtime is current.
    public let clock: any CAMediaClock
    /// Whether commits lay out and display only the trees of host roots
    /// (``CALayer/isHostRoot``), as Core Animation does for the trees its
    /// render contexts show; other trees keep their needs until they join
    /// one. Off by default (a plain Core Animation app commits every tree);
    /// the UIKit runtime turns it on, with windows as host roots.
    package var commitsOnlyHostedTrees = false
    /// The pipeline that runs this app's run-loop turns.
    public private(set) lazy var pipeline = CAFramePipeline(runtime: self)
    /// This runtime's Core Animation state while another runtime is
    /// current; while this one is current the engine holds it
    /// (``CoreAnimationState/storage``) and this holds an empty one.
    private var parked: CoreAnimationState.Storage
    private static var storageSerials = 0

    /// Creates a runtime with no layers, animations or display links whose
    /// time comes from `clock` (a virtual clock at 0 by default). It is
    /// not used until ``makeCurrent()``.
    public init(clock: any CAMediaClock = CAVirtualMediaClock()) {
        self.clock = clock
        Self.storageSerials += 1
        parked = CoreAnimationState.Storage(serial: Self.storageSerials)
    }

    /// Makes this runtime the one Core Animation uses — its state goes to
    /// the engine, the previous runtime takes its own back — and installs
    /// its clock as the source of `CACurrentMediaTime()`.
    public func makeCurrent() {
        let previous = Self.current
        if previous !== self {
            previous.takeBack()
            lend()
            Self.current = self
        }
        CAMediaClockRegistry.install(clock)
    }

    /// Whether this runtime is the current one.
    public var isCurrent: Bool { Self.current === self }

    /// Whether this runtime's Core Animation has work another turn would
    /// advance (read from the engine while current, else from its storage).
    var hasPendingWork: Bool {
        isCurrent
            ? CoreAnimationState.Storage.hasPendingWork(&CoreAnimationState.current.storage)
            : CoreAnimationState.Storage.hasPendingWork(&parked)
    }

    /// Gives this runtime's state to the engine.
    private func lend() {
        swap(&parked, &CoreAnimationState.current.storage)
    }

    /// Takes this runtime's state back from the engine.
    private func takeBack() {
        swap(&parked, &CoreAnimationState.current.storage)
    }
}
