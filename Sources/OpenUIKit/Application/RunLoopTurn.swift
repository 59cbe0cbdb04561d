import Foundation

/// UIKit's part of a run-loop turn, hooked into Core Animation's frame
/// pipeline (``CAFramePipeline``):
///
/// - `.input`: due host-time timers fire, then queued touch input is
///   dispatched as events (``TouchDispatcher``).
/// - `.deferredWork`: blocks UIKit scheduled for "the next turn" (in order),
///   then one pass of `RunLoop.main`, which runs `DispatchQueue.main`
///   blocks, `RunLoop.main.perform` blocks and main-actor tasks, so app code
///   that uses them works.
/// - `.layout`: trait environments whose traits changed are told (parent
///   before child), then every window lays out from the top down (view
///   controllers' layout callbacks run inside).
/// - `.postFrame`: appearances that windows started end (`viewDidAppear`),
///   after Core Animation's completions.
@MainActor
enum RunLoopTurn {
    private static var installed = false
    @exclusivity(unchecked) private static var deferred: [@MainActor () -> Void] = []

    /// Registers UIKit's phase handlers (once).
    static func install() {
        guard !installed else { return }
        installed = true
        let pipeline = CAFramePipeline.main
        pipeline.addHandler(for: .input) { pipeline in TouchDispatcher.shared.runInputPhase(at: pipeline.frameTimestamp) }
        pipeline.addHandler(for: .deferredWork) { _ in runDeferredWork() }
        pipeline.addHandler(for: .layout) { _ in
            TraitPropagation.shared.run()
            layoutWindows()
            AppearanceScheduler.shared.layoutDidFinish()
        }
        pipeline.addHandler(for: .postFrame) { _ in AppearanceScheduler.shared.endLaidOutAppearances() }
    }

    /// Runs `work` in the deferred-work phase of the next turn.
    static func deferToNextTurn(_ work: @escaping @MainActor () -> Void) {
        deferred.append(work)
    }

    /// Whether UIKit has work for the next turn.
    static var hasDeferredWork: Bool { !deferred.isEmpty }

    static func runDeferredWork() {
        // Work scheduled while running waits for the following turn.
        let due = deferred
        deferred.removeAll()
        for work in due { work() }
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }

    static func layoutWindows() {
        UIApplication.shared.forEachWindow { window in
            if !window.isHidden { window.layoutIfNeeded() }
        }
    }
}
