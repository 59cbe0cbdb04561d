import OpenUIKit

/// The activate/deactivate cycles of BENCHMARKS.md's "Auto Layout": two
/// views in a container in the key window, and a pair of new constraints
/// between them activated and deactivated once per cycle — as a screen
/// that switches between two layouts does — with a frame turn every 100
/// cycles while the pair is active (so layouts and commits see the
/// constraints come and go).
///
/// The container (390 × 600 at y 100) translates its autoresizing mask;
/// inside it, A is fixed by required constraints (16, 16, 120 × 80) and B
/// sits 10 pt right of A, top-aligned, 100 × 80 at priority 500. Each
/// cycle makes two required constraints, `B.width == 0.5 × A.width + k`
/// (k = cycle mod 10) and `B.height == 30`, activates them with
/// `NSLayoutConstraint.activate`, on every 100th cycle runs a turn and
/// checks B's frame (60 + k wide, 30 high), then deactivates them with
/// `NSLayoutConstraint.deactivate`. The pair is then no longer referenced
/// by the benchmark; the library must let it go.
@MainActor
final class ConstraintCycles {
    static let cyclesPerTurn = 100
    static let aWidth: CGFloat = 120

    let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    let a = UIView()
    let b = UIView()
    private(set) var cycles = 0
    private(set) var turns = 0
    /// The first constraint of the last cycle that ran a turn (only those
    /// are watched, as in `SubviewCycles`).
    private weak var watched: NSLayoutConstraint?
    /// Watched constraints still alive right after their deactivation.
    private(set) var aliveAfterRemoval = 0
    /// The first wrong frame seen at a turn.
    private var problem: String?

    init() {
        UIKitHost.install()
        a.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        b.backgroundColor = UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let bWidth = b.widthAnchor.constraint(equalToConstant: 100)
        bWidth.priority = UILayoutPriority(500)
        let bHeight = b.heightAnchor.constraint(equalTo: a.heightAnchor)
        bHeight.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
            a.widthAnchor.constraint(equalToConstant: Self.aWidth),
            a.heightAnchor.constraint(equalToConstant: 80),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            bWidth, bHeight,
        ])
        UIKitHost.window.addSubview(container)
        UIKitHost.turn()
        if let wrong = checkB(width: 100, height: 80) { problem = "before the cycles: \(wrong)" }
    }

    /// One activate/deactivate cycle.
    func cycle() {
        cycles += 1
        let turnCycle = cycles % Self.cyclesPerTurn == 0
        do {
            let k = CGFloat(cycles % 10)
            let pair = [
                b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: k),
                b.heightAnchor.constraint(equalToConstant: 30),
            ]
            NSLayoutConstraint.activate(pair)
            if turnCycle {
                UIKitHost.turn()
                turns += 1
                watched = pair[0]
                if problem == nil, let wrong = checkB(width: Self.aWidth / 2 + k, height: 30) {
                    problem = "cycle \(cycles): \(wrong)"
                }
            }
            NSLayoutConstraint.deactivate(pair)
        }
        if turnCycle, watched != nil { aliveAfterRemoval += 1 }
    }

    /// B's frame against the expected size (A's origin + 10 pt to the right).
    private func checkB(width: CGFloat, height: CGFloat) -> String? {
        let expected = CGRect(x: 16 + Self.aWidth + 10, y: 16, width: width, height: height)
        let actual = b.frame
        let close = abs(actual.minX - expected.minX) < 1e-6 && abs(actual.minY - expected.minY) < 1e-6
            && abs(actual.width - expected.width) < 1e-6 && abs(actual.height - expected.height) < 1e-6
        return close ? nil : "B at \(actual), expected \(expected)"
    }

    /// After the last cycle: one more turn, then what must hold (B back at
    /// its priority-500 size, only the eight fixed constraints installed,
    /// nothing pending or printed).
    func finish() -> String? {
        UIKitHost.turn()
        turns += 1
        var problems: [String] = []
        if let problem { problems.append(problem) }
        if let wrong = checkB(width: 100, height: 80) { problems.append("after the cycles: \(wrong)") }
        if watched != nil { problems.append("the last deactivated constraint is still alive after a turn") }
        // Installed as UIKit installs them: on the closest common ancestor
        // (a size constant on the view itself).
        let installed = [container.constraints.count, a.constraints.count, b.constraints.count]
        if installed != [5, 2, 1] {
            problems.append("constraints installed on container, A, B: \(installed), expected [5, 2, 1]")
        }
        problems += endOfRunProblems()
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
