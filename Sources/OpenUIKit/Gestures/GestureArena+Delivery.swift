import Foundation

extension GestureArena {
    /// The phases in the order a turn delivers them.
    static let deliveryOrder: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    /// Delivers the touches that changed in one event of one window: first
    /// to the gesture recognizers of each touch, then the recognizers'
    /// actions and the cancellations they cause, then to the touches'
    /// views — unless a recognizer delays or cancelled them.
    func deliver(_ touches: [UITouch], event: UIEvent) {
        deliveryDepth += 1
        defer { deliveryDepth -= 1 }
        deliverToRecognizers(touches, event: event)
        flushActions()
        deliverCancellations()
        for phase in Self.deliveryOrder {
            let admitted = touches.filter { $0.phase == phase && admitToView($0, phase: phase) }
            sendToViews(admitted, phase: phase, event: event)
        }
    }

    /// Ends an event: recognizers stop tracking lifted touches (keeping
    /// where they were), then everything settles.
    func finishEvent() {
        for recognizer in active where recognizer.trackedTouches.contains(where: { !$0.isDown }) {
            let touches = recognizer.trackedTouches
            recognizer.lastLocation = (UIGestureRecognizer.centroid(of: touches.map { $0.location(in: nil) }), touches.first?.window)
            recognizer.trackedTouches.removeAll { !$0.isDown }
        }
        settle()
    }

    // MARK: Recognizers

    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        var recognizers: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] where !recognizers.containsIdentical(recognizer) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers {
            if let window = touches.first?.window, recognizer.view?.window !== window {
                end(recognizer)
                continue
            }
            for phase in Self.deliveryOrder {
                guard recognizer.receivesTouches else { break }
                let batch = touches.filter { touch in
                    guard touch.phase == phase else { return false }
                    if phase == .began {
                        return touch.gestureRecognizers?.contains { $0 === recognizer } == true
                    }
                    return recognizer.tracks(touch)
                }
                guard !batch.isEmpty else { continue }
                send(phase, batch, to: recognizer, event: event)
            }
        }
    }

    private func send(_ phase: UITouch.Phase, _ batch: [UITouch], to recognizer: UIGestureRecognizer, event: UIEvent) {
        let touches = Set(batch)
        switch phase {
        case .began:
            for touch in batch { join(recognizer, touch: touch) }
            recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        case .stationary, .regionEntered, .regionMoved, .regionExited: break
        }
    }

    // MARK: Views

    /// Decides whether `touch`'s view hears `phase` now, holding it back
    /// while a recognizer delays it; records what the view has heard.
    private func admitToView(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        guard touch.viewDelivery.stage != .closed, !touch.viewDelivery.isCancelled else { return false }
        guard let view = touch.view, view.window === touch.window, touch.window != nil else {
            reportDetached(touch)
            return false
        }
        if !touch.viewDelivery.held.isEmpty || isDelayed(touch, phase: phase) {
            touch.viewDelivery.held.append(phase)
            if !heldTouches.containsIdentical(touch) { heldTouches.append(touch) }
            return false
        }
        return advanceStage(of: touch, for: phase)
    }

    private func advanceStage(of touch: UITouch, for phase: UITouch.Phase) -> Bool {
        switch (touch.viewDelivery.stage, phase) {
        case (.notBegun, .began):
            touch.viewDelivery.stage = .began
        case (.began, .moved):
            break
        case (.began, .ended), (.began, .cancelled):
            touch.viewDelivery.stage = .closed
        default:
            return false
        }
        return true
    }

    private func reportDetached(_ touch: UITouch) {
        touch.viewDelivery.stage = .closed
        touch.viewDelivery.held.removeAll()
        guard !touch.viewDelivery.reportedDetached else { return }
        touch.viewDelivery.reportedDetached = true
        let name = touch.view.map { String(describing: type(of: $0)) } ?? "nil"
        UIKitDiagnostics.report(
            "OpenUIKit: touch \(touch.identifier) began in a \(name) that is no longer in its window; "
                + "the view gets no more messages for this touch.")
    }

    /// Whether a recognizer still deciding holds back `phase` for `touch`'s view.
    private func isDelayed(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        let deciding = (touch.gestureRecognizers ?? []).filter { recognizer in
            recognizer.isEnabled && recognizer.stateStorage == .possible
                && recognizer.sequenceTouches.contains(ObjectIdentifier(touch))
        }
        switch phase {
        case .began, .moved:
            return touch.viewDelivery.stage == .notBegun && deciding.contains(where: \.delaysTouchesBegan)
        case .ended:
            return deciding.contains(where: \.delaysTouchesEnded)
        default:
            return false
        }
    }

    /// Sends `touchesCancelled` to the views of touches taken by a
    /// recognizer; views that never heard of a touch hear nothing.
    func deliverCancellations() {
        guard !touchesToCancel.isEmpty else { return }
        let touches = touchesToCancel
        touchesToCancel.removeAll()
        var cancelled: [UITouch] = []
        for touch in touches {
            touch.viewDelivery.held.removeAll()
            if touch.viewDelivery.stage == .began { cancelled.append(touch) }
            touch.viewDelivery.stage = .closed
        }
        heldTouches.removeAll { $0.viewDelivery.held.isEmpty }
        sendToViews(cancelled, phase: .cancelled, event: touchEvent)
    }

    /// Delivers held view messages no recognizer delays any more, oldest
    /// first, one phase per touch per round.
    func releaseHeldTouches() {
        while true {
            var round: [(touch: UITouch, phase: UITouch.Phase)] = []
            for touch in heldTouches {
                guard let phase = touch.viewDelivery.held.first, !isDelayed(touch, phase: phase) else { continue }
                touch.viewDelivery.held.removeFirst()
                round.append((touch, phase))
            }
            heldTouches.removeAll { $0.viewDelivery.held.isEmpty }
            guard !round.isEmpty else { return }
            for phase in Self.deliveryOrder {
                let touches = round.filter { $0.phase == phase && advanceStage(of: $0.touch, for: phase) }.map(\.touch)
                sendToViews(touches, phase: phase, event: touchEvent)
            }
        }
    }

    /// Sends one message per view with that view's touches.
    private func sendToViews(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        var views: [UIView] = []
        for touch in touches {
            if let view = touch.view, !views.containsIdentical(view) { views.append(view) }
        }
        for view in views {
            let set = Set(touches.filter { $0.view === view })
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            case .stationary, .regionEntered, .regionMoved, .regionExited: break
            }
        }
    }
}
