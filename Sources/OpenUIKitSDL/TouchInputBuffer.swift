import Foundation
import OpenUIKit

/// The touch input gathered between two frames, coalesced as UIKit
/// coalesces touches per frame: a move of a finger whose latest input is
/// already a move replaces it, so one turn sees at most one move per
/// finger between its other phases (and velocities never divide by a
/// zero time step).
struct TouchInputBuffer {
    /// The inputs for the next turn, in order.
    private(set) var inputs: [UITouchInput] = []

    /// Adds `input`, replacing the finger's pending move by a newer move.
    mutating func append(_ input: UITouchInput) {
        if input.phase == .moved,
            let last = inputs.lastIndex(where: { $0.identifier == input.identifier }),
            inputs[last].phase == .moved {
            inputs[last] = input
        } else {
            inputs.append(input)
        }
    }

    /// Adds each of `inputs` in order.
    mutating func append(contentsOf inputs: [UITouchInput]) {
        for input in inputs { append(input) }
    }

    /// The gathered inputs, leaving the buffer empty.
    mutating func take() -> [UITouchInput] {
        defer { inputs.removeAll() }
        return inputs
    }
}
