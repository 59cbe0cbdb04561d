import OpenLayoutEngine

/// The chain workload of `scripts/autolayout-vs-kiwisolver`: a fresh solver
/// with `v0 == 0` and, for each of 999 links, `v[i] == v[i-1] + 100`,
/// `v[i] >= 0` and `v[i] == 0` (weak); every value read. 2,998 constraints.
public enum ChainWorkload {
    /// Builds and solves the chain of `links + 1` variables; returns every
    /// value.
    public static func run(links: Int = 999) -> [Double] {
        let solver = Solver()
        let v = (0...links).map { solver.makeVariable("v\($0)") }
        do {
            try solver.add(v[0] == 0)
            for i in 1...links {
                try solver.add(v[i] == v[i - 1] + 100)
                try solver.add(v[i] >= 0)
                try solver.add((v[i] == 0) | .weak)
            }
        } catch {
            preconditionFailure("the chain is satisfiable: \(error)")
        }
        return v.map { solver.value(of: $0) }
    }
}
