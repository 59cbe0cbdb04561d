import Foundation
import OrderedCollections
import Synchronization

/// An object that manages image-based content and animates it: the building
/// block of Core Animation's layer tree.
///
/// A layer's properties are its *model*. Animations added with
/// ``add(_:forKey:)`` change what is shown without changing the model; the
/// *presentation* (``presentation()``) is the model with the committed
/// animations applied at the current media time, and it is what the
/// compositor draws.
///
/// Differences from Apple's CALayer, all forced by Linux Swift:
/// - `init()`, `init(layer:)` and `init?(coder:)` are `required` (there is
///   no Objective-C runtime to create instances of a dynamic class), so a
///   subclass that overrides them writes `required` instead of `override`,
///   and a subclass with initialisers of its own must provide both
///   (`openuikit-port` adds them to iOS code: `init(layer:)` copying the
///   stored properties, `init()` stopping as Apple's runtime does when it
///   is called on a class that has no such initialiser).
/// - Key-value coding covers Core Animation's own keys and any custom key
///   (stored in the layer); Swift properties of subclasses are not visible
///   to `value(forKey:)` — implement a custom animatable property as a
///   computed property over `value(forKey:)`/`setValue(_:forKey:)`.
/// - Layers are main-actor isolated (Core Animation allows any thread with
///   per-thread transactions).
/// - The `CAMediaTiming` properties that only make sense for things that
///   end (`duration`, `repeatCount`, `repeatDuration`, `autoreverses`,
///   `fillMode`) are recorded but do not affect a layer's local time.
///
/// Create, change and add layers on the main actor, inside or outside an
/// explicit ``CATransaction``; the frame pipeline commits the changes once
/// per turn (see <doc:TimeAndFrames>).
@preconcurrency @MainActor
open class CALayer: NSObject, CAMediaTiming {
    // MARK: Storage

    /// Everything a layer keeps, in one value (see ``Stored``).
    ///
    /// `@exclusivity(unchecked)`: every access is on the main actor and
    /// none overlaps another — the layer code never holds an access across
    /// a call that could reach the same layer's storage — so Swift's
    /// dynamic exclusivity checks, which cost a call per access on the
    /// hottest paths (layout, presentation, compositing), are off here.
    /// `nonisolated(unsafe)`: `deinit` (nonisolated) clears its sublayers'
    /// and mask's links to it, and a view clears its owning delegate from
    /// its own `deinit`.
    @exclusivity(unchecked) nonisolated(unsafe) var stored: Stored
    /// A number no other layer of the process has (``LayerIdentity``):
    /// what render caches compare to know a layer they recorded.
    nonisolated let renderIdentity = LayerIdentity.next()

    /// The layer's own timing (its time space for animations and
    /// sublayers); a change of whether it shifts time (`beginTime`, `speed`,
    /// `timeOffset`) updates ``timeShiftingLayers``.
    var timing: MediaTimingModel {
        _read { yield stored.timing }
        _modify {
            let shifted = stored.timing.shiftsTime
            yield &stored.timing
            noteTreeChange()
            let shifts = stored.timing.shiftsTime
            if shifts != shifted { Self.timeShiftingLayers.add(shifts ? 1 : -1, ordering: .relaxed) }
        }
    }
    /// The attributes, copied out of a shared box before a change.
    var attributes: LayerAttributes {
        _read { yield stored.attributesBox.value }
        _modify {
            if !isKnownUniquelyReferenced(&stored.attributesBox) { stored.attributesBox = LayerAttributesBox(stored.attributesBox.value) }
            yield &stored.attributesBox.value
        }
    }
    /// The last blurred shadow mask, reused while the shape is unchanged.
    var shadowMaskCache: ShadowMaskCache?

    /// How many living layers map their parent's time to a different local
    /// time. While none does, every layer's local time is media time and
    /// time conversions skip the walk up the tree.
    nonisolated static let timeShiftingLayers = Atomic<Int>(0)

    deinit {
        if stored.timing.shiftsTime { Self.timeShiftingLayers.add(-1, ordering: .relaxed) }
        for sublayer in stored.sublayerStorage { sublayer.stored.superlayerStorage = nil }
        stored.maskStorage?.stored.maskOwner = nil
    }

