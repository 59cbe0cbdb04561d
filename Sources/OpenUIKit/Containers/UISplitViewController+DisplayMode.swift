import Foundation

extension UISplitViewController {
    /// How long a display-mode change slides the columns.
    static let displayModeSlideDuration: TimeInterval = 0.3

    /// The split behavior `.automatic` stands for now.
    var resolvedSplitBehavior: SplitBehavior {
        guard preferredSplitBehavior == .automatic else { return preferredSplitBehavior }
        return (viewIfLoaded?.bounds.width ?? 0) >= Self.tilingWidth ? .tile : .overlay
    }

    /// The mode that shows `count` leading columns (1 or 2) under the split behavior.
    func displayMode(showingLeadingColumns count: Int) -> DisplayMode {
        switch (resolvedSplitBehavior, count) {
        case (.overlay, 1): .oneOverSecondary
        case (.overlay, _): .twoOverSecondary
        case (.displace, 1), (.tile, 1), (.automatic, 1): .oneBesideSecondary
        case (.displace, _): .twoDisplaceSecondary
        case (.tile, _), (.automatic, _): .twoBesideSecondary
        }
    }

    /// The leading columns `mode` shows, primary first.
    func leadingColumns(in mode: DisplayMode) -> [Column] {
        switch mode {
        case .automatic, .secondaryOnly: []
        case .oneBesideSecondary, .oneOverSecondary: [style == .tripleColumn ? .supplementary : .primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: [.primary, .supplementary]
        }
    }

    /// Whether `mode` lays the leading columns over the secondary.
    static func overlays(_ mode: DisplayMode) -> Bool {
        mode == .oneOverSecondary || mode == .twoOverSecondary
    }

    /// `show(_:)`: a mode of the split behavior in which `column` is visible.
    func defaultShow(_ column: Column) {
        let mode = resolvedDisplayMode
        switch column {
        case .primary where style == .tripleColumn:
            guard leadingColumns(in: mode).count < 2 else { return }
            changeDisplayMode(to: displayMode(showingLeadingColumns: 2))
        case .primary, .supplementary:
            guard mode == .secondaryOnly else { return }
            changeDisplayMode(to: displayMode(showingLeadingColumns: 1))
        case .secondary, .compact:
            return
        }
    }

    /// `hide(_:)`: a mode in which `column` is not visible.
    func defaultHide(_ column: Column) {
        switch column {
        case .primary where style == .tripleColumn:
            let mode = resolvedDisplayMode
            changeDisplayMode(to: mode == .secondaryOnly ? .secondaryOnly : displayMode(showingLeadingColumns: 1))
        case .primary, .supplementary:
            changeDisplayMode(to: .secondaryOnly)
        case .secondary, .compact:
            return
        }
    }

    /// The display-mode button: hides the leading column(s) when shown,
    /// shows them when hidden.
    func toggleLeadingColumns() {
        if resolvedDisplayMode == .secondaryOnly { defaultShow(.primary) } else { defaultHide(.primary) }
    }

    /// Changes the display mode: the delegate hears `willChangeTo`, then
    /// `willHide`/`willShow` for each column leaving or joining (column
    /// style), then the columns slide to their new places (at once when
    /// the split is not in a window or `animated` is false).
    func changeDisplayMode(to newMode: DisplayMode, animated: Bool = true) {
        let oldMode = resolvedDisplayMode
        let newResolved = resolved(newMode)
        guard newResolved != oldMode || displayModeStorage != newMode else { return }
        displayModeStorage = newMode
        if newResolved != oldMode { tellDelegate(changingFrom: oldMode, to: newResolved) }
        guard let view = viewIfLoaded else { return }
        guard animated, view.window != nil, !isCollapsed else {
            view.setNeedsLayout()
            return
        }
        UIView.performWithoutAnimation { placeArrivingColumnsOffscreen() }
        UIView.animate(withDuration: Self.displayModeSlideDuration, delay: 0, options: [.curveEaseInOut]) {
            self.layoutColumns(slidingOut: true)
        } completion: { _ in
            self.removeLeavingColumnViews()
        }
    }

    /// The delegate hears `willChangeTo`, then `willHide` and `willShow`
    /// for the columns that leave and join (column style; nothing while
    /// collapsed).
    private func tellDelegate(changingFrom oldMode: DisplayMode, to newMode: DisplayMode) {
        reportedDisplayMode = newMode
        guard !isCollapsed else { return }
        CallbackTrace.record("splitViewController(_:willChangeTo:)", on: delegate)
        delegate?.splitViewController(self, willChangeTo: newMode)
        guard style != .unspecified else { return }
        let shown = leadingColumns(in: oldMode), next = leadingColumns(in: newMode)
        for column in shown where !next.contains(column) {
            CallbackTrace.record("splitViewController(_:willHide:)", on: delegate)
            delegate?.splitViewController(self, willHide: column)
        }
        for column in next where !shown.contains(column) {
            CallbackTrace.record("splitViewController(_:willShow:)", on: delegate)
            delegate?.splitViewController(self, willShow: column)
        }
    }

    /// At a layout: a display mode other than the one the delegate last
    /// heard of (the size changed under `.automatic`) is told now.
    func reportDisplayModeChange() {
        guard !isCollapsed else {
            reportedDisplayMode = nil
            return
        }
        let mode = resolvedDisplayMode
        guard let reported = reportedDisplayMode else {
            reportedDisplayMode = mode
            return
        }
        if reported != mode { tellDelegate(changingFrom: reported, to: mode) }
    }

    /// Puts the views of columns about to appear at their place just off
    /// the primary edge, so that they slide in from there.
    private func placeArrivingColumnsOffscreen() {
        guard let view = viewIfLoaded else { return }
        for (column, frame) in columnFrames() where column != .secondary {
            guard let columnView = columnController(column)?.view, columnView.superview !== view else { continue }
            view.addSubview(columnView)
            columnView.frame = offscreenFrame(for: frame)
        }
    }

    /// `frame` moved past the primary edge of the split's bounds.
    func offscreenFrame(for frame: CGRect) -> CGRect {
        guard let bounds = viewIfLoaded?.bounds else { return frame }
        let trailing = primaryEdge == .trailing
        return frame.offsetBy(dx: trailing ? bounds.maxX - frame.minX : bounds.minX - frame.maxX, dy: 0)
    }

    /// Takes the views of columns that slid out out of the split's view.
    func removeLeavingColumnViews() {
        let visible = columnFrames().compactMap { column, _ in columnController(column)?.viewIfLoaded }
        for leaving in leavingColumnViews where !visible.containsIdentical(leaving) {
            leaving.removeFromSuperview()
        }
        leavingColumnViews.removeAll()
    }
}
