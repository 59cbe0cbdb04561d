import Foundation

extension UINavigationBar {
    /// The back button's title when the back item's own does not fit.
    static let genericBackTitle = "Back"
    /// The title's font.
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// The large title's font.
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    /// The prompt's font.
    static let promptFont = UIFont.systemFont(ofSize: 13)
    /// The back button's title font.
    static let backTitleFont = UIFont.systemFont(ofSize: 17)

    /// Set up once, from every initialiser.
    func setUpBar() {
        addSubview(backgroundView)
        for label in [titleLabel, largeTitleLabel, promptLabel] {
            label.textAlignment = .center
            label.lineBreakMode = .byTruncatingTail
            addSubview(label)
        }
        largeTitleLabel.textAlignment = .natural
        promptLabel.font = Self.promptFont
        backButton.titleLabel?.font = Self.backTitleFont
        backButton.setImage(BarGlyph.backChevron.image(size: BarGlyph.backChevronSize), for: .normal)
        backButton.addTarget(self, action: UINavigationBar.backButtonTapped, for: .primaryActionTriggered)
        addSubview(backButton)
    }

    /// Replaces the stack: the bar observes the new items and lets go of
    /// the ones that left.
    func replaceItems(with items: [UINavigationItem]) {
        for old in itemsStorage where !items.containsIdentical(old) && old.contentObserver === self {
            old.contentObserver = nil
        }
        itemsStorage = items
        for item in items { item.contentObserver = self }
        barContentDidChange()
    }

    /// The back button was tapped: ``backButtonAction`` when set, else
    /// pop the top item (asking the delegate).
    func backButtonTapped() {
        if let backButtonAction {
            backButtonAction()
        } else {
            popItem(animated: true)
        }
    }

    /// Whether the bar shows the back button: there is an item to go back
    /// to, the top item does not hide it, and its left items (if any)
    /// supplement it.
    var showsBackButton: Bool {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return false }
        return (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    }

    /// Whether the top item's title is shown large: the bar prefers large
    /// titles and the item's mode — `.automatic` taking the mode of the
    /// nearest item below that has one, large at the bottom — is large.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        for item in itemsStorage.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return !itemsStorage.isEmpty
    }

    /// The bar's height: 44 points, plus 30 with a prompt, plus 52 with a large title.
    var barHeight: CGFloat {
        var height = Self.rowHeight
        if topItem?.prompt != nil { height += Self.promptHeight }
        if showsLargeTitle { height += Self.largeTitleHeight }
        return height
    }

    /// Rebuilds the shown views from the items and the bar's appearance.
    func updateContent() {
        needsContentUpdate = false
        let top = topItem
        backgroundView.update(barTintColor: barTintColor, barStyle: barStyle, translucent: isTranslucent)
        let defaultColor: UIColor = barStyle == .black ? .white : .label
        titleLabel.font = titleTextAttributes?[.font] as? UIFont ?? Self.titleFont
        titleLabel.textColor = titleTextAttributes?[.foregroundColor] as? UIColor ?? defaultColor
        largeTitleLabel.font = largeTitleTextAttributes?[.font] as? UIFont ?? Self.largeTitleFont
        largeTitleLabel.textColor = largeTitleTextAttributes?[.foregroundColor] as? UIColor ?? defaultColor
        promptLabel.textColor = defaultColor
        promptLabel.text = top?.prompt
        promptLabel.isHidden = top?.prompt == nil
        let large = showsLargeTitle
        largeTitleLabel.text = top?.title
        largeTitleLabel.isHidden = !large
        if shownTitleView !== top?.titleView {
            if let old = shownTitleView, old.superview === self { old.removeFromSuperview() }
            shownTitleView = top?.titleView
            if let titleView = shownTitleView { addSubview(titleView) }
        }
        titleLabel.text = top?.title
        titleLabel.isHidden = large || shownTitleView != nil
        backButton.isHidden = !showsBackButton
        if let backBarButtonItem = backItem?.backBarButtonItem { backBarButtonItem.contentObserver = self }
        itemViews.show((top?.leftBarButtonItems ?? []) + (top?.rightBarButtonItems ?? []), in: self)
    }
}

// MARK: - BarContentObserver

extension UINavigationBar: BarContentObserver {
    /// An item changed: rebuild the content, and re-measure the height, in
    /// the next layout pass.
    func view(showing item: UIBarButtonItem) -> UIView? {
        itemViews.view(for: item)
    }

    func barContentDidChange() {
        needsContentUpdate = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
