import Foundation

/// Core Animation's engine: the code that keeps the transaction stack,
/// what the next commit must do, the animations in flight, the display
/// links and the callbacks waiting for the end of the frame — working on
/// the ``Storage`` of the current ``CARuntime``.
///
/// One engine for the process (``current``), on the main actor; each
/// runtime owns its storage and lends it to the engine while it is current
/// (``CARuntime/makeCurrent()`` swaps them), so nothing one app leaves in
/// it reaches another. The engine is an immutable global because every
/// layer change reads it: a `let` is read without retaining, where a
/// runtime reached through a mutable global would be retained around each
/// call (measured: 15 % of the layout of 10,000 views). Internal: hosts
/// drive it through ``CAFramePipeline`` and ``CATransaction``.
@MainActor
final class CoreAnimationState {
    /// The engine; it works on the current runtime's storage.
    static let current = CoreAnimationState()

    /// The current runtime's storage (lent by it; see ``CARuntime``).
    /// Exclusivity unchecked: read on every layer change, and no engine
    /// method holds an access to it across a call back into layer code.
    @exclusivity(unchecked) var storage = Storage(serial: 0)

    private init() {}

    // MARK: Diagnostics

    /// Reports a Core Animation console message through the one diagnostics
    /// entry point.
    nonisolated static func report(_ message: String) {
        CGDiagnostics.report(message)
    }

    // MARK: Layers

    /// Registers a new layer (or one adopted from another runtime);
    /// returns the generation it belongs to.
    func layerCreated() -> Int {
        ensureTransaction()
        return storage.commitCount
    }

    func layerNeedsLayout(_ layer: CALayer) {
        ensureTransaction()
        storage.layoutCandidates.append(layer)
    }

    func layerNeedsDisplay(_ layer: CALayer) {
        ensureTransaction()
        storage.displayCandidates.append(layer)
    }

    func generatedAnimationKey() -> String {
        storage.keyCounter += 1
        return "_unkeyed.\(storage.keyCounter)"
    }

    // MARK: Transactions

    /// Opens an implicit transaction if none is open.
    func ensureTransaction() {
        if storage.stack.isEmpty { storage.stack.append(TransactionFrame(isImplicit: true)) }
    }

    func beginTransaction() {
        storage.stack.append(TransactionFrame(isImplicit: false))
    }

    func commitTransaction() {
        guard let top = storage.stack.last, !top.isImplicit else {
            Self.report("CoreAnimation: CATransaction.commit() without a matching begin(); ignored.")
            return
        }
        storage.stack.removeLast()
        seal(top.completionGroup)
        if storage.stack.isEmpty { commitNow() }
    }

    /// Commits the implicit transaction when it is the only one open;
    /// while explicit transactions are open the flush is deferred to their
    /// outermost `commit()`, as Core Animation does.
    func flush() {
        guard !storage.isCommitting, storage.stack.count == 1, let top = storage.stack.last, top.isImplicit else { return }
        storage.stack.removeLast()
        seal(top.completionGroup)
        commitNow()
    }


    func transactionValue(forKey key: String) -> Any? {
        for frame in storage.stack.reversed() where !frame.values.isEmpty {
            if let value = frame.values[key] { return value }
        }
        return nil
    }

    func setTransactionValue(_ value: Any?, forKey key: String) {
        ensureTransaction()
        storage.stack[storage.stack.count - 1].values[key] = value
    }

    func setCompletionBlock(_ block: (() -> Void)?) {
        ensureTransaction()
        let previous = storage.stack[storage.stack.count - 1].completionGroup
        storage.stack[storage.stack.count - 1].completionGroup = nil
        seal(previous)
        ensureTransaction()
        storage.stack[storage.stack.count - 1].completionGroup = block.map { TransactionCompletionGroup(block: $0) }
    }

    /// Seals a frame's completion group (no more animations join it),
    /// running its block now if nothing it waits for is still running.
    private func seal(_ group: TransactionCompletionGroup?) {
        if let group, let block = group.seal() { block() }
    }

    /// The real commit: layout, display, start new animations.
    private func commitNow() {
        storage.isCommitting = true
        defer { storage.isCommitting = false }
        layoutPass()
        displayPass()
        let now = CACurrentMediaTime()
        let starting = storage.pendingAnimations.takeRound()
        for (layer, entry) in starting {
            guard layer.stored.animationEntries[entry.key] === entry else { continue }
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
            if storage.animatedMembers.insert(ObjectIdentifier(layer)).inserted {
                storage.animatedLayers.append(layer)
            }
        }
        storage.pendingAnimations.recycle(consume starting)
        storage.commitCount += 1
    }

    /// Lays out every tree with a layer that needs layout (with
    /// ``CARuntime/commitsOnlyHostedTrees``, every hosted tree; the others
    /// wait until they join one).
    func layoutPass() {
        let onlyHosted = CARuntime.current.commitsOnlyHostedTrees
        var rounds = 0
        while !storage.layoutCandidates.isEmpty, rounds < 8 {
            var candidates = storage.layoutCandidates.takeRound()
            for index in candidates.indices {
                // A layer only this list holds is gone for everyone else.
                if isKnownUniquelyReferenced(&candidates[index]) { continue }
                let layer = candidates[index]
                guard layer.stored.layoutFlags.needsLayout || layer.stored.layoutFlags.descendantNeedsLayout else {
                    continue
                }
                if onlyHosted, !layer.isInHostedTree {
                    layer.deferUntilHosted()
                    continue
                }
                layer.layoutSubtreeIfNeeded()
            }
            storage.layoutCandidates.recycle(consume candidates)
            rounds += 1
        }
    }

