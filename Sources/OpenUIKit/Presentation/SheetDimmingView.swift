import Foundation

/// The black view a sheet puts under itself to dim what is behind.
///
/// While the sheet rests at an undimmed detent (``passesTouches``), a
/// touch on it goes to whatever the window shows below the sheet's
/// container — the presenter's views — as if the container were not there.
@MainActor
final class SheetDimmingView: UIView {
    /// Whether touches go through to the views below the container.
    var passesTouches = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        alpha = 0
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard passesTouches else { return super.hitTest(point, with: event) }
        return hitTestBelowContainer(point, with: event)
    }
}
