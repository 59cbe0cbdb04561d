import Foundation

/// The state Core Animation keeps outside layers: the transaction stack,
/// what the next commit must do, the animations in flight and the callbacks
/// waiting for the end of the frame.
///
/// One instance, on the main actor (Core Animation's equivalent lives
/// partly in the render server). Internal: hosts drive it through
/// ``CAFramePipeline`` and ``CATransaction``.
@MainActor
final class CoreAnimationState {
    static let shared = CoreAnimationState()

    /// How many commits have happened.
    @exclusivity(unchecked) private(set) var commitCount = 0
    @exclusivity(unchecked) private var stack: [TransactionFrame] = []
    /// Animations added in the open transaction, with their layers (held
    /// until the commit, like the layers marked for layout).
    @exclusivity(unchecked) private var pendingAnimations: [(layer: CALayer, entry: LayerAnimationEntry)] = []
    /// Layers marked for layout or display in the open transaction, held
    /// until its commit (a weak reference would give every such layer a
    /// side table); the commit skips those it is the last to hold.
    @exclusivity(unchecked) private var layoutCandidates: [CALayer] = []
    @exclusivity(unchecked) private var displayCandidates: [CALayer] = []
    /// Layers with committed animations, in the order they got their first.
    /// Held strongly (a weak reference would give every animated layer a
    /// side table, which makes each retain and release of it slow); the
    /// animation tick drops the layers it is the last to hold, so a layer
    /// the app let go of ends at the next frame, its animations with it.
    @exclusivity(unchecked) private var animatedLayers: [CALayer] = []
    @exclusivity(unchecked) private var animatedMembers: Set<ObjectIdentifier> = []
    /// Delegate calls and completion blocks due at the end of the frame.
    @exclusivity(unchecked) private var callbacks: [@MainActor () -> Void] = []
    private var keyCounter = 0
    @exclusivity(unchecked) private var isCommitting = false

    // MARK: Diagnostics

    /// Reports a Core Animation console message through the one diagnostics
    /// entry point.
    nonisolated static func report(_ message: String) {
        CGDiagnostics.report(message)
    }

    // MARK: Layers

    /// Registers a new layer; returns the generation it belongs to.
    func layerCreated() -> Int {
        ensureTransaction()
        return commitCount
    }

    func layerNeedsLayout(_ layer: CALayer) {
        ensureTransaction()
        layoutCandidates.append(layer)
    }

    func layerNeedsDisplay(_ layer: CALayer) {
        ensureTransaction()
        displayCandidates.append(layer)
    }

    func generatedAnimationKey() -> String {
        keyCounter += 1
        return "_unkeyed.\(keyCounter)"
    }

    // MARK: Transactions

    /// Opens an implicit transaction if none is open.
    func ensureTransaction() {
        if stack.isEmpty { stack.append(TransactionFrame(isImplicit: true)) }
    }

    func beginTransaction() {
        stack.append(TransactionFrame(isImplicit: false))
    }

    func commitTransaction() {
        guard let top = stack.last, !top.isImplicit else {
            Self.report("CoreAnimation: CATransaction.commit() without a matching begin(); ignored.")
            return
        }
        stack.removeLast()
        sealCompletionGroup(of: top)
        if stack.isEmpty { commitNow() }
    }

    /// Commits the implicit transaction when it is the only one open;
    /// while explicit transactions are open the flush is deferred to their
    /// outermost `commit()`, as Core Animation does.
    func flush() {
        guard !isCommitting, stack.count == 1, let top = stack.last, top.isImplicit else { return }
        stack.removeLast()
        sealCompletionGroup(of: top)
        commitNow()
    }

    /// Whether a transaction is open (changes waiting for a commit).
    var hasOpenTransaction: Bool { !stack.isEmpty }

    func transactionValue(forKey key: String) -> Any? {
        for frame in stack.reversed() where !frame.values.isEmpty {
            if let value = frame.values[key] { return value }
        }
        return nil
    }

    func setTransactionValue(_ value: Any?, forKey key: String) {
        ensureTransaction()
        stack[stack.count - 1].values[key] = value
    }

    func setCompletionBlock(_ block: (() -> Void)?) {
        ensureTransaction()
        let frame = stack[stack.count - 1]
        sealCompletionGroup(of: frame)
        frame.completionGroup = block.map { TransactionCompletionGroup(block: $0) }
    }

    private func sealCompletionGroup(of frame: TransactionFrame) {
        guard let group = frame.completionGroup else { return }
        frame.completionGroup = nil
        if let block = group.seal() { block() }
    }

    /// The real commit: layout, display, start new animations.
    private func commitNow() {
        isCommitting = true
        defer { isCommitting = false }
        layoutPass()
        displayPass()
        let now = CACurrentMediaTime()
        let starting = pendingAnimations
        pendingAnimations.removeAll()
        for (layer, entry) in starting {
            guard layer.animationEntries[entry.key] === entry else { continue }
            if entry.compiled.timing.beginTime == 0 {
                let begin = layer.localTime(fromMediaTime: now)
                entry.compiled.timing.beginTime = begin
                entry.animation.beginTime = begin
            }
            entry.isCommitted = true
            // An animation whose begin time has come starts in the frame that commits it.
            if entry.compiled.timing.phase(atParentTime: layer.localTime(fromMediaTime: now)) != .before {
                markStarted(entry)
            }
            if animatedMembers.insert(ObjectIdentifier(layer)).inserted {
                animatedLayers.append(layer)
            }
        }
        commitCount += 1
    }

