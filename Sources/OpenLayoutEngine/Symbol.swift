/// What a tableau symbol stands for (kiwi's `Symbol::Type`).
enum SymbolKind: UInt8 {
    /// An unused index, on the free list.
    case free
    /// A user ``Variable``: unrestricted, never a row's subject for the ratio test.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// The error of an optional constraint: ≥ 0, costs its strength in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
}

/// One non-zero coefficient of a row.
struct Cell {
    /// The symbol's index.
    var symbol: Int32
    /// Its coefficient (never near zero).
    var coefficient: Double
}

/// The tolerance under which a coefficient or a constant counts as zero
/// (kiwi's `nearZero`, 1e-8).
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    abs(value) < 1.0e-8
}
