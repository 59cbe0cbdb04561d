import Foundation
import OrderedCollections

extension CALayer {
    /// Everything a layer keeps besides its caches: model values, timing,
    /// attributes, hierarchy links, animations and bookkeeping — one value,
    /// so the reason its accesses are unchecked is written once
    /// (``CALayer/stored``).
    struct Stored {
        /// The model values. Set by every initialiser (no default value, so
        /// a copy does not make a default state only to replace it).
        var modelState: LayerState
        /// The layer's own timing (its time space for animations and
        /// sublayers); ``CALayer/timing`` counts time-shifting layers.
        var timing = MediaTimingModel()
        /// Properties that are not drawn (name, actions, recorded-only
        /// settings), kept together behind one shared reference so copies
        /// copy them at once.
        var attributesBox = LayerAttributesBox.defaults
        /// Sublayers in order, back to front.
        var sublayerStorage: [CALayer] = []
        /// The superlayer, which holds this layer in its sublayers. Not a
        /// weak reference (that would give every layer with sublayers a
        /// side table and slow its reference counting): a superlayer that
        /// goes away clears it in its `deinit` first, so it never dangles.
        unowned(unsafe) var superlayerStorage: CALayer?
        /// The layer whose mask this layer is (cleared the same way).
        unowned(unsafe) var maskOwner: CALayer?
        /// The mask layer.
        var maskStorage: CALayer?
        /// A delegate set with ``CALayer/setOwningDelegate(_:)``.
        unowned(unsafe) var owningDelegate: (any CALayerDelegate)?
        /// A delegate set through ``CALayer/delegate``.
        weak var weakDelegate: (any CALayerDelegate)?
        /// Animations by key, in the order they were added.
        var animationEntries: OrderedDictionary<String, LayerAnimationEntry> = [:]
        /// The number of commits that had happened when the layer was
        /// created (or adopted); the layer is on screen (committed) once a
        /// later commit of its home runtime has run.
        var creationGeneration: Int
        /// The ``CoreAnimationState/Storage/serial`` of the runtime the layer
        /// belongs to: the one current when it was made, or the one that
        /// adopted it when it joined one of its layer trees
        /// (``CALayer/adoptIfForeign()``).
        var homeSerial: Int
        /// For presentation copies: the model layer.
        var presentationSource: CALayer?
        /// Values as the layer showed them just before a change whose action
        /// is running (the "previous value" of an implicit animation).
        var previousValues: [String: AnimatableValue] = [:]
        /// Custom keys whose values cannot be animated (strings, objects).
        var customStore: [String: Any] = [:]
        /// Custom colour keys set to nil: kept as clear colour (so they
        /// draw nothing and animate from and to clear), read back as nil.
        var nilledColorKeys: Set<String> = []
        var layoutFlags = LayoutFlags()
        var needsDisplayFlag = false
        var backingStoreDirtyRect: CGRect?
        /// Whether a host shows the tree this layer is the root of.
        var isHostRoot = false
        /// See ``CALayer/treeChangeEpoch``.
        var treeChangeEpoch = 0

        /// A model layer's storage, new to the current runtime.
        @MainActor static func new(modelState: LayerState = LayerState()) -> Stored {
            Stored(
                modelState: modelState, creationGeneration: CoreAnimationState.current.layerCreated(),
                homeSerial: CoreAnimationState.current.storage.serial)
        }

        /// A copy's storage: inert, in no runtime.
        static func copy(of modelState: LayerState) -> Stored {
            Stored(modelState: modelState, creationGeneration: Int.max, homeSerial: 0)
        }
    }
}
