import Foundation

/// What Auto Layout asks of a label: where its baselines are, and a new
/// intrinsic height when a multi-line label's width changed.
extension UILabel {
    /// The first baseline measured from the top and the last measured
    /// from the bottom of a label as tall as its text (the height Auto
    /// Layout gives a label that hugs it). Difference from UIKit: the
    /// offsets are read when a baseline constraint is activated; a later
    /// font change does not move them.
    var labelBaselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
        guard let source = makeTextSource() else { return nil }
        let width = numberOfLines != 1 && bounds.width > 0 ? bounds.width : CGFloat.greatestFiniteMagnitude
        let layout = fittedLayout(source, size: CGSize(width: width, height: .greatestFiniteMagnitude), numberOfLines: numberOfLines).layout
        let height = roundedUp(layout.size).height
        return (layout.firstBaseline, height - layout.lastBaseline)
    }

    /// A multi-line label without ``preferredMaxLayoutWidth`` wraps at its
    /// width, so a new width means a new intrinsic height.
    func labelWidthDidChange() {
        measuresAtNaturalWidth = false
        if numberOfLines != 1, preferredMaxLayoutWidth == 0 { invalidateIntrinsicContentSize() }
    }

    /// A wrapping label laid out by Auto Layout whose text changed measures
    /// the new text at its natural width, so it can grow back to the widest
    /// its constraints allow (not stay as narrow as the old text wrapped),
    /// then again at the width it gets; its superview lays out again so
    /// that the second measure happens even if its frame does not move.
    func labelTextDidChange() {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, bounds.width > 0,
            let node = stored.layoutNode, node.positionedIndex >= 0
        else { return }
        measuresAtNaturalWidth = true
        superview?.setNeedsLayout()
    }
}
