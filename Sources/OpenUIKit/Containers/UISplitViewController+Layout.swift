import Foundation

extension UISplitViewController {
    /// The width a column gets for a preferred width (320 points for ``automaticDimension``).
    static func width(_ preferred: CGFloat) -> CGFloat {
        preferred > 0 && preferred.isFinite ? preferred : 320
    }

    /// The split's width from which the automatic display mode tiles columns.
    static let tilingWidth: CGFloat = 1_000

    /// The display mode `.automatic` stands for now.
    var automaticDisplayMode: DisplayMode {
        (viewIfLoaded?.bounds.width ?? 0) >= Self.tilingWidth ? .oneBesideSecondary : .secondaryOnly
    }

    /// The display mode in effect: the one asked for (or set by
    /// `show`/`hide`/expansion), the automatic one for `.automatic`; the
    /// two-column modes only in a triple-column split.
    var resolvedDisplayMode: DisplayMode {
        let mode = displayModeStorage == .automatic ? automaticDisplayMode : displayModeStorage
        guard style != .tripleColumn else { return mode }
        switch mode {
        case .twoBesideSecondary: return .oneBesideSecondary
        case .twoOverSecondary, .twoDisplaceSecondary: return .oneOverSecondary
        default: return mode
        }
    }

    /// `show(_:)`: a mode in which `column` is visible.
    func defaultShow(_ column: Column) {
        let mode = resolvedDisplayMode
        switch column {
        case .primary where style == .tripleColumn:
            if mode != .twoBesideSecondary && mode != .twoOverSecondary && mode != .twoDisplaceSecondary {
                displayModeStorage = .twoOverSecondary
            }
        case .primary, .supplementary:
            if mode == .secondaryOnly { displayModeStorage = .oneOverSecondary }
        case .secondary, .compact:
            return
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// `hide(_:)`: a mode in which `column` is not visible.
    func defaultHide(_ column: Column) {
        switch column {
        case .primary where style == .tripleColumn:
            displayModeStorage = resolvedDisplayMode == .secondaryOnly ? .secondaryOnly : .oneBesideSecondary
        case .primary, .supplementary:
            displayModeStorage = .secondaryOnly
        case .secondary, .compact:
            return
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The display-mode button: hides the leading column(s) when shown,
    /// shows them when hidden.
    func toggleLeadingColumns() {
        if resolvedDisplayMode == .secondaryOnly { defaultShow(.primary) } else { defaultHide(.primary) }
    }

    /// The frames of the visible columns (leading first), in the split's bounds.
    func columnFrames() -> [(Column, CGRect)] {
        guard let bounds = viewIfLoaded?.bounds else { return [] }
        if isCollapsed {
            return [(columnStorage[.compact] != nil ? .compact : .primary, bounds)]
        }
        let leading: [Column]
        let overlaid: Bool
        switch resolvedDisplayMode {
        case .automatic, .secondaryOnly: (leading, overlaid) = ([], false)
        case .oneBesideSecondary: (leading, overlaid) = ([style == .tripleColumn ? .supplementary : .primary], false)
        case .oneOverSecondary: (leading, overlaid) = ([style == .tripleColumn ? .supplementary : .primary], true)
        case .twoBesideSecondary, .twoDisplaceSecondary: (leading, overlaid) = ([.primary, .supplementary], false)
        case .twoOverSecondary: (leading, overlaid) = ([.primary, .supplementary], true)
        }
        var frames: [(Column, CGRect)] = []
        var x = bounds.minX
        for column in leading where columnController(column) != nil {
            let width = column == .primary ? primaryColumnWidth : supplementaryColumnWidth
            frames.append((column, CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)))
            x += width
        }
        let secondaryX = overlaid ? bounds.minX : x
        frames.insert((.secondary, CGRect(x: secondaryX, y: bounds.minY, width: bounds.maxX - secondaryX, height: bounds.height)), at: 0)
        return frames
    }

    /// Puts the visible columns' views in place (the secondary lowest, so
    /// an overlaid column lies above it) and takes the others out.
    func layoutColumns() {
        guard let view = viewIfLoaded else { return }
        let frames = columnFrames()
        let visible = frames.compactMap { column, _ in columnController(column) }
        for child in childStorage where !visible.contains(where: { $0 === child }) {
            child.viewIfLoaded?.removeFromSuperview()
        }
        let placed = frames.compactMap { column, frame in columnController(column).map { ($0.view!, frame) } }
        let order = placed.map(\.0)
        if view.subviews.filter({ subview in order.contains { $0 === subview } }) != order {
            for (columnView, _) in placed { view.addSubview(columnView) }
        }
        for (columnView, frame) in placed { columnView.frame = frame }
    }
}
