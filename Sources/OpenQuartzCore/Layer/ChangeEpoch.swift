import Synchronization

/// A counter that orders changes to layer trees against the frames drawn
/// from them: the process-wide "change epoch".
///
/// A change to a layer (``CALayer/noteTreeChange()``) stamps it and its
/// ancestors with the current epoch; a renderer's damage walk advances the
/// epoch when it starts (``advance()``). A tree whose stamp is at most the
/// epoch a renderer's previous walk started in has not changed since that
/// walk — model values, sublayers, mask, animations, contents — so the
/// walk may trust what it recorded about it then (see `FrameDamage`). Core
/// Animation keeps the same knowledge as per-layer "needs commit" flags.
enum ChangeEpoch {
    private static let counter = Atomic<Int>(1)

    /// The epoch changes made now are stamped with.
    static var current: Int { counter.load(ordering: .relaxed) }

    /// Starts a new epoch and returns the one that ends: changes stamped
    /// with it or earlier happened before this call.
    static func advance() -> Int {
        counter.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}
