import Foundation

extension CoreAnimationState {
    /// Everything Core Animation keeps for one app outside its layers. A
    /// ``CARuntime`` owns one and lends it to the engine while it is
    /// current; every per-app value the engine keeps is a field here, so a
    /// new runtime starts with nothing of an earlier one.
    struct Storage {
        /// This storage's number, unique in the process: the home of the
        /// layers made while it was current (``CALayer/Stored/homeSerial``).
        let serial: Int
        /// How many commits have happened.
        var commitCount = 0
        /// How many times the renderers were told to release what they keep
        /// (``CARenderer/releaseBackingStores()``).
        var backingStoreReleases = 0
        /// The open transactions, outermost first.
        var stack: [TransactionFrame] = []
        /// Animations added in the open transaction, with their layers
        /// (held until the commit, like the layers marked for layout).
        var pendingAnimations = RoundList<(layer: CALayer, entry: LayerAnimationEntry)>()
        /// Layers marked for layout or display in the open transaction,
        /// held until its commit (a weak reference would give every such
        /// layer a side table); the commit skips those it is the last to hold.
        var layoutCandidates = RoundList<CALayer>()
        var displayCandidates = RoundList<CALayer>()
        /// Layers with committed animations, in the order they got their
        /// first. Held strongly (a weak reference would give every animated
        /// layer a side table, which makes each retain and release of it
        /// slow); the animation tick drops the layers it is the last to
        /// hold, so a layer the app let go of ends at the next frame, its
        /// animations with it.
        var animatedLayers: [CALayer] = []
        var animatedMembers: Set<ObjectIdentifier> = []
        /// Delegate calls and completion blocks due at the end of the frame.
        var callbacks = RoundList<FrameCallback>()
        /// The last generated animation key's number.
        var keyCounter = 0
        /// Whether a commit is running.
        var isCommitting = false
        /// Display links added to a run loop, in the order they were added.
        var displayLinks: [CADisplayLink] = []

        /// Empty storage numbered `serial`.
        init(serial: Int) {
            self.serial = serial
        }

        /// Whether a transaction is open, an animation runs, a callback
        /// waits or a display link is active in `storage`: another turn would
        /// change something. In place (`inout`): reading a property of the
        /// storage itself would copy it, retaining every array and list in
        /// it — this is asked several times a frame turn.
        @MainActor static func hasPendingWork(_ storage: inout Storage) -> Bool {
            !storage.stack.isEmpty || !storage.animatedLayers.isEmpty || !storage.pendingAnimations.isEmpty
                || !storage.callbacks.isEmpty || storage.displayLinks.contains { !$0.isPaused }
        }
    }
}