    // MARK: Creating layers

    /// Creates a layer with Core Animation's default property values.
    public required override init() {
        stored = .new()
        super.init()
    }

    /// Creates a copy of `layer` for use as a presentation or shadow copy.
    ///
    /// Copies every Core Animation property, the timing, and custom keys
    /// holding animatable values (numbers, points, colours, …; other custom
    /// values are not copied), but not sublayers, the mask, the delegate or
    /// animations. The copy is inert: changing it runs no actions and
    /// commits nothing.
    /// Subclasses copy their own stored properties and call `super`; as on
    /// Apple platforms ``presentation()`` creates copies with it, so it must
    /// accept a layer of the subclass's own type.
    public required init(layer: Any) {
        let other = layer as? CALayer
        stored = .copy(of: other?.stored.modelState ?? LayerState())
        super.init()
        if let other { copyProperties(of: other) }
    }

    /// A presentation copy of a plain `CALayer`, showing its model until
    /// the caller applies the animations: what ``init(layer:)`` makes,
    /// without its dynamic cast. Subclasses are copied with
    /// ``init(layer:)``, which they may override.
    private init(presentationOf source: CALayer) {
        stored = .copy(of: source.stored.modelState)
        // Set in the storage, the timing is not counted by ``timing``'s
        // accessor: a time-shifting copy is counted below.
        stored.timing = source.stored.timing
        stored.attributesBox = source.stored.attributesBox
        stored.presentationSource = source
        super.init()
        if timing.shiftsTime { Self.timeShiftingLayers.add(1, ordering: .relaxed) }
    }

    /// What ``init(layer:)`` copies besides the model (setting the timing
    /// here, outside an initialiser, counts a time-shifting copy).
    private func copyProperties(of other: CALayer) {
        timing = other.timing
        stored.attributesBox = other.stored.attributesBox
        stored.nilledColorKeys = other.stored.nilledColorKeys
    }

    /// Decodes a layer archived with ``encode(with:)``.
    public required init?(coder: NSCoder) {
        stored = .new()
        super.init()
        decodeArchivedProperties(from: coder)
    }

    // MARK: Presentation and model

    /// The layer as currently shown: the model with committed animations
    /// applied at the current media time. Nil until the layer has been
    /// committed in a transaction, as on Apple platforms. Each call returns
    /// a new copy.
    open func presentation() -> Self? {
        if let source = stored.presentationSource { return source.presentation() as? Self }
        guard isCommitted else { return nil }
        let copy: Self
        if type(of: self) == CALayer.self {
            copy = unsafeDowncast(CALayer(presentationOf: self), to: Self.self)
        } else {
            copy = type(of: self).init(layer: self)
            copy.stored.presentationSource = self
        }
        if !stored.animationEntries.isEmpty {
            applyAnimations(to: &copy.stored.modelState, atLocalTime: localTime(fromMediaTime: CACurrentMediaTime()))
        }
        return copy
    }

    /// The model layer: `self`, or for a presentation copy the layer it
    /// was made from.
    open func model() -> Self {
        (stored.presentationSource as? Self) ?? self
    }

    // MARK: Geometry

    /// The layer's bounds rectangle in its own coordinates.
    open var bounds: CGRect {
        get { stored.modelState.bounds }
        set { change("bounds", \.bounds, newValue) }
    }

    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint {
        get { stored.modelState.position }
        set { change("position", \.position, newValue) }
    }

    /// The position on the z axis (also orders siblings: higher is in front).
    open var zPosition: CGFloat {
        get { stored.modelState.zPosition }
        set { change("zPosition", \.zPosition, newValue) }
    }

    /// The point, in unit coordinates of the bounds, that `position` and
    /// `transform` refer to (default (0.5, 0.5)).
    open var anchorPoint: CGPoint {
        get { stored.modelState.anchorPoint }
        set { change("anchorPoint", \.anchorPoint, newValue) }
    }

    /// The anchor point's z coordinate.
    open var anchorPointZ: CGFloat {
        get { stored.modelState.anchorPointZ }
        set { change("anchorPointZ", \.anchorPointZ, newValue) }
    }

