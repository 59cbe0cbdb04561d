import Synchronization

/// Numbers that tell layers apart for as long as the process runs
/// (``CALayer/renderIdentity``).
///
/// A renderer's per-layer records are keyed by the layer's
/// `ObjectIdentifier`, which a new layer may reuse once the old one is
/// gone; the records compare this number to tell the two apart instead of
/// holding a weak reference, which would give every layer drawn a side
/// table and send all its reference counting down the slow path (a fifth
/// of a scrolling frame).
enum LayerIdentity {
    private static let counter = Atomic<UInt64>(0)

    /// A number no layer has had before.
    static func next() -> UInt64 {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
