import Foundation

/// The base of the items of menus and of the actions controls perform:
/// a title, an optional subtitle and an image.
///
/// OpenUIKit has no menus yet; ``UIAction`` is the element in use (as a
/// control's action). Elements are not archived (no `NSCoding`).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    var titleStorage: String
    var imageStorage: UIImage?

    init(title: String, image: UIImage?) {
        titleStorage = title
        imageStorage = image
        super.init()
    }

    /// The element's title.
    open var title: String { titleStorage }

    /// The element's image.
    open var image: UIImage? { imageStorage }

    /// A second line of text under the title (default nil).
    open var subtitle: String?
}
