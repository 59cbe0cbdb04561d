import Foundation

/// Reads the values Interface Builder writes: rectangles, sizes, colours,
/// fonts, masks and the names of enumerations.
@MainActor
enum StoryboardValues {
    /// `<rect key="frame" x=… y=… width=… height=…/>`.
    static func rect(_ element: StoryboardElement) -> CGRect {
        CGRect(
            x: element.number("x") ?? 0, y: element.number("y") ?? 0, width: max(0, element.number("width") ?? 0),
            height: max(0, element.number("height") ?? 0))
    }

    /// `<size … width=… height=…/>` (or `<value type="size" …>`).
    static func size(_ element: StoryboardElement) -> CGSize {
        CGSize(width: max(0, element.number("width") ?? 0), height: max(0, element.number("height") ?? 0))
    }

    /// `<autoresizingMask widthSizable="YES" …/>`.
    static func autoresizingMask(_ element: StoryboardElement) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, flag) in flags where element.flag(name) { mask.insert(flag) }
        return mask
    }

    /// A `<color>`: a system colour (`systemColor="systemBackgroundColor"`,
    /// the older `cocoaTouchSystemColor`), components in sRGB or grey, or
    /// nil (a named asset colour OpenUIKit cannot read).
    static func color(_ element: StoryboardElement) -> UIColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return systemColor(named: name)
        }
        if let white = element.number("white") {
            return UIColor(white: white, alpha: element.number("alpha") ?? 1)
        }
        if let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") {
            return UIColor(red: red, green: green, blue: blue, alpha: element.number("alpha") ?? 1)
        }
        return nil
    }

    /// The standard colour `name` names (`systemBlueColor`, `labelColor`,
    /// `groupTableViewBackgroundColor`…), or nil.
    static func systemColor(named name: String) -> UIColor? {
        let key = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return standardColors[key]
    }

    private static let standardColors: [String: UIColor] = [
        "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray, "red": .red,
        "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta, "orange": .orange,
        "purple": .purple, "brown": .brown, "clear": .clear, "systemRed": .systemRed, "systemOrange": .systemOrange,
        "systemYellow": .systemYellow, "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal,
        "systemCyan": .systemCyan, "systemBlue": .systemBlue, "systemIndigo": .systemIndigo, "systemPurple": .systemPurple,
        "systemPink": .systemPink, "systemBrown": .systemBrown, "systemGray": .systemGray, "systemGray2": .systemGray2,
        "systemGray3": .systemGray3, "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "link": .link, "placeholderText": .placeholderText, "separator": .separator,
        "opaqueSeparator": .opaqueSeparator, "systemBackground": .systemBackground,
        "secondarySystemBackground": .secondarySystemBackground, "tertiarySystemBackground": .tertiarySystemBackground,
        "systemGroupedBackground": .systemGroupedBackground, "groupTableViewBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
        "quaternarySystemFill": .quaternarySystemFill, "tint": .tintColor, "lightText": .lightText, "darkText": .darkText,
    ]

    /// A `<fontDescription>`: a text style, the system font (with a weight,
    /// bold or italic), or a named font.
    static func font(_ element: StoryboardElement) -> UIFont {
        let size = element.number("pointSize") ?? 17
        if let style = element["style"] {
            return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        switch element["type"] {
        case "boldSystem":
            return .boldSystemFont(ofSize: size)
        case "italicSystem":
            return .italicSystemFont(ofSize: size)
        case "system":
            return .systemFont(ofSize: size, weight: weight(element["weight"]))
        default:
            if let name = element["name"], let font = UIFont(name: name, size: size) { return font }
            return .systemFont(ofSize: size)
        }
    }

    private static func weight(_ name: String?) -> UIFont.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    /// `contentMode="scaleAspectFit"`.
    static func contentMode(_ name: String) -> UIView.ContentMode? {
        let modes: [String: UIView.ContentMode] = [
            "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
            "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
            "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
        ]
        return modes[name]
    }

    /// `textAlignment="center"`.
    static func textAlignment(_ name: String?) -> NSTextAlignment? {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        case "natural": .natural
        default: nil
        }
    }

    /// A constraint attribute's name (`leading`, `topMargin`, `baseline`…).
    static func attribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
        guard let name else { return nil }
        let attributes: [String: NSLayoutConstraint.Attribute] = [
            "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
            "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
            "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
            "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
            "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
            "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
        ]
        return attributes[name]
    }

    /// A multiplier: a number or a ratio (`"16:9"`).
    static func multiplier(_ text: String?) -> CGFloat? {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return CGFloat(numerator / denominator)
        }
        return Double(text).map { CGFloat($0) }
    }

    /// `modalPresentationStyle="formSheet"`.
    static func presentationStyle(_ name: String?) -> UIModalPresentationStyle? {
        switch name {
        case "fullScreen": .fullScreen
        case "pageSheet": .pageSheet
        case "formSheet": .formSheet
        case "currentContext": .currentContext
        case "overFullScreen": .overFullScreen
        case "overCurrentContext": .overCurrentContext
        case "popover": .popover
        case "automatic": .automatic
        case "none": UIModalPresentationStyle.none
        default: nil
        }
    }

    /// `modalTransitionStyle="crossDissolve"`.
    static func transitionStyle(_ name: String?) -> UIModalTransitionStyle? {
        switch name {
        case "coverVertical": .coverVertical
        case "flipHorizontal": .flipHorizontal
        case "crossDissolve": .crossDissolve
        case "partialCurl": .partialCurl
        default: nil
        }
    }

    /// A control event's name (`touchUpInside`, `valueChanged`…).
    static func controlEvent(_ name: String?) -> UIControl.Event? {
        let events: [String: UIControl.Event] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
            "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
            "editingDidEndOnExit": .editingDidEndOnExit,
        ]
        return name.flatMap { events[$0] }
    }

    /// A bar button system item's name (`add`, `done`, `flexibleSpace`…).
    static func systemItem(_ name: String?) -> UIBarButtonItem.SystemItem? {
        let items: [String: UIBarButtonItem.SystemItem] = [
            "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
            "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
            "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
            "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
            "undo": .undo, "redo": .redo, "close": .close,
        ]
        return name.flatMap { items[$0] }
    }
}
