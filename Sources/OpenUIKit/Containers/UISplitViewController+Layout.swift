import Foundation

extension UISplitViewController {
    /// A column's width: `preferred` when set, else `fraction` of the
    /// split's width when set, else 320 points; within `minimum` and
    /// `maximum` when they are set.
    func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let splitWidth = viewIfLoaded?.bounds.width ?? 0
        var width: CGFloat = 320
        if preferred > 0 && preferred.isFinite {
            width = preferred
        } else if fraction > 0 && fraction <= 1 {
            width = (splitWidth * fraction).rounded()
        }
        if maximum > 0 && maximum.isFinite { width = Swift.min(width, maximum) }
        if minimum > 0 && minimum.isFinite { width = Swift.max(width, minimum) }
        return width
    }

    /// The split's width from which the automatic display mode tiles columns.
    static let tilingWidth: CGFloat = 1_000

    /// The display mode `.automatic` stands for now.
    var automaticDisplayMode: DisplayMode {
        (viewIfLoaded?.bounds.width ?? 0) >= Self.tilingWidth ? .oneBesideSecondary : .secondaryOnly
    }

    /// The display mode in effect: the one asked for (or set by
    /// `show`/`hide`/expansion), resolved (``resolved(_:)``).
    var resolvedDisplayMode: DisplayMode { resolved(displayModeStorage) }

    /// What `mode` stands for now: the automatic mode for `.automatic`;
    /// the two-column modes only in a triple-column split.
    func resolved(_ mode: DisplayMode) -> DisplayMode {
        let mode = mode == .automatic ? automaticDisplayMode : mode
        guard style != .tripleColumn else { return mode }
        switch mode {
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        default: return mode
        }
    }

    /// The frames of the visible columns (the secondary first, then the
    /// leading columns from the primary edge), in the split's bounds: the
    /// leading columns side by side from the primary edge; the secondary
    /// beside them (tiled), under them (overlaid) or pushed past the far
    /// edge at its full width (displaced).
    func columnFrames() -> [(Column, CGRect)] {
        guard let bounds = viewIfLoaded?.bounds else { return [] }
        if isCollapsed {
            return [(columnStorage[.compact] != nil ? .compact : .primary, bounds)]
        }
        let mode = resolvedDisplayMode
        var leading: [(Column, CGFloat)] = []
        for column in leadingColumns(in: mode) where columnController(column) != nil {
            leading.append((column, column == .primary ? primaryColumnWidth : supplementaryColumnWidth))
        }
        let leadingWidth = leading.reduce(0) { $0 + $1.1 }
        let secondary: CGRect = switch mode {
        case .oneOverSecondary, .twoOverSecondary: bounds
        case .twoDisplaceSecondary: bounds.offsetBy(dx: leadingWidth, dy: 0)
        default: CGRect(x: bounds.minX + leadingWidth, y: bounds.minY, width: bounds.width - leadingWidth, height: bounds.height)
        }
        var frames: [(Column, CGRect)] = [(.secondary, secondary)]
        var x = bounds.minX
        for (column, width) in leading {
            frames.append((column, CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)))
            x += width
        }
        guard primaryEdge == .trailing else { return frames }
        return frames.map { column, frame in
            (column, CGRect(x: bounds.minX + bounds.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height))
        }
    }

    /// Puts the visible columns' views in place (the secondary lowest, the
    /// overlay's dimming view above it, then the leading columns) and takes
    /// the others out — or, `slidingOut`, moves them past the primary edge
    /// and keeps them until ``removeLeavingColumnViews()``.
    func layoutColumns(slidingOut: Bool = false) {
        guard let view = viewIfLoaded else { return }
        let frames = columnFrames()
        let visible = frames.compactMap { column, _ in columnController(column) }
        for child in childStorage where !visible.containsIdentical(child) {
            guard let childView = child.viewIfLoaded, childView.superview === view else { continue }
            if slidingOut {
                childView.frame = offscreenFrame(for: childView.frame)
                if !leavingColumnViews.containsIdentical(childView) { leavingColumnViews.append(childView) }
            } else if !leavingColumnViews.containsIdentical(childView) {
                childView.removeFromSuperview()
            }
        }
        let placed = frames.compactMap { column, frame in columnController(column).map { ($0.view!, frame) } }
        var order = placed.map(\.0)
        let overlay = !isCollapsed && Self.overlays(resolvedDisplayMode) && placed.count > 1
        if overlay { order.insert(overlayDimmingView, at: 1) }
        let stacked = view.subviews.filter { subview in order.contains { $0 === subview } }
        if stacked.count != order.count || zip(stacked, order).contains(where: { $0 !== $1 }) {
            for subview in order { view.addSubview(subview) }
        }
        if !overlay, overlayDimmingView.superview === view {
            overlayDimmingView.removeFromSuperview()
        }
        overlayDimmingView.frame = view.bounds
        for (columnView, frame) in placed { columnView.frame = frame }
    }
}
