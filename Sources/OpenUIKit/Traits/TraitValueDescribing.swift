import Foundation

/// A trait value that names itself in a trait collection's description the
/// way UIKit does (`Compact`, `Phone`, `LTR`, `L`).
///
/// Values of custom traits need not conform: they are described with
/// `String(describing:)`.
protocol TraitValueDescribing {
    /// The value's short name in a trait collection's description.
    var traitDescription: String { get }
}
