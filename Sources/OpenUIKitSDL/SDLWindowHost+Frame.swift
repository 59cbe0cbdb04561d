internal import CSDL2
import Foundation
import OpenUIKit

extension SDLWindowHost {
    /// One frame interval: wait for it, gather events, then draw a frame
    /// if anything changed, else sleep until an event or the next interval.
    func runFrameInterval() {
        let delay = pacer.delay(at: MonotonicClock.now())
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handle(event) }
        guard !quitRequested else { return }
        let hasInput = !pendingInput.inputs.isEmpty || !pendingKeys.isEmpty
        runtime.makeCurrent()
        let busy = runtime.coreAnimation.pipeline.hasPendingWork || runtime.hasPendingWork
        if FramePacer.needsFrame(isBusy: busy, hasInput: hasInput, needsRedraw: needsRedraw) {
            runFrame()
        } else {
            statistics.breakPeriods()
            if SDL_WaitEventTimeout(&event, Int32((pacer.interval * 1000).rounded(.up))) != 0 { handle(event) }
        }
    }

    /// Handles one SDL event: touches and keys are buffered for the next turn, a
    /// resize resizes the screen and window, quitting stops the loop.
    func handle(_ sdlEvent: SDL_Event) {
        guard let event = decoder.decode(sdlEvent) else { return }
        switch event {
        case .quit:
            quitRequested = true
        case .resized:
            windowDidResize()
        case .exposed:
            needsRedraw = true
        case .key(let key):
            pendingKeys.append(key)
        case .mouseDown, .mouseMoved, .mouseUp, .fingerDown, .fingerMoved, .fingerUp, .focusLost:
            pendingInput.append(contentsOf: translator.inputs(for: event, metrics: metrics))
        }
    }

    /// Runs a turn at the current monotonic time and presents its frame.
    func runFrame() {
        let start = MonotonicClock.now()
        pacer.frameStarted(at: start)
        clock.mediaTime = Swift.max(clock.mediaTime, start)
        let inputs = pendingInput.take()
        runtime.makeCurrent()
        if !inputs.isEmpty { UIApplication.shared.enqueueTouchInput(inputs) }
        if !pendingKeys.isEmpty {
            UIApplication.shared.enqueueKeyboardInput(pendingKeys)
            pendingKeys.removeAll()
        }
        runtime.coreAnimation.pipeline.runTurn(timestamp: clock.mediaTime, frameDuration: pacer.interval)
        let turnEnd = MonotonicClock.now()
        present()
        needsRedraw = false
        let end = MonotonicClock.now()
        statistics.record(start: start, turn: turnEnd - start, present: end - turnEnd, sinceLaunch: end - launchTime)
        if configuration.reportsFrameStatistics {
            let line = String(
                format: "frame %d t=%.4f turn=%.3fms present=%.3fms input=%d\n",
                statistics.frameCount, start, (turnEnd - start) * 1000, (end - turnEnd) * 1000, inputs.count)
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// The render phase: the compositor draws every visible window's
    /// presentation at the turn's time into the frame bitmap.
    func drawFrame() {
        guard let frameContext, let renderer = layerRenderer else { return }
        let scale = metrics.scale
        frameContext.saveGState()
        frameContext.translateBy(x: 0, y: CGFloat(frameContext.height))
        frameContext.scaleBy(x: scale, y: -scale)
        renderer.bounds = CGRect(origin: .zero, size: metrics.pointSize)
        UIApplication.shared.renderVisibleWindows(with: renderer, atTime: CAFramePipeline.main.frameTimestamp)
        frameContext.restoreGState()
    }

    /// Uploads what the frame repainted (``CARenderer/damagedPixelRects``:
    /// nothing when nothing changed) to the streaming texture, which keeps
    /// the rest of the last frame, and presents it.
    func present() {
        guard let renderer, let texture, let frameContext, let pixels = frameContext.data else { return }
        let stride = frameContext.bytesPerRow
        for damaged in layerRenderer?.damagedPixelRects ?? [] {
            let x = Int(damaged.minX), y = Int(damaged.minY)
            var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(damaged.width), h: Int32(damaged.height))
            SDL_UpdateTexture(texture, &rect, pixels + y * stride + x * 4, Int32(stride))
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        if configuration.flashesRepaintedAreas { tintRepaintedAreas() }
        SDL_RenderPresent(renderer)
    }

    /// Tints this frame's repainted rectangles over the window (see
    /// ``Configuration/flashesRepaintedAreas``).
    private func tintRepaintedAreas() {
        var rects = (layerRenderer?.damagedPixelRects ?? []).map {
            SDL_Rect(x: Int32($0.minX), y: Int32($0.minY), w: Int32($0.width), h: Int32($0.height))
        }
        guard !rects.isEmpty else { return }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, 255, 0, 0, 72)
        SDL_RenderFillRects(renderer, &rects, Int32(rects.count))
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    }
}