    /// The transform applied about the anchor point.
    open var transform: CATransform3D {
        get { stored.modelState.transform }
        set { change("transform", \.transform, newValue) }
    }

    /// The transform applied to sublayers, about this layer's anchor point.
    open var sublayerTransform: CATransform3D {
        get { stored.modelState.sublayerTransform }
        set { change("sublayerTransform", \.sublayerTransform, newValue) }
    }

    /// The layer's frame in its superlayer: derived from bounds, position,
    /// anchor point and transform (the bounding box of the transformed
    /// bounds when the transform is not the identity). Setting it sets
    /// `position` and `bounds.size` from the standardized rectangle
    /// (ignoring the transform, whose effect on a frame setter Apple leaves
    /// undefined), each through its own action.
    open var frame: CGRect {
        get { stored.modelState.frame }
        set {
            let size = newValue.standardized.size
            let origin = newValue.standardized.origin
            position = CGPoint(x: origin.x + anchorPoint.x * size.width, y: origin.y + anchorPoint.y * size.height)
            bounds = CGRect(origin: bounds.origin, size: size)
        }
    }

    /// Whether the layer's contents are drawn with y increasing upwards
    /// (recorded; drawing always uses UIKit's y-down convention).
    open var isGeometryFlipped: Bool {
        get { stored.modelState.isGeometryFlipped }
        set { change("geometryFlipped", \.isGeometryFlipped, newValue) }
    }

    // MARK: Appearance

    /// Opacity from 0 to 1 (default 1).
    open var opacity: Float {
        get { stored.modelState.opacity }
        set { change("opacity", \.opacity, newValue) }
    }

    /// Whether the layer (and its sublayers) are not drawn.
    open var isHidden: Bool {
        get { stored.modelState.isHidden }
        set { change("hidden", \.isHidden, newValue) }
    }

    /// The fill colour of the bounds (inside the corner radius).
    open var backgroundColor: CGColor? {
        get { stored.modelState.backgroundColor }
        set { change("backgroundColor", \.backgroundColor, newValue) }
    }

    /// The radius of rounded corners for the background and border (and
    /// for clipping when `masksToBounds`). Clamped to half the shorter
    /// side when drawn; negative and non-finite radii draw square corners.
    open var cornerRadius: CGFloat {
        get { stored.modelState.cornerRadius }
        set { change("cornerRadius", \.cornerRadius, newValue) }
    }

    /// Which corners `cornerRadius` rounds (default all).
    open var maskedCorners: CACornerMask {
        get { stored.modelState.maskedCorners }
        set { change("maskedCorners", \.maskedCorners, newValue) }
    }

    /// The shape of rounded corners.
    open var cornerCurve: CALayerCornerCurve {
        get { stored.modelState.cornerCurve }
        set { change("cornerCurve", \.cornerCurve, newValue) }
    }

    /// The border width, drawn inside the bounds above contents and sublayers.
    open var borderWidth: CGFloat {
        get { stored.modelState.borderWidth }
        set { change("borderWidth", \.borderWidth, newValue) }
    }

    /// The border colour (default opaque black).
    open var borderColor: CGColor? {
        get { stored.modelState.borderColor }
        set { change("borderColor", \.borderColor, newValue) }
    }

    /// The shadow colour (default opaque black).
    open var shadowColor: CGColor? {
        get { stored.modelState.shadowColor }
        set { change("shadowColor", \.shadowColor, newValue) }
    }

    /// The shadow opacity (default 0: no shadow).
    open var shadowOpacity: Float {
        get { stored.modelState.shadowOpacity }
        set { change("shadowOpacity", \.shadowOpacity, newValue) }
    }

    /// The shadow offset (default (0, −3)).
    open var shadowOffset: CGSize {
        get { stored.modelState.shadowOffset }
        set { change("shadowOffset", \.shadowOffset, newValue) }
    }

    /// The shadow blur radius (default 3), drawn as a Gaussian blur with
    /// this standard deviation in points (Apple does not document its
    /// kernel). Negative and non-finite radii draw a sharp shadow.
    open var shadowRadius: CGFloat {
        get { stored.modelState.shadowRadius }
        set { change("shadowRadius", \.shadowRadius, newValue) }
    }

