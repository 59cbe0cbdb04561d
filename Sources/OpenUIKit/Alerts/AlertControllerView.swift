import Foundation

/// An alert controller's view: the dimmed window with the alert's card (or
/// an action sheet's cards) — or, when the action sheet shows in a popover,
/// the card's content alone, filling the popover.
@MainActor
final class AlertControllerView: UIView {
    unowned let controller: UIAlertController
    /// The card with the title, the message and the actions.
    let card = UIView()
    /// An action sheet's cancel action, in a card of its own.
    let cancelCard = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var rows: [AlertActionButton] = []
    private var separators: [UIView] = []
    private var cancelButton: AlertActionButton?
    /// The box holding an alert's text fields.
    private let fieldBox = UIView()
    private var fieldSeparators: [UIView] = []

    /// The colour of the cards.
    static let cardColor = UIColor(white: 0.97, alpha: 0.98)
    /// The dimming over the window.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)
    /// A hairline between actions.
    static let separatorColor = UIColor(white: 0, alpha: 0.18)

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        for card in [card, cancelCard] {
            card.backgroundColor = Self.cardColor
            card.layer.cornerRadius = 14
            card.clipsToBounds = true
            addSubview(card)
        }
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            card.addSubview(label)
        }
        fieldBox.backgroundColor = .systemBackground
        fieldBox.layer.cornerRadius = 7
        fieldBox.layer.borderWidth = 0.5
        fieldBox.layer.borderColor = UIColor.systemGray4.cgColor
        fieldBox.clipsToBounds = true
        card.addSubview(fieldBox)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: AlertControllerView.tappedOutside))
        reload()
    }

    required init?(coder: NSCoder) { nil }

    /// Whether the view fills a popover (an action sheet in a regular width).
    var isInPopover: Bool { controller.presentationRecord?.style == .popover }
    /// Whether the controller is an action sheet.
    var isSheet: Bool { controller.preferredStyle == .actionSheet }

    /// The actions in the order shown: the cancel action last in a list,
    /// first of two side by side; an action sheet's cancel action apart.
    var orderedActions: (list: [UIAlertAction], cancel: UIAlertAction?) {
        let actions = controller.actions
        let cancel = actions.first { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if isSheet { return (others, cancel) }
        guard let cancel else { return (others, nil) }
        return (actions.count == 2 ? [cancel] + others : others + [cancel], nil)
    }

    /// Builds the labels and buttons for the controller's content.
    func reload() {
        let sheet = isSheet
        titleLabel.text = controller.title
        titleLabel.font = sheet ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = sheet ? .secondaryLabel : .label
        messageLabel.text = controller.message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = sheet ? .secondaryLabel : .label
        for view in rows as [UIView] + separators { view.removeFromSuperview() }
        cancelButton?.removeFromSuperview()
        let (list, cancel) = orderedActions
        rows = list.map { AlertActionButton(action: $0, controller: controller, large: sheet) }
        for row in rows { card.addSubview(row) }
        separators = rows.map { _ in
            let line = UIView()
            line.backgroundColor = Self.separatorColor
            card.addSubview(line)
            return line
        }
        reloadTextFields()
        cancelButton = cancel.map { AlertActionButton(action: $0, controller: controller, large: true) }
        if let cancelButton { cancelCard.addSubview(cancelButton) }
        if sheet { controller.preferredContentSize = CGSize(width: Self.popoverWidth, height: contentHeight(width: Self.popoverWidth, rowHeight: Self.popoverRowHeight)) }
        setNeedsLayout()
    }

    static let alertWidth: CGFloat = 270
    static let popoverWidth: CGFloat = 300
    static let popoverRowHeight: CGFloat = 50
    static let sheetRowHeight: CGFloat = 57
    static let alertRowHeight: CGFloat = 44
    /// The height of one text field's row in the box.
    static let textFieldRowHeight: CGFloat = 30

    /// Puts the controller's text fields in the box, with hairlines between them.
    private func reloadTextFields() {
        let fields = controller.textFieldStorage
        for field in fields where field.superview !== fieldBox { fieldBox.addSubview(field) }
        for line in fieldSeparators { line.removeFromSuperview() }
        fieldSeparators = fields.dropFirst().map { _ in
            let line = UIView()
            line.backgroundColor = Self.separatorColor
            fieldBox.addSubview(line)
            return line
        }
        fieldBox.isHidden = fields.isEmpty
    }

    /// The height of the text-field box with the space above it (none without fields).
    private var textFieldsHeight: CGFloat {
        let count = controller.textFieldStorage.count
        return count == 0 ? 0 : 12 + CGFloat(count) * Self.textFieldRowHeight
    }

    /// The height of the title and message block for a card `width` wide.
    private func headerHeight(width: CGFloat) -> CGFloat {
        let hasTitle = !(controller.title ?? "").isEmpty, hasMessage = !(controller.message ?? "").isEmpty
        guard hasTitle || hasMessage || textFieldsHeight > 0 else { return 0 }
        let inner = width - 32
        var height: CGFloat = (isSheet ? 28 : 38) + textFieldsHeight
        if hasTitle { height += ceil(titleLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height) }
        if hasMessage { height += ceil(messageLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height) }
        if hasTitle && hasMessage { height += 4 }
        return height
    }

    /// The card's height for `width` with rows `rowHeight` tall.
    private func contentHeight(width: CGFloat, rowHeight: CGFloat) -> CGFloat {
        let sideBySide = !isSheet && rows.count == 2
        return headerHeight(width: width) + rowHeight * CGFloat(sideBySide ? 1 : rows.count)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: safeAreaInsets)
        if isInPopover {
            backgroundColor = Self.cardColor
            card.layer.cornerRadius = 0
            card.frame = area
            cancelCard.isHidden = true
            layoutCard(rowHeight: Self.popoverRowHeight)
        } else if isSheet {
            backgroundColor = Self.dimmingColor
            card.layer.cornerRadius = 14
            let width = min(area.width - 16, 400)
            var bottom = bounds.maxY - max(safeAreaInsets.bottom, 8)
            cancelCard.isHidden = cancelButton == nil
            if cancelButton != nil {
                cancelCard.frame = CGRect(x: area.midX - width / 2, y: bottom - Self.sheetRowHeight, width: width, height: Self.sheetRowHeight)
                cancelButton?.frame = cancelCard.bounds
                bottom = cancelCard.frame.minY - 8
            }
            let height = contentHeight(width: width, rowHeight: Self.sheetRowHeight)
            card.frame = CGRect(x: area.midX - width / 2, y: bottom - height, width: width, height: height)
            layoutCard(rowHeight: Self.sheetRowHeight)
        } else {
            backgroundColor = Self.dimmingColor
            cancelCard.isHidden = true
            let height = contentHeight(width: Self.alertWidth, rowHeight: Self.alertRowHeight)
            card.frame = CGRect(
                x: (area.midX - Self.alertWidth / 2).rounded(), y: (area.midY - height / 2).rounded(), width: Self.alertWidth,
                height: height)
            layoutCard(rowHeight: Self.alertRowHeight)
        }
    }

    /// The title, message, rows and hairlines inside the card.
    private func layoutCard(rowHeight: CGFloat) {
        let width = card.bounds.width, inner = width - 32
        let header = headerHeight(width: width)
        var y: CGFloat = isSheet ? 14 : 19
        for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
            let height = ceil(label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height)
            label.frame = CGRect(x: 16, y: y, width: inner, height: height)
            y += height + 4
        }
        layoutTextFields(below: y, width: inner)
        let hairline = 1 / max(window?.screen.scale ?? 2, 1)
        let sideBySide = !isSheet && rows.count == 2
        for (index, row) in rows.enumerated() {
            let frame: CGRect = sideBySide
                ? CGRect(x: CGFloat(index) * width / 2, y: header, width: width / 2, height: rowHeight)
                : CGRect(x: 0, y: header + CGFloat(index) * rowHeight, width: width, height: rowHeight)
            row.frame = frame
            let line = separators[index]
            line.isHidden = header == 0 && index == 0 && !sideBySide
            line.frame = sideBySide && index == 1
                ? CGRect(x: frame.minX, y: frame.minY, width: hairline, height: rowHeight)
                : CGRect(x: 0, y: frame.minY, width: width, height: hairline)
        }
    }

    /// The text-field box under the title and message (`top`: below them).
    private func layoutTextFields(below top: CGFloat, width: CGFloat) {
        let fields = controller.textFieldStorage
        guard !fields.isEmpty else { return }
        let row = Self.textFieldRowHeight
        let hairline = 1 / max(window?.screen.scale ?? 2, 1)
        fieldBox.frame = CGRect(x: 16, y: top + 8, width: width, height: CGFloat(fields.count) * row)
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(x: 6, y: CGFloat(index) * row, width: width - 12, height: row)
            if index > 0 { fieldSeparators[index - 1].frame = CGRect(x: 0, y: CGFloat(index) * row, width: width, height: hairline) }
        }
    }

    /// Moves the cards where they come from (`away`: an alert's card 15 %
    /// larger, an action sheet's below the window) or back in place.
    func setCardsAway(_ away: Bool) {
        guard !isInPopover else { return }
        let transform: CGAffineTransform
        if !away {
            transform = .identity
        } else if isSheet {
            transform = CGAffineTransform(translationX: 0, y: bounds.maxY - card.frame.minY)
        } else {
            transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
        }
        card.transform = transform
        cancelCard.transform = transform
    }

    /// A tap outside the cards of a compact action sheet chooses its cancel action.
    private func tappedOutside(_ gesture: UIGestureRecognizer) {
        guard gesture.state == .ended, isSheet, !isInPopover, let cancel = orderedActions.cancel else { return }
        let point = gesture.location(in: self)
        guard !card.frame.contains(point), !cancelCard.frame.contains(point) else { return }
        controller.choose(cancel)
    }
}
