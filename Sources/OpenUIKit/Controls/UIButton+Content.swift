import Foundation

extension UIButton {
    /// The title colour of system buttons while disabled.
    static var systemDisabledTitleColor: UIColor { .tertiaryLabel }
    /// The opacity of a system button's title and image while highlighted.
    static let systemHighlightedAlpha: CGFloat = 0.2

    /// Whether the button is drawn as a system button (every kind but `.custom`).
    var usesSystemStyle: Bool { buttonTypeStorage != .custom }

    func defaultTitleColor(for state: UIControl.State) -> UIColor {
        guard usesSystemStyle else { return .white }
        return state.contains(.disabled) ? Self.systemDisabledTitleColor : tintColor
    }

    /// Registers `action` as the primary action and shows its title and image.
    func adopt(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    func makeTitleLabel() -> UILabel {
        if let label = titleLabelStorage { return label }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        titleLabelStorage = label
        return label
    }

    func makeImageView() -> UIImageView {
        if let imageView = imageViewStorage { return imageView }
        let imageView = UIImageView(frame: .zero)
        imageViewStorage = imageView
        return imageView
    }

    /// Shows the current state's title, colour and image; the label and
    /// image view are subviews only while they have something to show.
    func updateContent() {
        let title = currentTitle
        let image = currentImage
        if let image {
            let imageView = makeImageView()
            imageView.image = usesSystemStyle && image.renderingMode == .automatic
                ? image.withRenderingMode(.alwaysTemplate) : image
            imageView.tintColor = usesSystemStyle && !isEnabled ? Self.systemDisabledTitleColor : nil
            if imageView.superview !== self { insertSubview(imageView, at: 0) }
        } else {
            imageViewStorage?.removeFromSuperview()
        }
        if let title {
            let label = makeTitleLabel()
            label.text = title
            label.textColor = currentTitleColor
            if label.superview !== self { addSubview(label) }
        } else {
            titleLabelStorage?.removeFromSuperview()
        }
        let alpha = usesSystemStyle && isHighlighted ? Self.systemHighlightedAlpha : 1
        titleLabelStorage?.alpha = alpha
        imageViewStorage?.alpha = alpha
        if title != shownContent.title || image !== shownContent.image {
            shownContent = (title, image)
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
}
