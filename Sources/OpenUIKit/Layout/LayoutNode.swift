import Foundation
import OpenLayoutEngine

/// The solver side of one view or layout guide: its four variables
/// (origin in its superview's or owning view's coordinates, and size) and
/// the constraints the engine adds for it — frame pins for a view that
/// translates its autoresizing mask, inset pins for a built-in guide, and
/// content-size constraints for a view with an intrinsic size.
///
/// Its stored properties skip Swift's dynamic exclusivity checks, as the
/// engine's do (see ``AutoLayoutEngine``).
@MainActor
final class LayoutNode {
    /// The engine whose solver holds the variables (held strongly: it
    /// outlives the views of its runtime, so a view that goes away after
    /// its runtime still leaves through it; it lets go of the node when
    /// the view goes).
    let engine: AutoLayoutEngine
    /// The view the node belongs to (nil for a guide). Not a weak
    /// reference — one would give every constrained view a side table and
    /// make each retain and release of it slow — but one the engine clears
    /// when the view goes away (``AutoLayoutEngine/discard(_:)``).
    nonisolated(unsafe) unowned(unsafe) var view: UIView?
    /// The layout guide the node belongs to (nil for a view).
    weak var guide: UILayoutGuide?

    /// The view or layout guide the node belongs to.
    var owner: AnyObject? { view ?? guide }
    /// The solution the last sweep saw (x, y, width, height); NaN before.
    @exclusivity(unchecked) var lastSolved = SIMD4<Double>(repeating: .nan)
    /// The x of the origin.
    let x: Variable
    /// The y of the origin.
    let y: Variable
    /// The width.
    let width: Variable
    /// The height.
    let height: Variable
    /// Frame pins (x, y, width, height) or a guide's inset pins; nil where
    /// one conflicted with required constraints when made.
    @exclusivity(unchecked) var pins: [ConstraintHandle?] = []
    /// The values the pins hold (for a view: its frame).
    @exclusivity(unchecked) var pinnedValues: [Double] = []
    /// Whether the frame pins are required (the view has a superview or is
    /// a window) or only strong (a detached view, whose frame gives way).
    @exclusivity(unchecked) var pinsAreRequired = true
    /// The content-size constraint of each axis (hugging and compression
    /// resistance in one, as UIKit's `NSContentSizeLayoutConstraint`).
    @exclusivity(unchecked) var contentSize = AxisPair<ContentSize>()
    /// Active constraints whose solver expressions use this view's baseline
    /// offsets (re-aimed when they change).
    @exclusivity(unchecked) var baselineConstraints: [NSLayoutConstraint] = []
    /// The constraints `exerciseAmbiguityInLayout()` holds the view with.
    @exclusivity(unchecked) var exerciseConstraints: [ConstraintHandle] = []
    /// The direction of the next exercise (+1 or -1).
    @exclusivity(unchecked) var exerciseDirection: Double = -1
    /// Whether an ambiguous frame was already reported for the view.
    @exclusivity(unchecked) var reportedAmbiguity = false
    /// The index in the engine's list of views it positions (-1: not positioned).
    @exclusivity(unchecked) var positionedIndex = -1
    /// Whether the intrinsic size must be read again before the next layout.
    @exclusivity(unchecked) var intrinsicSizeIsStale = false

    /// The four variables of a new node (unnamed: messages name the owner
    /// through ``owner``, so no strings are made per view).
    init(engine: AutoLayoutEngine) {
        self.engine = engine
        let solver = engine.solver
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    /// The view went away off the main queue (the engine's clean-up could
    /// not run): the engine then sees a node without a view.
    nonisolated func forgetViewOffMainQueue() {
        view = nil
    }

    /// The solved rectangle.
    var solvedRect: CGRect {
        let solver = engine.solver
        return CGRect(
            x: solver.value(of: x), y: solver.value(of: y), width: solver.value(of: width),
            height: solver.value(of: height))
    }

    /// The variables, in the order x, y, width, height.
    var variables: [Variable] { [x, y, width, height] }
}