    /// The shape of the shadow; nil derives it from the layer's content.
    open var shadowPath: CGPath? {
        get { stored.modelState.shadowPath }
        set { change("shadowPath", \.shadowPath, newValue) }
    }

    /// Whether sublayers and contents are clipped to the bounds (and corners).
    open var masksToBounds: Bool {
        get { stored.modelState.masksToBounds }
        set { change("masksToBounds", \.masksToBounds, newValue) }
    }

    /// Whether the back of the layer is drawn when it faces away.
    open var isDoubleSided: Bool {
        get { stored.modelState.isDoubleSided }
        set { change("doubleSided", \.isDoubleSided, newValue) }
    }

    /// Whether the layer and its sublayers are composited as one group
    /// when opacity < 1 (default true).
    open var allowsGroupOpacity: Bool {
        get { stored.modelState.allowsGroupOpacity }
        set { change("allowsGroupOpacity", \.allowsGroupOpacity, newValue) }
    }

    /// Whether edges are antialiased when transformed (recorded; the
    /// compositor antialiases every edge).
    open var allowsEdgeAntialiasing: Bool {
        get { stored.modelState.allowsEdgeAntialiasing }
        set { change("allowsEdgeAntialiasing", \.allowsEdgeAntialiasing, newValue) }
    }

    /// Whether the layer promises to be fully opaque (recorded; backing
    /// stores keep their alpha channel and nothing below is skipped).
    open var isOpaque: Bool {
        get { stored.modelState.isOpaque }
        set { change("opaque", \.isOpaque, newValue) }
    }

    /// Whether the layer and its sublayers are drawn once into a bitmap
    /// of ``rasterizationScale`` pixels per point, which a renderer then
    /// composites — moved, transformed and faded as the layer is — until
    /// anything in the tree draws differently (the layer's own position,
    /// transform and opacity aside). False by default.
    ///
    /// The bitmap holds the tree at full opacity, shadow and mask
    /// included, and is composited as a group with bilinear filtering: a
    /// ``rasterizationScale`` below the screen's scale blurs, as on iOS.
    /// A tree that changes every frame is drawn into a new bitmap every
    /// frame. Differences from Core Animation: a layer under a perspective
    /// transform, and `render(in:)`, draw directly; a tree whose ink is
    /// larger than 4,096 pixels on a side is drawn directly.
    open var shouldRasterize: Bool {
        get { stored.modelState.shouldRasterize }
        set { change("shouldRasterize", \.shouldRasterize, newValue) }
    }

    /// The bitmap pixels per point of a rasterized layer (see
    /// ``shouldRasterize``); 1 by default, as in Core Animation (set it to
    /// the screen's scale for a sharp bitmap). Animatable.
    open var rasterizationScale: CGFloat {
        get { stored.modelState.rasterizationScale }
        set { change("rasterizationScale", \.rasterizationScale, newValue) }
    }

    // MARK: Contents

    /// The layer's image: a `CGImage`, or nil. Other values are kept but
    /// not drawn.
    open var contents: Any? {
        get { stored.modelState.contents }
        set { change("contents", \.contents, newValue) }
    }

    /// The part of the contents drawn, in unit coordinates of the image
    /// with (0, 0) at its first row (default the whole image).
    open var contentsRect: CGRect {
        get { stored.modelState.contentsRect }
        set { change("contentsRect", \.contentsRect, newValue) }
    }

    /// The stretchable middle of the contents, in unit coordinates (default
    /// the whole image); used by the `resize` gravities. A zero-size centre
    /// stretches the one pixel row or column there.
    open var contentsCenter: CGRect {
        get { stored.modelState.contentsCenter }
        set { change("contentsCenter", \.contentsCenter, newValue) }
    }

    /// How the contents fit the bounds (default `.resize`). The positional
    /// gravities use Core Animation's y-up names, as on iOS: `.top` is the
    /// bottom edge in UIKit's y-down space.
    open var contentsGravity: CALayerContentsGravity {
        get { stored.modelState.contentsGravity }
        set { change("contentsGravity", \.contentsGravity, newValue) }
    }

