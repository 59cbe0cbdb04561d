import Foundation

extension UITextField {
    /// Builds the text field's own subviews (clear button, insertion point).
    func setUpTextField() {
        contentMode = .redraw
        contentVerticalAlignment = .center
        clearButton.addAction(UIAction { [unowned self] _ in clearButtonTapped() }, for: .touchUpInside)
        clearButton.isHidden = true
        addSubview(clearButton)
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        addSubview(caretView)
        isOpaque = false
        caretView.backgroundColor = tintColor
    }

    /// Draws the border of ``borderStyle`` in `rect` (under the text).
    func drawBorder(in rect: CGRect) {
        let hairline = 1 / max(window?.screen.scale ?? 2, 1)
        switch borderStyle {
        case .none:
            return
        case .line, .bezel:
            let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            (borderStyle == .line ? UIColor.label : UIColor.systemGray).setStroke()
            path.stroke()
        case .roundedRect:
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: hairline / 2, dy: hairline / 2), cornerRadius: 5)
            UIColor.systemBackground.setFill()
            path.fill()
            path.lineWidth = hairline
            UIColor.systemGray4.setStroke()
            path.stroke()
        }
    }

    /// Text, placeholder or traits changed: redraw, re-measure, move the
    /// insertion point and the clear button.
    func textDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Editing began or ended.
    func editingStateDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// Swaps an overlay view (left or right) in the view tree.
    func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { insertSubview(new, belowSubview: caretView) }
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text as drawn: the attributed text, or a bullet per character
    /// for secure entry.
    var displayedText: NSAttributedString {
        if isSecureTextEntry {
            return NSAttributedString(string: String(repeating: "•", count: textStorage.count), attributes: defaultTextAttributes)
        }
        return attributedText ?? NSAttributedString(string: "")
    }

    /// The placeholder as drawn: ``attributedPlaceholder``, or
    /// ``placeholder`` in the font and `.placeholderText`.
    var placeholderText: NSAttributedString {
        if let attributedPlaceholder { return attributedPlaceholder }
        var attributes = defaultTextAttributes
        attributes[.foregroundColor] = UIColor.placeholderText
        return NSAttributedString(string: placeholder ?? "", attributes: attributes)
    }

    /// `draw(_:)`: the background image, then the text — or, while the
    /// text is empty, the placeholder.
    func drawTextField() {
        if let image = isEnabled ? background : (disabledBackground ?? background) {
            image.draw(in: borderRect(forBounds: bounds))
        } else {
            drawBorder(in: borderRect(forBounds: bounds))
        }
        if textStorage.isEmpty {
            if !placeholderText.string.isEmpty { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawText(in: isEditingStorage ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
    }

    /// Draws `string` on one line in `rect`, vertically centred and
    /// aligned; a string wider than `rect` shows its end when `showingEnd`,
    /// its start otherwise, clipped to `rect` (shrunk first with
    /// ``adjustsFontSizeToFitWidth``).
    func drawLine(_ string: NSAttributedString, in rect: CGRect, showingEnd: Bool) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0 else { return }
        var line = string
        var size = line.size()
        if adjustsFontSizeToFitWidth, size.width > rect.width, let font {
            let smallest = max(minimumFontSize, 1)
            let fitted = max(smallest, (font.pointSize * rect.width / size.width).rounded(.down))
            let shrunk = NSMutableAttributedString(attributedString: line)
            shrunk.addAttribute(.font, value: font.withSize(fitted), range: NSRange(location: 0, length: shrunk.length))
            line = shrunk
            size = line.size()
        }
        var x: CGFloat
        if size.width > rect.width {
            x = showingEnd ? rect.maxX - size.width : rect.minX
        } else {
            switch textAlignment {
            case .center: x = rect.midX - size.width / 2
            case .right: x = rect.maxX - size.width
            default: x = rect.minX
            }
        }
        x = x.rounded()
        context.saveGState()
        context.clip(to: rect)
        line.draw(at: CGPoint(x: x, y: (rect.midY - size.height / 2).rounded()))
        context.restoreGState()
    }
}