    /// Lays out every tree with a layer that needs layout.
    func layoutPass() {
        var rounds = 0
        while !layoutCandidates.isEmpty, rounds < 8 {
            var candidates = layoutCandidates
            layoutCandidates.removeAll()
            for index in candidates.indices {
                // A layer only this list holds is gone for everyone else.
                if isKnownUniquelyReferenced(&candidates[index]) { continue }
                let layer = candidates[index]
                if layer.layoutFlags.needsLayout || layer.layoutFlags.descendantNeedsLayout {
                    layer.layoutSubtreeIfNeeded()
                }
            }
            rounds += 1
        }
    }

    /// Displays every layer marked for display.
    private func displayPass() {
        var rounds = 0
        while !displayCandidates.isEmpty, rounds < 4 {
            var candidates = displayCandidates
            displayCandidates.removeAll()
            for index in candidates.indices {
                // A layer only this list holds is gone for everyone else:
                // nobody would see what it draws.
                if isKnownUniquelyReferenced(&candidates[index]) { continue }
                candidates[index].displayIfNeeded()
            }
            rounds += 1
        }
    }

    // MARK: Animations

    func animationAdded(_ entry: LayerAnimationEntry, to layer: CALayer) {
        pendingAnimations.append((layer, entry))
        for frame in stack {
            if let group = frame.completionGroup {
                group.animationAdded()
                entry.groups.append(group)
            }
        }
    }

    /// An animation left its layer before finishing on its own.
    func animationRemoved(_ entry: LayerAnimationEntry, from layer: CALayer) {
        guard !entry.didStop else { return }
        entry.didStop = true
        scheduleStop(entry, finished: false)
    }

    private func markStarted(_ entry: LayerAnimationEntry) {
        entry.didStart = true
        let animation = entry.animation
        if let delegate = animation.delegate {
            callbacks.append { delegate.animationDidStart(animation) }
        }
    }

    private func scheduleStop(_ entry: LayerAnimationEntry, finished: Bool) {
        let animation = entry.animation
        if let delegate = animation.delegate {
            callbacks.append { delegate.animationDidStop(animation, finished: finished) }
        }
        for group in entry.groups {
            if let block = group.animationStopped() { callbacks.append { block() } }
        }
        entry.groups.removeAll()
    }

    /// Advances every committed animation to the current media time:
    /// schedules start and stop callbacks and removes finished animations.
    func tickAnimations() {
        let now = CACurrentMediaTime()
        var dropped = false
        var kept = 0
        for index in animatedLayers.indices {
            // A layer only this list holds is gone for everyone else.
            guard !isKnownUniquelyReferenced(&animatedLayers[index]), tick(animatedLayers[index], at: now) else {
                dropped = true
                continue
            }
            if dropped { animatedLayers[kept] = animatedLayers[index] }
            kept += 1
        }
        guard dropped else { return }
        animatedLayers.removeSubrange(kept...)
        // The membership set changes only when a layer stops animating (or
        // is gone): rebuilt then, kept as it is in the frames between.
        var members = Set<ObjectIdentifier>(minimumCapacity: animatedLayers.count)
        for layer in animatedLayers { members.insert(ObjectIdentifier(layer)) }
        animatedMembers = members
    }

    /// Advances one layer's committed animations to media time `now`;
    /// returns whether any is still running.
    private func tick(_ layer: CALayer, at now: CFTimeInterval) -> Bool {
        let localTime = layer.localTime(fromMediaTime: now)
        var finishedKeys: [String] = []
        var stillRunning = false
        for entry in layer.animationEntries.values where entry.isCommitted && !entry.didStop {
            let phase = entry.compiled.timing.phase(atParentTime: localTime)
            if !entry.didStart && phase != .before {
                markStarted(entry)
            }
            if phase == .after {
                entry.didStop = true
                scheduleStop(entry, finished: true)
                if entry.animation.isRemovedOnCompletion { finishedKeys.append(entry.key) }
            } else {
                stillRunning = true
            }
        }
        for key in finishedKeys { layer.animationEntries.removeValue(forKey: key) }
        return stillRunning
    }

    /// Whether any committed animation is still running (not stopped).
    var hasRunningAnimations: Bool {
        !animatedLayers.isEmpty || !pendingAnimations.isEmpty
    }

    // MARK: End of frame

    /// Runs the delegate calls and completion blocks due this frame, in order.
    func deliverCallbacks() {
        var rounds = 0
        while !callbacks.isEmpty, rounds < 16 {
            let due = callbacks
            callbacks.removeAll()
            for callback in due { callback() }
            rounds += 1
        }
    }

    /// Whether callbacks are waiting for the end of a frame.
    var hasPendingCallbacks: Bool { !callbacks.isEmpty }

    // MARK: Starting over

    /// Forgets every animation in flight and every callback waiting for the
    /// end of a frame, without running any of them: the animations are
    /// removed from their layers (which show their model values) and no
    /// delegate call or completion block comes.
    func discardAnimationsAndCallbacks() {
        for layer in animatedLayers { layer.animationEntries.removeAll() }
        for pending in pendingAnimations { pending.layer.animationEntries.removeAll() }
        animatedLayers.removeAll()
        animatedMembers.removeAll()
        pendingAnimations.removeAll()
        callbacks.removeAll()
    }
}