    /// Pixels per point of the contents (default 1); also the scale of the
    /// backing store ``display()`` makes. Zero, negative and non-finite
    /// scales draw as 1.
    open var contentsScale: CGFloat {
        get { stored.modelState.contentsScale }
        set { change("contentsScale", \.contentsScale, newValue) }
    }

    /// The filter for shrinking contents.
    open var minificationFilter: CALayerContentsFilter {
        get { stored.modelState.minificationFilter }
        set { change("minificationFilter", \.minificationFilter, newValue) }
    }

    /// The filter for enlarging contents.
    open var magnificationFilter: CALayerContentsFilter {
        get { stored.modelState.magnificationFilter }
        set { change("magnificationFilter", \.magnificationFilter, newValue) }
    }

    /// The format of the backing store (recorded; backing stores are RGBA8).
    open var contentsFormat: CALayerContentsFormat {
        get { attributes.contentsFormat }
        set { attributes.contentsFormat = newValue }
    }

    /// Whether a bounds change marks the layer as needing display.
    open var needsDisplayOnBoundsChange: Bool {
        get { attributes.needsDisplayOnBoundsChange }
        set { attributes.needsDisplayOnBoundsChange = newValue }
    }

    /// Whether drawing may be deferred (recorded; drawing is synchronous).
    open var drawsAsynchronously: Bool {
        get { attributes.drawsAsynchronously }
        set { attributes.drawsAsynchronously = newValue }
    }

