import Foundation
import OpenLayoutEngine

/// A relation between two attributes of views or layout guides that Auto
/// Layout keeps true: `first = multiplier × second + constant` (or `≤`,
/// `≥`), at a priority.
///
/// Make one with anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor)`),
/// with ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``
/// or with the visual format language, then activate it. An active
/// constraint is installed on the closest common ancestor of its items
/// (``UIView/constraints``) and solved with the others before each layout
/// pass; ``constant`` and ``priority`` can change while it is active.
///
/// Invalid constraints (items that are neither views nor layout guides,
/// mismatched attributes, non-finite numbers, a zero multiplier) raise
/// UIKit's exception when made; under `UIApplication.misuseHandling =
/// .refuse` the message is printed and the constraint can never become
/// active.
///
/// Differences from UIKit: leading and trailing are left and right (no
/// right-to-left layout yet); `shouldBeArchived` is stored but nothing is
/// archived.
///
/// Its stored properties skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`; ARCHITECTURE.md, "Storage and
/// exclusivity"): a stack view makes thousands of constraints in a first
/// layout, all on the main actor, and no access spans a call.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first side.
    let first: AnchorExpression
    /// The second side (nil: a constant).
    let second: AnchorExpression?
    private let relationStorage: Relation
    private let multiplierStorage: CGFloat
    @exclusivity(unchecked) private var constantStorage: CGFloat
    @exclusivity(unchecked) private var priorityStorage = UILayoutPriority.required
    /// Why the constraint can never be active (nil: it is valid).
    let invalidReason: String?
    /// The view the constraint is installed on while active. Cleared when
    /// the constraint is deactivated, which a view going away does for
    /// every constraint installed on it (so no weak reference, and no side
    /// table for every view with constraints, is needed).
    nonisolated var installedView: UIView? {
        get { installedViewReference?.takeUnretainedValue() }
        set { installedViewReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// ``installedView``'s storage: unretained, and a reference whose
    /// presence (``isActive``) is read without retaining the view.
    @exclusivity(unchecked) nonisolated(unsafe) private var installedViewReference: Unmanaged<UIView>?
    /// The engine the constraint is active in (the runtime current when it
    /// was activated), which its later changes and its deactivation go to.
    @exclusivity(unchecked) var engine: AutoLayoutEngine?
    /// Whether views whose baselines the constraint uses remember it.
    @exclusivity(unchecked) var tracksBaselines = false
    /// Items that are neither views nor layout guides, kept alive so that
    /// the refused constraint can still describe them (its sides hold
    /// items unretained).
    private let foreignItems: [AnyObject]
    /// The constraint in the solver (nil while inactive, or when it was
    /// broken to resolve a conflict).
    @exclusivity(unchecked) var engineHandle: ConstraintHandle?
    /// The solver expression's constant when ``constant`` is 0 (baseline
    /// offsets), so a new constant re-aims it without rebuilding it.
    @exclusivity(unchecked) var engineBase: Double = 0

    /// A name shown in descriptions and conflict messages.
    @exclusivity(unchecked) open var identifier: String?
    /// Whether Interface Builder archives the constraint (stored only).
    @exclusivity(unchecked) open var shouldBeArchived = false

    /// The constraint `first relation multiplier × second + constant`,
    /// validated as UIKit validates it.
    init(
        first: AnchorExpression, relation: Relation, second: AnchorExpression?, multiplier: CGFloat, constant: CGFloat,
        retaining foreignItems: [AnyObject] = []
    ) {
        self.foreignItems = foreignItems
        self.first = first
        self.second = second
        relationStorage = relation
        multiplierStorage = multiplier
        constantStorage = constant
        invalidReason = Self.validate(first: first, second: second, multiplier: multiplier, constant: constant)
        super.init()
        if let invalidReason { UIKitDiagnostics.raise("NSInvalidArgumentException", reason: invalidReason) }
    }

    /// A constraint the library makes from items and attributes it knows
    /// to be legal (a stack view's arrangement): only its numbers, which
    /// come from the app (a spacing), are checked — the full validation,
    /// which a first layout would do thousands of times, runs only when
    /// one is not finite (and in debug builds).
    init(
        trusting first: AnchorExpression, relation: Relation, second: AnchorExpression?, multiplier: CGFloat,
        constant: CGFloat
    ) {
        foreignItems = []
        self.first = first
        self.second = second
        relationStorage = relation
        multiplierStorage = multiplier
        constantStorage = constant
        if constant.isFinite, multiplier.isFinite {
            assert(Self.validate(first: first, second: second, multiplier: multiplier, constant: constant) == nil)
            invalidReason = nil
        } else {
            invalidReason = Self.validate(first: first, second: second, multiplier: multiplier, constant: constant)
        }
        super.init()
        if let invalidReason { UIKitDiagnostics.raise("NSInvalidArgumentException", reason: invalidReason) }
    }

    /// The constraint `view1.attr1 relation multiplier × view2.attr2 + c`;
    /// `view2` nil (with `attr2` `.notAnAttribute`) makes it
    /// `view1.attr1 relation c`.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let firstItem = view1 as AnyObject
        let secondItem = view2.map { $0 as AnyObject }
        let foreign = [firstItem, secondItem].compactMap { $0 }.filter { !($0 is UIView) && !($0 is UILayoutGuide) }
        self.init(
            first: AnchorExpression(firstItem, attr1), relation: relation,
            second: secondItem.map { AnchorExpression($0, attr2) }, multiplier: multiplier, constant: c,
            retaining: foreign)
    }

    /// The host went away off the main queue (its clean-up could not run):
    /// the constraint is inactive from then on.
    nonisolated func forgetHostOffMainQueue() {
        installedView = nil
    }

    /// Calls `body` with each item of both sides (alive ones).
    func forEachItem(_ body: (AnyObject) -> Void) {
        forEachTerm { if let item = $0.item { body(item) } }
    }

    /// Calls `body` with each term of both sides.
    func forEachTerm(_ body: (AnchorExpression.Term) -> Void) {
        body(first.plus)
        if let minus = first.minus { body(minus) }
        if let second {
            body(second.plus)
            if let minus = second.minus { body(minus) }
        }
    }

    /// Whether a side refers to a first or last baseline.
    var usesBaselines: Bool {
        var found = false
        forEachTerm { if $0.attribute.isBaseline { found = true } }
        return found
    }

    /// Whether `item` is one of the constraint's items.
    func refers(to item: AnyObject) -> Bool {
        var found = false
        forEachItem { if $0 === item { found = true } }
        return found
    }

    /// The first item (a view or layout guide).
    open var firstItem: AnyObject? { first.plus.item }
    /// The first item's attribute.
    open var firstAttribute: Attribute { first.plus.attribute }
    /// The second item, if any.
    open var secondItem: AnyObject? { second?.plus.item }
    /// The second item's attribute (`.notAnAttribute` without one).
    open var secondAttribute: Attribute { second?.plus.attribute ?? .notAnAttribute }
    /// The first side as an anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(first) }
    /// The second side as an anchor, if any.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor($0) } }
    /// How the sides relate.
    open var relation: Relation { relationStorage }
    /// The factor on the second side.
    open var multiplier: CGFloat { multiplierStorage }

    /// The constant added to the second side. Changing it on an active
    /// constraint re-solves incrementally at the next layout; a non-finite
    /// value raises UIKit's exception and is refused.
    open var constant: CGFloat {
        get { constantStorage }
        set {
            guard newValue != constantStorage else { return }
            guard newValue.isFinite else {
                UIKitDiagnostics.raise(
                    "NSInternalInconsistencyException",
                    reason: "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(newValue) "
                        + "firstAnchor:\(firstAnchor) secondAnchor:\(secondAnchor.map { "\($0)" } ?? "(null)")")
                return
            }
            constantStorage = newValue
            if engineHandle != nil { engine?.constantDidChange(self) }
        }
    }

    /// How much the constraint matters (default `.required`). An active
    /// constraint cannot change between required and optional (UIKit's
    /// exception); values outside 1…1000 are refused.
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            guard newValue != priorityStorage else { return }
            guard newValue.rawValue > 0, newValue.rawValue <= 1000 else {
                UIKitDiagnostics.raise(
                    "NSInternalInconsistencyException",
                    reason: "Priority must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is "
                        + "1000.000000. It was \(String(format: "%f", newValue.rawValue)).")
                return
            }
            if isActive, (newValue == .required) != (priorityStorage == .required) {
                UIKitDiagnostics.raise(
                    "NSInternalInconsistencyException",
                    reason: "Mutating a priority from required to not on an installed constraint (or vice-versa) "
                        + "is not supported.  You passed priority \(String(format: "%f", newValue.rawValue)) and the "
                        + "existing priority was \(String(format: "%f", priorityStorage.rawValue)).")
                return
            }
            priorityStorage = newValue
            if isActive { (engine ?? AutoLayoutEngine.current).priorityDidChange(self) }
        }
    }

    /// Whether the constraint is installed and taking part in layout.
    /// Setting it activates (on the items' closest common ancestor) or
    /// deactivates it.
    open var isActive: Bool {
        get { installedViewReference != nil }
        set {
            if newValue {
                AutoLayoutEngine.current.activate(self, on: nil)
            } else {
                (engine ?? AutoLayoutEngine.current).deactivate(self)
            }
        }
    }

    /// Activates each constraint (faster than one by one in UIKit; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// UIKit's form: `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading ==
    /// UIView:0x….leading + 20 @750   (active)>`.
    open override nonisolated var description: String {
        MainActor.assumeIsolated {
            let address = ObjectDescription.describe(self).split(separator: " ").last.map { String($0.dropLast()) } ?? ""
            let name = identifier.map { "'\($0)' " } ?? ""
            return "<NSLayoutConstraint:\(address) \(name)\(equationDescription)   (\(isActive ? "active" : "inactive"))>"
        }
    }

    /// The standard spacing between sibling views, in points.
    static let systemSpacing: CGFloat = 8
}
