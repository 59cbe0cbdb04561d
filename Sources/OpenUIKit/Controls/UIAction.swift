import Foundation

/// The closure an action runs; it receives the action, whose ``UIAction/sender``
/// is the object that performed it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure: what a control performs for its
/// events (``UIControl/addAction(_:for:)``) and a button's primary action.
///
/// Differences from UIKit: actions are not archived or copied by controls
/// (a control keeps the action object it was given).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The action's identifier; a control keeps one action per identifier.
    open private(set) var identifier: Identifier
    /// A title for the discoverability overlay (recorded).
    open var discoverabilityTitle: String?
    /// How the action is shown in a menu (recorded).
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows as on, off or mixed (recorded).
    open var state: UIMenuElement.State
    /// The image shown while the action is on (recorded).
    open var selectedImage: UIImage?

    let handler: UIActionHandler
    weak var senderStorage: AnyObject?

    /// Creates an action running `handler`.
    ///
    /// Without an `identifier` the action gets a unique one.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The action's title.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }

    /// The action's image.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }

    /// The object performing the action (for a control's event, the
    /// control). Set while the handler runs; nil otherwise.
    open var sender: Any? { senderStorage }

    /// Runs the handler with `sender` as ``sender``.
    func perform(sender: AnyObject) {
        let previous = senderStorage
        senderStorage = sender
        defer { senderStorage = previous }
        handler(self)
    }
}