    /// Displays every layer marked for display (in a hosted tree, with
    /// ``CARuntime/commitsOnlyHostedTrees``).
    private func displayPass() {
        let onlyHosted = CARuntime.current.commitsOnlyHostedTrees
        var rounds = 0
        while !storage.displayCandidates.isEmpty, rounds < 4 {
            var candidates = storage.displayCandidates.takeRound()
            for index in candidates.indices {
                // A layer only this list holds is gone for everyone else:
                // nobody would see what it draws.
                if isKnownUniquelyReferenced(&candidates[index]) { continue }
                guard candidates[index].stored.needsDisplayFlag else { continue }
                if onlyHosted, !candidates[index].isInHostedTree {
                    candidates[index].deferUntilHosted()
                    continue
                }
                candidates[index].displayIfNeeded()
            }
            storage.displayCandidates.recycle(consume candidates)
            rounds += 1
        }
    }

    // MARK: Animations

    func animationAdded(_ entry: LayerAnimationEntry, to layer: CALayer) {
        storage.pendingAnimations.append((layer, entry))
        for frame in storage.stack {
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
            storage.callbacks.append(.didStart(delegate, animation))
        }
    }

    private func scheduleStop(_ entry: LayerAnimationEntry, finished: Bool) {
        let animation = entry.animation
        if let delegate = animation.delegate {
            storage.callbacks.append(.didStop(delegate, animation, finished: finished))
        }
        for group in entry.groups {
            if let block = group.animationStopped() { storage.callbacks.append(.block(block)) }
        }
        entry.groups.removeAll()
    }

    /// Advances every committed animation to the current media time:
    /// schedules start and stop callbacks and removes finished animations.
    func tickAnimations() {
        let now = CACurrentMediaTime()
        var dropped = false
        var kept = 0
        for index in storage.animatedLayers.indices {
            // A layer only this list holds is gone for everyone else.
            guard !isKnownUniquelyReferenced(&storage.animatedLayers[index]), tick(storage.animatedLayers[index], at: now) else {
                // Its last frame differs from the one before.
                storage.animatedLayers[index].noteTreeChange()
                dropped = true
                continue
            }
            if dropped { storage.animatedLayers[kept] = storage.animatedLayers[index] }
            kept += 1
        }
        guard dropped else { return }
        storage.animatedLayers.removeSubrange(kept...)
        // The membership set changes only when a layer stops animating (or
        // is gone): rebuilt then, kept as it is in the frames between.
        storage.animatedMembers.removeAll(keepingCapacity: true)
        for layer in storage.animatedLayers { storage.animatedMembers.insert(ObjectIdentifier(layer)) }
    }

    /// Advances one layer's committed animations to media time `now`;
    /// returns whether any is still running.
    private func tick(_ layer: CALayer, at now: CFTimeInterval) -> Bool {
        let localTime = layer.localTime(fromMediaTime: now)
        var removesFinished = false
        var stillRunning = false
        for entry in layer.stored.animationEntries.values where entry.isCommitted && !entry.didStop {
            let phase = entry.compiled.timing.phase(atParentTime: localTime)
            if !entry.didStart && phase != .before {
                markStarted(entry)
            }
            if phase == .after {
                entry.didStop = true
                scheduleStop(entry, finished: true)
                if entry.animation.isRemovedOnCompletion { removesFinished = true }
            } else {
                stillRunning = true
            }
        }
        // The entries that stopped now and are removed on completion (those
        // that stopped earlier and are removed were removed then).
        if removesFinished {
            layer.stored.animationEntries.removeAll { $0.value.didStop && $0.value.animation.isRemovedOnCompletion }
            layer.noteTreeChange()
        }
        return stillRunning
    }

    /// Stamps the trees of the layers whose animations run (their
    /// presentation changes every frame) as changed now (see
    /// ``ChangeEpoch``).
    func noteAnimatedTreeChanges() {
        for layer in storage.animatedLayers { layer.noteTreeChange() }
    }

    /// Whether any committed animation is still running (not stopped).
    var hasRunningAnimations: Bool {
        !storage.animatedLayers.isEmpty || !storage.pendingAnimations.isEmpty
    }

    /// A number that changes whenever what the layers show might have:
    /// with every commit, and on every frame while a transaction is open
    /// (a model change opens one) or animations run. Equal numbers at two
    /// frames mean the same picture.
    var pictureGeneration: Int? {
        storage.stack.isEmpty && !hasRunningAnimations ? storage.commitCount : nil
    }

    // MARK: End of frame

    /// Runs the delegate calls and completion blocks due this frame, in order.
    func deliverCallbacks() {
        var rounds = 0
        while !storage.callbacks.isEmpty, rounds < 16 {
            let due = storage.callbacks.takeRound()
            for callback in due { callback.run() }
            storage.callbacks.recycle(consume due)
            rounds += 1
        }
    }
}
