import Foundation

/// A rectangle that takes part in Auto Layout without being a view: an
/// invisible spacer or container, placed in its owning view's coordinates.
///
/// Add it with ``UIView/addLayoutGuide(_:)``, constrain its anchors like a
/// view's, and read the solved rectangle from ``layoutFrame`` after layout.
/// Views also have built-in guides (``UIView/safeAreaLayoutGuide``,
/// ``UIView/layoutMarginsGuide``, ``UIView/readableContentGuide``) that
/// follow their insets.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide was added to.
    open internal(set) weak var owningView: UIView?
    /// A name for debugging (the built-in guides have UIKit's names).
    open var identifier: String = ""
    /// The guide's solver variables, made when it first takes part.
    var node: LayoutNode?
    /// For a built-in guide, the insets it keeps from its owning view's edges.
    var systemInsets: (() -> UIEdgeInsets)?

    /// A guide owned by no view.
    public override init() {
        super.init()
    }

    /// The rectangle the guide occupies in its owning view's coordinates,
    /// as last solved (zero before it takes part in layout). A built-in
    /// guide always reports its owning view's bounds less its insets.
    open var layoutFrame: CGRect {
        if let systemInsets, let owningView { return owningView.bounds.inset(by: systemInsets()) }
        guard let node else { return .zero }
        return node.solvedRect
    }

    /// Whether the active constraints leave the guide's rectangle undetermined.
    open var hasAmbiguousLayout: Bool {
        AutoLayoutEngine.current.isAmbiguous(self, axis: .horizontal)
            || AutoLayoutEngine.current.isAmbiguous(self, axis: .vertical)
    }

    /// The active constraints that affect the guide along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        AutoLayoutEngine.current.constraintsAffecting(self, axis: axis)
    }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(self, .leading)) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(self, .trailing)) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(self, .left)) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(self, .right)) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(self, .top)) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(self, .bottom)) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(AnchorExpression(self, .width)) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(AnchorExpression(self, .height)) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(self, .centerX)) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(self, .centerY)) }
}
