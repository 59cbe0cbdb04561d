import Foundation

extension UITextField {
    /// The font in use (``font``, or the system font at 17 points).
    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// The inset of the text from the border's sides.
    var horizontalTextInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// Where the border is drawn (the bounds).
    func defaultBorderRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// Where the text is drawn while not editing: the bounds inside the
    /// border's inset, less the left and right views that show and the
    /// clear button when it shows.
    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: horizontalTextInset, dy: 0)
        let editing = isEditingStorage
        if leftView != nil, leftViewMode.shows(editing: editing) {
            let left = leftViewRect(forBounds: bounds)
            rect.size.width -= max(0, left.maxX - rect.minX)
            rect.origin.x = max(rect.minX, left.maxX)
        }
        if showsClearButton {
            rect.size.width = min(rect.width, clearButtonRect(forBounds: bounds).minX - rect.minX)
        } else if rightView != nil, rightViewMode.shows(editing: editing) {
            rect.size.width = min(rect.width, rightViewRect(forBounds: bounds).minX - rect.minX)
        }
        rect.size.width = max(0, rect.width)
        return rect
    }

    /// The clear button's frame: 19 points square at the trailing edge,
    /// vertically centred.
    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        let inset = borderStyle == .roundedRect ? 7 : horizontalTextInset
        return CGRect(x: bounds.maxX - inset - side, y: (bounds.midY - side / 2).rounded(), width: side, height: side)
    }

    /// The left view's frame: its size (its frame's, or its intrinsic
    /// size) at the leading edge, vertically centred.
    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The right view's frame: its size at the trailing edge, vertically centred.
    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(rightView)
        return CGRect(
            x: bounds.maxX - size.width, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    private func overlaySize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        if view.bounds.size != .zero { return view.bounds.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    /// Whether the clear button shows: its mode allows it now and there is text.
    var showsClearButton: Bool {
        clearButtonMode.shows(editing: isEditingStorage) && !textStorage.isEmpty
    }

    /// The width of the text (or placeholder) plus the border's insets and
    /// the overlays; the height of a line of the font plus the border's
    /// (34 points for a rounded rectangle with the 17-point system font).
    var textFieldIntrinsicSize: CGSize {
        let shown = textStorage.isEmpty ? placeholderText : displayedText
        var width = ceil(shown.size().width) + 2 * horizontalTextInset
        if let leftView, leftViewMode != .never { width += overlaySize(leftView).width }
        if let rightView, rightViewMode != .never { width += overlaySize(rightView).width }
        let line = lineHeight
        let height: CGFloat
        switch borderStyle {
        case .none: height = line
        case .line, .bezel: height = line + 6
        case .roundedRect: height = line + 13
        }
        return CGSize(width: width, height: height)
    }

    /// The height of a line of text: the font's, at least San Francisco's
    /// (1.193 × the point size), so fields are as high as on iOS whatever
    /// font stands in for the system font.
    var lineHeight: CGFloat {
        let font = resolvedFont
        return max(ceil(font.lineHeight), ceil(font.pointSize * 1.193))
    }

    /// Places the overlays that show, the clear button and the
    /// insertion point.
    func layoutTextField() {
        let editing = isEditingStorage
        if let leftView {
            leftView.isHidden = !leftViewMode.shows(editing: editing)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        clearButton.isHidden = !showsClearButton
        clearButton.frame = clearButtonRect(forBounds: bounds)
        if let rightView {
            rightView.isHidden = showsClearButton || !rightViewMode.shows(editing: editing)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        caretView.isHidden = !editing
        if editing { caretView.frame = caretRect() }
    }

    /// The insertion point: 2 points wide after the shown text (at the
    /// alignment's place while empty), a line of the font high.
    func caretRect() -> CGRect {
        let rect = editingRect(forBounds: bounds)
        let height = lineHeight
        let width = min(ceil(displayedText.size().width), rect.width)
        let x: CGFloat
        switch textAlignment {
        case .center: x = rect.midX + width / 2
        case .right: x = rect.maxX
        default: x = rect.minX + width + 1
        }
        return CGRect(x: min(x, rect.maxX - 1), y: (rect.midY - height / 2).rounded(), width: 2, height: height)
    }
}
