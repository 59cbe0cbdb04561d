import Foundation

extension UIBarButtonItem {
    /// Creates an item showing `title` that calls `action` on `target`
    /// (held weakly). Pass `nil` for both for an item without an action.
    ///
    /// A `target` that is not an instance of the method's type is refused
    /// with a console message (the item gets no action).
    public convenience init(title: String?, style: Style, target: AnyObject?, action: ActionMethod?) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item showing `title` that calls `action` — a method
    /// taking the item, e.g. `MyViewController.save` — on `target` (held weakly).
    public convenience init<Receiver>(
        title: String?, style: Style, target: AnyObject?, action: ((Receiver) -> (UIBarButtonItem) -> Void)?
    ) {
        self.init(title: title, style: style, target: target, action: action.map { ActionMethod($0) })
    }

    /// Creates an item showing `title` that calls `action` — a method
    /// without arguments — on `target` (held weakly).
    public convenience init<Receiver>(
        title: String?, style: Style, target: AnyObject?, action: ((Receiver) -> () -> Void)?
    ) {
        self.init(title: title, style: style, target: target, action: action.map { ActionMethod($0) })
    }

    /// Creates an item showing `image` that calls `action` on `target`
    /// (held weakly). Pass `nil` for both for an item without an action.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: ActionMethod?) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item showing `image` that calls `action` — a method
    /// taking the item — on `target` (held weakly).
    public convenience init<Receiver>(
        image: UIImage?, style: Style, target: AnyObject?, action: ((Receiver) -> (UIBarButtonItem) -> Void)?
    ) {
        self.init(image: image, style: style, target: target, action: action.map { ActionMethod($0) })
    }

    /// Creates an item showing `image` that calls `action` — a method
    /// without arguments — on `target` (held weakly).
    public convenience init<Receiver>(
        image: UIImage?, style: Style, target: AnyObject?, action: ((Receiver) -> () -> Void)?
    ) {
        self.init(image: image, style: style, target: target, action: action.map { ActionMethod($0) })
    }

    /// Creates a system item (see ``SystemItem``) that calls `action` on
    /// `target` (held weakly). Pass `nil` for both for an item without an action.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ActionMethod?) {
        self.init()
        adoptSystemItem(systemItem)
        setTarget(target, action: action)
    }

    /// Creates a system item that calls `action` — a method taking the
    /// item — on `target` (held weakly).
    public convenience init<Receiver>(
        barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
        action: ((Receiver) -> (UIBarButtonItem) -> Void)?
    ) {
        self.init(barButtonSystemItem: systemItem, target: target, action: action.map { ActionMethod($0) })
    }

    /// Creates a system item that calls `action` — a method without
    /// arguments — on `target` (held weakly).
    public convenience init<Receiver>(
        barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ((Receiver) -> () -> Void)?
    ) {
        self.init(barButtonSystemItem: systemItem, target: target, action: action.map { ActionMethod($0) })
    }
}
