import Foundation

/// Sets a made view's properties from its element: those every view has,
/// then those of its kind (label, button, text field, image view, stack
/// view).
@MainActor
enum StoryboardViewProperties {
    /// `buttonType="system"`.
    static func buttonType(_ name: String?) -> UIButton.ButtonType {
        switch name {
        case "custom": .custom
        case "detailDisclosure": .detailDisclosure
        case "infoLight": .infoLight
        case "infoDark": .infoDark
        case "contactAdd": .contactAdd
        case "close": .close
        default: .system
        }
    }

    /// Every property `element` sets on `view`.
    static func apply(_ element: StoryboardElement, to view: UIView, scene: StoryboardScene) {
        applyCommon(element, to: view, scene: scene)
        switch view {
        case let label as UILabel: applyLabel(element, to: label)
        case let button as UIButton: applyButton(element, to: button, scene: scene)
        case let field as UITextField: applyTextField(element, to: field)
        case let stack as UIStackView: applyStack(element, to: stack)
        case let imageView as UIImageView: applyImage(element, to: imageView, scene: scene)
        default: break
        }
    }

    private static func applyCommon(_ element: StoryboardElement, to view: UIView, scene: StoryboardScene) {
        if let frame = element.child("rect", key: "frame") { view.frame = StoryboardValues.rect(frame) }
        if let mask = element.child("autoresizingMask") { view.autoresizingMask = StoryboardValues.autoresizingMask(mask) }
        if element["translatesAutoresizingMaskIntoConstraints"] == "NO" { view.translatesAutoresizingMaskIntoConstraints = false }
        if let mode = element["contentMode"].flatMap(StoryboardValues.contentMode) { view.contentMode = mode }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        if element.flag("hidden") { view.isHidden = true }
        if element.flag("clipsSubviews") { view.clipsToBounds = true }
        if element["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
        if let tag = element["tag"].flatMap({ Int($0) }) { view.tag = tag }
        if let identifier = element["restorationIdentifier"] { view.restorationIdentifier = identifier }
        if element["enabled"] == "NO" { (view as? UIControl)?.isEnabled = false }
        for color in element.children where color.name == "color" {
            switch color.key {
            case "backgroundColor": view.backgroundColor = StoryboardValues.color(color)
            case "tintColor": view.tintColor = StoryboardValues.color(color)
            default: break
            }
        }
        let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (key, axis, hugging) in priorities {
            guard let value = element.number(key) else { continue }
            if hugging {
                view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: axis)
            } else {
                view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: axis)
            }
        }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: insets.number("top") ?? 0, leading: insets.number("leading") ?? 0, bottom: insets.number("bottom") ?? 0,
                trailing: insets.number("trailing") ?? 0)
        }
        if element.flag("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = true }
        for attribute in element.items(in: "userDefinedRuntimeAttributes") {
            applyRuntimeAttribute(attribute, to: view, scene: scene)
        }
    }

    /// The runtime attributes OpenUIKit knows (`layer.cornerRadius`,
    /// `layer.borderWidth`, `layer.borderColor`, `layer.masksToBounds`,
    /// `clipsToBounds`, `tag`); any other is reported.
    private static func applyRuntimeAttribute(_ element: StoryboardElement, to view: UIView, scene: StoryboardScene) {
        let value = element.children.first { $0.key == "value" }
        let number = value?.number("value") ?? element.number("value")
        let flag = value?.flag("value") ?? element.flag("value")
        switch element["keyPath"] {
        case "layer.cornerRadius": if let number { view.layer.cornerRadius = number }
        case "layer.borderWidth": if let number { view.layer.borderWidth = number }
        case "layer.borderColor", "borderColor": view.layer.borderColor = value.flatMap(StoryboardValues.color)?.cgColor
        case "layer.masksToBounds": view.layer.masksToBounds = flag
        case "clipsToBounds": view.clipsToBounds = flag
        case "tag": if let number { view.tag = Int(number) }
        default:
            scene.report("user-defined runtime attribute '\(element["keyPath"] ?? "")' (line \(element.line)) not set: OpenUIKit sets no key path by name")
        }
    }

    private static func applyLabel(_ element: StoryboardElement, to label: UILabel) {
        if let text = element["text"] { label.text = text }
        if let font = element.child("fontDescription") { label.font = StoryboardValues.font(font) }
        if let alignment = StoryboardValues.textAlignment(element["textAlignment"]) { label.textAlignment = alignment }
        if let lines = element["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = lines }
        if let mode = lineBreakMode(element["lineBreakMode"]) { label.lineBreakMode = mode }
        if element.flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = true }
        if let scale = element.number("minimumScaleFactor") { label.minimumScaleFactor = scale }
        if let color = element.child("color", key: "textColor").flatMap(StoryboardValues.color) { label.textColor = color }
    }

    private static func lineBreakMode(_ name: String?) -> NSLineBreakMode? {
        switch name {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        case "headTruncation": .byTruncatingHead
        case "tailTruncation": .byTruncatingTail
        case "middleTruncation": .byTruncatingMiddle
        default: nil
        }
    }

    private static func applyButton(_ element: StoryboardElement, to button: UIButton, scene: StoryboardScene) {
        let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected]
        for state in element.children where state.name == "state" {
            guard let key = state.key, let controlState = states[key] else { continue }
            if let title = state["title"] { button.setTitle(title, for: controlState) }
            if let color = state.child("color", key: "titleColor").flatMap(StoryboardValues.color) {
                button.setTitleColor(color, for: controlState)
            }
            if let image = state["image"] { button.setImage(scene.image(named: image), for: controlState) }
        }
        if let configuration = element.child("buttonConfiguration"), let title = configuration["title"], button.title(for: .normal) == nil {
            button.setTitle(title, for: .normal)
        }
        if let font = element.child("fontDescription") { button.titleLabel?.font = StoryboardValues.font(font) }
    }

    private static func applyTextField(_ element: StoryboardElement, to field: UITextField) {
        if let text = element["text"] { field.text = text }
        if let placeholder = element["placeholder"] { field.placeholder = placeholder }
        switch element["borderStyle"] {
        case "roundedRect": field.borderStyle = .roundedRect
        case "line": field.borderStyle = .line
        case "bezel": field.borderStyle = .bezel
        default: break
        }
        if let alignment = StoryboardValues.textAlignment(element["textAlignment"]) { field.textAlignment = alignment }
        if let font = element.child("fontDescription") { field.font = StoryboardValues.font(font) }
        if let color = element.child("color", key: "textColor").flatMap(StoryboardValues.color) { field.textColor = color }
        if let size = element.number("minimumFontSize") { field.minimumFontSize = size }
        switch element["clearButtonMode"] {
        case "whileEditing": field.clearButtonMode = .whileEditing
        case "unlessEditing": field.clearButtonMode = .unlessEditing
        case "always": field.clearButtonMode = .always
        default: break
        }
        if let traits = element.child("textInputTraits") {
            if traits.flag("secureTextEntry") { field.isSecureTextEntry = true }
            if traits.flag("enablesReturnKeyAutomatically") { field.enablesReturnKeyAutomatically = true }
            if let type = traits["textContentType"] { field.textContentType = UITextContentType(rawValue: type) }
        }
    }

    private static func applyStack(_ element: StoryboardElement, to stack: UIStackView) {
        if element["axis"] == "vertical" { stack.axis = .vertical }
        if let spacing = element.number("spacing") { stack.spacing = spacing }
        switch element["distribution"] {
        case "fillEqually": stack.distribution = .fillEqually
        case "fillProportionally": stack.distribution = .fillProportionally
        case "equalSpacing": stack.distribution = .equalSpacing
        case "equalCentering": stack.distribution = .equalCentering
        default: break
        }
        switch element["alignment"] {
        case "top", "leading": stack.alignment = .leading
        case "center": stack.alignment = .center
        case "bottom", "trailing": stack.alignment = .trailing
        case "firstBaseline": stack.alignment = .firstBaseline
        case "lastBaseline", "baseline": stack.alignment = .lastBaseline
        default: break
        }
    }

    private static func applyImage(_ element: StoryboardElement, to imageView: UIImageView, scene: StoryboardScene) {
        if let name = element["image"] {
            imageView.image = scene.image(named: name)
        } else if let reference = element.child("imageReference", key: "image") {
            imageView.image = scene.image(named: reference["image"] ?? "")
        }
    }
}
