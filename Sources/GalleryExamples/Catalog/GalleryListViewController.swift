import Foundation
import UIKit

/// The gallery's first screen: a button per example. Choosing one makes
/// it the window's root (inside an ``ExampleStageViewController`` with a
/// way back).
@MainActor
public final class GalleryListViewController: UIViewController {
    /// Creates the list.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// A title, a note and a button per example.
    public override func loadView() {
        let column = ButtonColumnView(
            title: "OpenUIKit gallery",
            note: "The View Controller Programming Guide, running. The panel on the right shows every callback as it happens.")
        column.backgroundColor = .systemGroupedBackground
        for example in GalleryCatalog.examples {
            column.addButton(example.title) { [weak self] in self?.open(example) }
        }
        view = column
    }

    private func open(_ example: GalleryExample) {
        view.window?.rootViewController = ExampleStageViewController(example: example)
    }
}