    /// Which edges are antialiased (recorded; the compositor antialiases
    /// every edge).
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { attributes.edgeAntialiasingMask }
        set { attributes.edgeAntialiasingMask = newValue }
    }

    /// Core Image filters on Apple platforms; recorded, not drawn.
    open var filters: [Any]? {
        get { attributes.filters }
        set { attributes.filters = newValue }
    }
    /// Core Image filters on Apple platforms; recorded, not drawn.
    open var backgroundFilters: [Any]? {
        get { attributes.backgroundFilters }
        set { attributes.backgroundFilters = newValue }
    }
    /// A Core Image compositing filter on Apple platforms; recorded, not drawn.
    open var compositingFilter: Any? {
        get { attributes.compositingFilter }
        set { attributes.compositingFilter = newValue }
    }

    // MARK: Identity, delegate and actions

    /// A name for the layer (used by debugging output).
    open var name: String? {
        get { attributes.name }
        set { attributes.name = newValue }
    }

    /// The layer's delegate (held weakly).
    open var delegate: (any CALayerDelegate)? {
        get { stored.owningDelegate ?? stored.weakDelegate }
        set {
            stored.owningDelegate = nil
            stored.weakDelegate = newValue
        }
    }


    /// Makes `owner` the delegate without a weak reference (which would give
    /// it a side table and slow its reference counting), for an owner that
    /// holds this layer and calls ``clearOwningDelegate(_:)`` before it goes
    /// away — a view and its layer. Setting ``delegate`` replaces it.
    package func setOwningDelegate(_ owner: any CALayerDelegate) {
        stored.weakDelegate = nil
        stored.owningDelegate = owner
    }

    /// Forgets `owner` if it is the owning delegate (its `deinit` calls this).
    package nonisolated func clearOwningDelegate(_ owner: AnyObject) {
        if let current = stored.owningDelegate, current === owner { stored.owningDelegate = nil }
    }

    /// Actions by event key, consulted after the delegate.
    open var actions: [String: any CAAction]? {
        get { attributes.actions }
        set { attributes.actions = newValue }
    }

    /// Default values by key (consulted for custom keys).
    open var style: [AnyHashable: Any]? {
        get { attributes.style }
        set { attributes.style = newValue }
    }

    // MARK: Hierarchy

    /// The layer's superlayer.
    open var superlayer: CALayer? { stored.superlayerStorage }


    /// The sublayers, back to front; nil when there are none. Assigning
    /// replaces them all.
    open var sublayers: [CALayer]? {
        get {
            if let source = stored.presentationSource {
                let copies = source.stored.sublayerStorage.compactMap { $0.presentation() }
                return copies.isEmpty ? nil : copies
            }
            return stored.sublayerStorage.isEmpty ? nil : stored.sublayerStorage
        }
        set { replaceAllSublayers(with: newValue ?? []) }
    }

    /// A layer whose alpha masks this layer's content (and its sublayers).
    ///
    /// The mask must not be in a layer tree: a layer that has a superlayer,
    /// or that is this layer or one of its ancestors, is refused with a
    /// console message and the old mask stays. A layer that masks another
    /// layer moves to this one. The mask's geometry is in this layer's
    /// coordinates and its time in this layer's time space.
    open var mask: CALayer? {
        get { stored.maskStorage }
        set { setMask(newValue) }
    }

    /// Appends `layer` as the frontmost sublayer, moving it from any
    /// previous superlayer.
    ///
    /// Refused with a console message when `layer` is this layer or one of
    /// its ancestors (the tree must stay a tree), or is some layer's mask.
    /// Runs the `kCAOnOrderIn` action of a layer that was not already a
    /// sublayer here.
    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: stored.sublayerStorage.count)
    }

    /// Inserts `layer` at `idx` (clamped to the number of sublayers);
    /// refused as ``addSublayer(_:)`` describes.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// Inserts `layer` just below `sibling`; at the back (index 0) when
    /// `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, relativeTo: sibling, offset: 0)
    }

    /// Inserts `layer` just above `sibling`; at the front (appended) when
    /// `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, relativeTo: sibling, offset: 1)
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index.
    /// When `oldLayer` is not a sublayer, nothing changes and a console
    /// message is logged.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replace(oldLayer, with: newLayer)
    }

    /// Removes the layer from its superlayer (running its `kCAOnOrderOut`
    /// action), or from the layer it masks.
    open func removeFromSuperlayer() {
        detachFromParent()
    }

    // MARK: Display

    /// Marks the contents as needing to be redrawn at the next commit.
    open func setNeedsDisplay() {
        markNeedsDisplay(nil)
    }

    /// Marks part of the contents as needing to be redrawn.
    open func setNeedsDisplay(_ r: CGRect) {
        markNeedsDisplay(r)
    }

    /// Whether the layer will be redrawn at the next commit.
    open func needsDisplay() -> Bool { stored.needsDisplayFlag }

    /// Redraws now if marked.
    open func displayIfNeeded() {
        if stored.needsDisplayFlag { display() }
    }

    /// Updates the contents: asks the delegate's `display(_:)`, whose
    /// default draws into a new backing store through ``draw(in:)``; without
    /// a delegate, draws into the backing store directly. Called at commit
    /// for layers marked with ``setNeedsDisplay()``.
    open func display() {
        stored.needsDisplayFlag = false
        if let delegate {
            delegate.display(self)
        } else {
            displayIntoBackingStore()
        }
    }

    /// Draws the layer's content; the default asks the delegate's
    /// `draw(_:in:)`. The context is in the layer's coordinates with y
    /// down (as on iOS), scaled by `contentsScale`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Draws the layer tree's *model* (not its animations) into `ctx`, in
    /// this layer's coordinates, as Core Animation's `render(in:)` does.
    /// Draws whether or not the layer has been committed (layers marked
    /// for display are displayed first, so a tree no host shows draws
    /// too); the layer's own position and transform are not applied.
    open func render(in ctx: CGContext) {
        displaySubtreeIfNeeded()
        Compositor.renderModel(of: self, in: ctx)
    }

    /// Draws content a layer class produces itself (shapes, gradients,
    /// text), between the contents image and the sublayers, in the layer's
    /// coordinates, from `state` (the presentation), with colours' alpha
    /// multiplied by `alpha`; the base class draws nothing. Overridden by
    /// this module's layer subclasses.
    func drawOwnContent(state: LayerState, in cr: OpaquePointer, alpha: Double) {}

    /// Whether ``drawOwnContent(state:in:alpha:)`` draws anything.
    var drawsOwnContent: Bool { false }

    /// The box, in the layer's coordinates, that ``drawOwnContent(state:in:alpha:)``
    /// can paint in `state` when it reaches beyond the bounds (a stroked
    /// path), for damage; nil when it stays inside them.
    nonisolated func ownContentExtent(_ state: LayerState) -> CGRect? { nil }

    /// Whether the contents would be drawn flipped (always false on iOS).
    open func contentsAreFlipped() -> Bool { false }

    // MARK: Layout

    /// Marks the layer as needing layout at the next commit or
    /// `layoutIfNeeded()`.
    open func setNeedsLayout() {
        markNeedsLayout()
    }

    /// Whether the layer needs layout.
    open func needsLayout() -> Bool { stored.layoutFlags.needsLayout }

    /// Lays out the highest ancestor that needs layout and everything below
    /// it that needs layout, top-down.
    open func layoutIfNeeded() {
        layoutSubtreeIfNeeded()
    }

    /// Lays out sublayers; the default asks the delegate.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The layer's preferred size: its bounds size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Hit testing

    /// The deepest visible descendant (or self) containing `p`, given in
    /// the superlayer's coordinates; sublayers in front are tried first.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        defaultHitTest(p)
    }

    /// Whether `p` (in this layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    // MARK: Actions

    /// The action for `event`: the delegate's, else `actions[event]`, else
    /// `style`'s, else ``defaultAction(forKey:)`` — the last only once the
    /// layer has been committed (a layer not yet shown does not animate,
    /// as on Apple platforms). `NSNull` anywhere means no action.
    ///
    /// Asked before each property change (unless the transaction disables
    /// actions); the action runs after the model changed.
    open func action(forKey event: String) -> (any CAAction)? {
        searchAction(forKey: event)
    }

    /// The default action for `event`: for animatable properties a basic
    /// animation (the transaction's duration and timing function, else
    /// 0.25 s with the `.default` curve), nil otherwise.
    ///
    /// Nil for the boolean properties `hidden`, `masksToBounds` and
    /// `doubleSided`, which change at once (OpenQuartzCore's choice: a
    /// discrete implicit animation would only delay the change), for
    /// component key paths such as `position.x`, and for custom keys.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        if ownAnimatableKeys.contains(event) { return implicitAnimation(forKey: event) }
        let keyPath = LayerKeyPath(event)
        guard keyPath.isAnimatable, keyPath.component == .whole else { return nil }
        return implicitAnimation(forKey: event)
    }

    /// The keys of a layer class's own animatable properties (the shape,
    /// text, gradient and replicator layers'), which ``defaultAction(forKey:)``
    /// animates implicitly as it does `CALayer`'s; none for `CALayer`.
    class var ownAnimatableKeys: Set<String> { [] }

    /// The implicit animation of a change of `key`: a basic animation with
    /// the transaction's timing function (or the default one).
    static func implicitAnimation(forKey key: String) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: key)
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// The value a custom key has before it is set (nil for every key by
    /// default). Subclasses override to give custom properties defaults.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether changing `key` requires redisplay (false by default).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Whether `key` is archived by ``encode(with:)``.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Animations

    /// Attaches a copy of `anim` under `key` (replacing any animation with
    /// that key; a nil key gets a unique one). The animation starts when the
    /// current transaction commits; a zero duration takes the transaction's.
    ///
    /// Opens an implicit transaction if none is open. The copy is taken now
    /// (later changes to `anim` do not affect it); a zero or NaN duration
    /// becomes the transaction's, and a property animation without a timing
    /// function gets the transaction's, if set. A `CATransition` captures
    /// the layer's current look here. A replaced animation's delegate hears
    /// `animationDidStop(_:finished: false)`. Does nothing on a presentation
    /// copy.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        addAnimation(anim, forKey: key)
    }

    /// The running animation for `key` (the layer's copy).
    open func animation(forKey key: String) -> CAAnimation? {
        stored.animationEntries[key]?.animation
    }

    /// The keys of attached animations, in the order they were added; nil
    /// when none. Animations added with a nil key are not listed. Finished
    /// animations stay listed while `isRemovedOnCompletion` is false.
    open func animationKeys() -> [String]? {
        let keys = stored.animationEntries.values.filter { !$0.hasGeneratedKey }.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation for `key`; its delegate hears
    /// `animationDidStop(_:finished: false)` if it had not finished.
    open func removeAnimation(forKey key: String) {
        removeAnimationEntry(forKey: key)
    }

    /// Removes every animation; each unfinished one's delegate hears
    /// `animationDidStop(_:finished: false)`.
    open func removeAllAnimations() {
        for key in Array(stored.animationEntries.keys) { removeAnimationEntry(forKey: key) }
    }

    // MARK: CAMediaTiming

    /// When the layer's time space starts, in its superlayer's time (default 0).
    ///
    /// The layer's local time — what its animations' begin times and its
    /// sublayers' times are measured in — is
    /// `(parent time − beginTime) × speed + timeOffset`; a root layer's
    /// parent time is media time. Layers never end, so unlike an animation's
    /// begin time this never hides anything. NaN is stored as 0.
    open var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { timing.beginTime = newValue.isNaN ? 0 : newValue }
    }

    /// Recorded only: a layer's own duration does not affect its local time
    /// (layers never end). NaN and negative values are stored as 0.
    open var duration: CFTimeInterval {
        get { timing.duration }
        set { timing.duration = newValue.isNaN || newValue < 0 ? 0 : newValue }
    }

    /// How fast the layer's local time runs relative to its superlayer's
    /// (default 1); speeds multiply down the tree.
    ///
    /// 0 freezes every animation in the subtree at the layer's
    /// ``timeOffset`` (Apple's pause recipe: set `timeOffset` to the current
    /// local time, then `speed` to 0); a negative speed plays them backwards.
    /// NaN is stored as 1.
    open var speed: Float {
        get { Float(timing.speed) }
        set { timing.speed = newValue.isNaN ? 1 : Double(newValue) }
    }

    /// Seconds added to the layer's local time (default 0); with a zero
    /// ``speed`` it is the time the whole subtree shows. Non-finite values are
    /// stored as 0.
    open var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue.isFinite ? newValue : 0 }
    }

    /// Recorded only: a layer's local time ignores it (layers never end). NaN
    /// and negative values are stored as 0.
    open var repeatCount: Float {
        get { Float(timing.repeatCount) }
        set { timing.repeatCount = newValue.isNaN || newValue < 0 ? 0 : Double(newValue) }
    }

    /// Recorded only: a layer's local time ignores it (layers never end). NaN
    /// and negative values are stored as 0.
    open var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue.isNaN || newValue < 0 ? 0 : newValue }
    }

    /// Recorded only: a layer's local time ignores it (layers never end).
    open var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }

    /// Recorded only: a layer's local time ignores it (layers never end).
    open var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    // MARK: Key-value coding

    /// The value of a Core Animation key or a custom key (nil if unset and
    /// without a default in ``style`` or ``defaultValue(forKey:)``).
    ///
    /// Numeric properties come back as `CGFloat` (booleans as `Bool`;
    /// `speed` as `Float`). Swift properties of subclasses are not visible
    /// here (no Objective-C runtime): back a custom property with
    /// ``setValue(_:forKey:)`` and this method instead.
    open func value(forKey key: String) -> Any? {
        keyedValue(forKeyPath: key)
    }

    /// Sets a Core Animation key (with the same actions as the property)
    /// or stores a custom key.
    ///
    /// Numbers, points, sizes, rectangles, transforms, colours and paths
    /// stored under a custom key animate like built-in properties (an
    /// animation whose key path names the key); other values are kept as
    /// given. A value of the wrong kind for a built-in key is ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        setKeyedValue(value, forKeyPath: key)
    }

    /// The value at a key path such as `"position.x"`.
    open func value(forKeyPath keyPath: String) -> Any? {
        keyedValue(forKeyPath: keyPath)
    }

    /// Sets the value at a key path such as `"transform.rotation.z"`.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setKeyedValue(value, forKeyPath: keyPath)
    }

    // MARK: NSObject

    /// A debugging description: the class, the address and the ``name`` when
    /// set, e.g. `<CALayer: 0x6000…; name = badge>`.
    ///
    /// Declared `nonisolated` to satisfy `NSObject`, but it must be read on
    /// the main actor (elsewhere it traps).
    open override nonisolated var description: String {
        MainActor.assumeIsolated { layerDescription }
    }

    private var layerDescription: String {
        let kind = String(describing: type(of: self))
        let id = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        return name.map { "<\(kind): 0x\(id); name = \($0)>" } ?? "<\(kind): 0x\(id)>"
    }
}
