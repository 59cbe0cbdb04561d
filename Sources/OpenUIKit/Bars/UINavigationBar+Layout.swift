import Foundation

extension UINavigationBar {
    /// The height of the row holding the title and the items.
    static let rowHeight: CGFloat = 44
    /// The height of the prompt's line above the row.
    static let promptHeight: CGFloat = 30
    /// The height of the large title's area below the row.
    static let largeTitleHeight: CGFloat = 52
    /// The room below the large title's line within its area.
    static let largeTitleBottomInset: CGFloat = 8
    /// The distance from the bar's sides to the side items.
    static let sideMargin: CGFloat = 16
    /// The distance from the bar's leading side to the back button.
    static let backButtonMargin: CGFloat = 8
    /// The space between neighbouring items.
    static let itemSpacing: CGFloat = 16
    /// The space the title keeps from the side items.
    static let titleSpacing: CGFloat = 8

    /// Places the background, the prompt, the side items, the back
    /// button, the title and the large title (see the class discussion).
    func layoutContent() {
        // A top-attached bar's background reaches up to its superview's
        // top, under the status bar (UIKit's `.topAttached`).
        let reach = barPosition == .topAttached ? Swift.max(0, frame.minY) : 0
        backgroundView.frame = CGRect(x: 0, y: -reach, width: bounds.width, height: bounds.height + reach)
        let hasPrompt = !promptLabel.isHidden
        promptLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: hasPrompt ? Self.promptHeight : 0)
        let row = CGRect(
            x: safeAreaInsets.left, y: hasPrompt ? Self.promptHeight : 0,
            width: Swift.max(0, bounds.width - safeAreaInsets.left - safeAreaInsets.right), height: Self.rowHeight)
        let top = topItem
        let rightLimit = placeRight(top?.rightBarButtonItems ?? [], in: row)
        let leftItems = top?.leftBarButtonItems ?? []
        let leftItemsWidth = sideWidth(of: leftItems)
        let titleWidth = naturalTitleWidth(in: row)
        var leftEdge = row.minX + Self.sideMargin
        if !backButton.isHidden {
            let titleLeft = titleWidth > 0 ? row.midX - titleWidth / 2 - Self.titleSpacing : rightLimit - Self.titleSpacing
            let besideItems = leftItemsWidth > 0 ? leftItemsWidth + Self.itemSpacing : 0
            let room = titleLeft - (row.minX + Self.backButtonMargin) - besideItems
            let width = chooseBackTitle(room: room)
            backButton.frame = BarGeometry.aligned(
                CGRect(x: row.minX + Self.backButtonMargin, y: row.minY, width: width, height: row.height))
            leftEdge = backButton.frame.maxX + Self.itemSpacing
        }
        let leftLimit = placeLeft(leftItems, from: leftEdge, in: row)
        placeTitle(width: titleWidth, in: row, between: leftLimit, and: rightLimit)
        let largeTitleHeight = largeTitleLabel.isHidden ? 0 : Self.largeTitleHeight - Self.largeTitleBottomInset
        largeTitleLabel.frame = CGRect(
            x: row.minX + Self.sideMargin, y: row.maxY,
            width: Swift.max(0, row.width - 2 * Self.sideMargin), height: largeTitleHeight)
    }

    /// Places the right items from the right, right to left; returns the
    /// left edge of what they cover (the row's right margin without items).
    private func placeRight(_ items: [UIBarButtonItem], in row: CGRect) -> CGFloat {
        var edge = row.maxX - Self.sideMargin
        var covered = edge + Self.titleSpacing
        for item in items {
            if item.systemItem == .fixedSpace {
                edge -= item.width
                continue
            }
            guard let view = itemViews.view(for: item) else { continue }
            let width = itemViews.width(of: item)
            view.frame = itemFrame(for: view, x: edge - width, width: width, in: row)
            covered = view.frame.minX
            edge = covered - Self.itemSpacing
        }
        return covered
    }

    /// Places the left items from `x`, left to right; returns the right
    /// edge of what is covered on the left (the back button's or the
    /// margin when there are no items).
    private func placeLeft(_ items: [UIBarButtonItem], from x: CGFloat, in row: CGRect) -> CGFloat {
        var edge = x
        var covered = backButton.isHidden ? x - Self.titleSpacing : backButton.frame.maxX
        for item in items {
            if item.systemItem == .fixedSpace {
                edge += item.width
                continue
            }
            guard let view = itemViews.view(for: item) else { continue }
            let width = itemViews.width(of: item)
            view.frame = itemFrame(for: view, x: edge, width: width, in: row)
            covered = view.frame.maxX
            edge = covered + Self.itemSpacing
        }
        return covered
    }

    /// The width the left items take, with the spaces between them.
    private func sideWidth(of items: [UIBarButtonItem]) -> CGFloat {
        var width: CGFloat = 0
        var count = 0
        for item in items {
            if item.systemItem == .fixedSpace {
                width += item.width
            } else if itemViews.view(for: item) != nil {
                width += itemViews.width(of: item)
                count += 1
            }
        }
        return width + CGFloat(Swift.max(0, count - 1)) * Self.itemSpacing
    }

    /// A side item's frame: buttons fill the row's height, custom views
    /// keep theirs (no taller than the row), centred vertically.
    private func itemFrame(for view: UIView, x: CGFloat, width: CGFloat, in row: CGRect) -> CGRect {
        let height = view is BarItemButton ? row.height : Swift.min(view.frame.height, row.height)
        return BarGeometry.aligned(CGRect(x: x, y: row.minY + (row.height - height) / 2, width: width, height: height))
    }

    /// The title's (or title view's) natural width; 0 when there is none.
    private func naturalTitleWidth(in row: CGRect) -> CGFloat {
        if let titleView = shownTitleView {
            return titleView.frame.width > 0 ? titleView.frame.width : titleView.sizeThatFits(row.size).width
        }
        guard !titleLabel.isHidden, let text = titleLabel.text, !text.isEmpty else { return 0 }
        return titleLabel.intrinsicContentSize.width.rounded(.up)
    }

    /// Gives the back button the longest of its back item's titles that
    /// fits in `room` points (the chevron alone when none does); returns
    /// the button's width. Titles are measured aside, so the button's
    /// title changes (and asks for layout) only when the choice does.
    private func chooseBackTitle(room: CGFloat) -> CGFloat {
        let chevron = BarGlyph.backChevronSize.width
        var chosen = ""
        for candidate in backItem?.backTitleCandidates ?? [] where !candidate.isEmpty {
            if chevron + backTitleWidth(candidate) <= room {
                chosen = candidate
                break
            }
        }
        let title = chosen.isEmpty ? nil : chosen
        if backButton.currentTitle != title { backButton.setTitle(title, for: .normal) }
        return backButton.intrinsicContentSize.width
    }

    /// The width of `title` in the back button's font, measured once per
    /// title and font (a push or pop lays the bar out again; Pango need not
    /// measure the same titles again); at most 64 titles are kept.
    private func backTitleWidth(_ title: String) -> CGFloat {
        let font = backButton.titleLabel?.font
        if backTitleWidths.font !== font || backTitleWidths.widths.count >= 64 { backTitleWidths = (font, [:]) }
        if let width = backTitleWidths.widths[title] { return width }
        backTitleMeasure.font = font
        backTitleMeasure.text = title
        let width = backTitleMeasure.intrinsicContentSize.width
        backTitleWidths.widths[title] = width
        return width
    }

    /// Centres the title (or title view) on the row, moved or narrowed to
    /// stay `titleSpacing` clear of what covers the sides.
    private func placeTitle(width natural: CGFloat, in row: CGRect, between leftLimit: CGFloat, and rightLimit: CGFloat) {
        let low = leftLimit + Self.titleSpacing
        let high = rightLimit - Self.titleSpacing
        let width = Swift.max(0, Swift.min(natural, high - low))
        let x = Swift.min(Swift.max(row.midX - width / 2, low), high - width)
        if let titleView = shownTitleView {
            let height = Swift.min(titleView.frame.height > 0 ? titleView.frame.height : row.height, row.height)
            titleView.frame = BarGeometry.aligned(
                CGRect(x: x, y: row.minY + (row.height - height) / 2, width: width, height: height))
        } else {
            titleLabel.frame = BarGeometry.aligned(CGRect(x: x, y: row.minY, width: width, height: row.height))
        }
    }
}
