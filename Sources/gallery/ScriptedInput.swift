import ArgumentParser
import Foundation
import OpenUIKitTesting

/// One step of scripted input for `gallery window-still`, written as
///
/// - `tap:X,Y` — a tap at (X, Y);
/// - `drag:X1,Y1,X2,Y2,STEPS` — a finger down at the start, STEPS moves
///   one frame apart evenly to the end, then up;
/// - `hold:X1,Y1,X2,Y2,STEPS` — the same drag, with the finger left down.
///
/// Coordinates are screen points. The window test sends the same steps
/// with `xdotool` to the live window.
struct ScriptedInput: ExpressibleByArgument {
    enum Kind: String { case tap, drag, hold }

    let kind: Kind
    let numbers: [Double]

    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, let kind = Kind(rawValue: String(parts[0])) else { return nil }
        let numbers = parts[1].split(separator: ",").compactMap { Double($0) }
        guard numbers.count == (kind == .tap ? 2 : 5) else { return nil }
        self.kind = kind
        self.numbers = numbers
    }

    /// Sends the step to `host`, then runs frames until nothing is pending
    /// — or, while a finger is held (an interactive transition waits for
    /// it, so something is always pending), for half a second.
    @MainActor
    func perform(on host: TestHost) {
        let start = CGPoint(x: numbers[0], y: numbers[1])
        switch kind {
        case .tap:
            host.tap(at: start)
        case .drag, .hold:
            let end = CGPoint(x: numbers[2], y: numbers[3])
            let steps = Swift.max(1, Int(numbers[4]))
            host.drag(from: start, to: end, duration: Double(steps) / host.frameRate, lift: kind == .drag)
        }
        if kind == .hold {
            host.advance(by: 0.5)
        } else {
            host.runUntilIdle()
        }
    }
}
