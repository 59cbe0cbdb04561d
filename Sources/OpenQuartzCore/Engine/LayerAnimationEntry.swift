import Foundation

/// One animation attached to a layer: the layer's copy, its compiled form
/// and where it is in its life (committed, started, stopped).
@MainActor
final class LayerAnimationEntry {
    let key: String
    let hasGeneratedKey: Bool
    /// The copy the layer holds (what `animation(forKey:)` returns).
    let animation: CAAnimation
    /// Values and timing, frozen when added.
    let compiled: CompiledAnimation
    /// Whether the commit that starts it has happened.
    var isCommitted = false
    var didStart = false
    var didStop = false
    /// Transaction completion groups waiting for this animation.
    var groups: [TransactionCompletionGroup] = []

    init(key: String, hasGeneratedKey: Bool, animation: CAAnimation, compiled: CompiledAnimation) {
        self.key = key
        self.hasGeneratedKey = hasGeneratedKey
        self.animation = animation
        self.compiled = compiled
    }
}
