import Foundation
import OpenUIKit

/// Turns mouse and finger events into the raw touch input UIKit's event
/// dispatch takes (``UITouchInput``), with UIKit's phases: a press is
/// `.began`, motion while pressed `.moved`, a release `.ended`, and a
/// lost focus `.cancelled` for every touch still down.
///
/// The primary mouse button is touch identifier 0 (motion without the
/// button held is ignored: UIKit has no hover touches). Each SDL finger
/// gets the smallest free identifier from 1 while it is down.
struct PointerTranslator {
    /// The identifier of the mouse's touch.
    static let mouseIdentifier = 0

    private var mouseLocation: CGPoint?
    private var fingers: [Int64: (identifier: Int, location: CGPoint)] = [:]

    /// Whether any touch is down.
    var hasTouchesDown: Bool { mouseLocation != nil || !fingers.isEmpty }

    /// The touch input `event` produces, in screen points for `metrics`.
    mutating func inputs(for event: HostEvent, metrics: WindowMetrics) -> [UITouchInput] {
        switch event {
        case let .mouseDown(x, y):
            let point = metrics.point(fromWindowX: x, y: y)
            // A press while pressed (a missed release) restarts the touch.
            let restart = mouseLocation.map { [UITouchInput(identifier: Self.mouseIdentifier, phase: .ended, location: $0)] } ?? []
            mouseLocation = point
            return restart + [UITouchInput(identifier: Self.mouseIdentifier, phase: .began, location: point)]
        case let .mouseMoved(x, y):
            guard mouseLocation != nil else { return [] }
            let point = metrics.point(fromWindowX: x, y: y)
            mouseLocation = point
            return [UITouchInput(identifier: Self.mouseIdentifier, phase: .moved, location: point)]
        case let .mouseUp(x, y):
            guard mouseLocation != nil else { return [] }
            mouseLocation = nil
            return [UITouchInput(identifier: Self.mouseIdentifier, phase: .ended, location: metrics.point(fromWindowX: x, y: y))]
        case let .fingerDown(id, x, y):
            let point = metrics.point(fromNormalizedX: x, y: y)
            let identifier = fingers[id]?.identifier ?? freeFingerIdentifier()
            fingers[id] = (identifier, point)
            return [UITouchInput(identifier: identifier, phase: .began, location: point)]
        case let .fingerMoved(id, x, y):
            guard let finger = fingers[id] else { return [] }
            let point = metrics.point(fromNormalizedX: x, y: y)
            fingers[id] = (finger.identifier, point)
            return [UITouchInput(identifier: finger.identifier, phase: .moved, location: point)]
        case let .fingerUp(id, x, y):
            guard let finger = fingers.removeValue(forKey: id) else { return [] }
            return [UITouchInput(identifier: finger.identifier, phase: .ended, location: metrics.point(fromNormalizedX: x, y: y))]
        case .focusLost:
            return cancelAll()
        case .key, .resized, .exposed, .quit:
            return []
        }
    }

    /// Cancels every touch that is down (mouse first, then fingers by identifier).
    private mutating func cancelAll() -> [UITouchInput] {
        var cancelled: [UITouchInput] = []
        if let mouseLocation {
            cancelled.append(UITouchInput(identifier: Self.mouseIdentifier, phase: .cancelled, location: mouseLocation))
        }
        for finger in fingers.values.sorted(by: { $0.identifier < $1.identifier }) {
            cancelled.append(UITouchInput(identifier: finger.identifier, phase: .cancelled, location: finger.location))
        }
        mouseLocation = nil
        fingers.removeAll()
        return cancelled
    }

    private func freeFingerIdentifier() -> Int {
        let used = Set(fingers.values.map(\.identifier))
        var candidate = Self.mouseIdentifier + 1
        while used.contains(candidate) { candidate += 1 }
        return candidate
    }
}
