import Foundation
import UIKit

/// An example on screen: its controller as the only child, filling the
/// view, with a small "Examples" button in the bottom-right corner that
/// returns to the ``GalleryListViewController``. The example's safe area
/// ends above the button, so its own bars (a tab bar, a toolbar) sit above
/// it rather than under it.
@MainActor
public final class ExampleStageViewController: UIViewController {
    /// The example shown.
    public let example: GalleryExample
    /// The example's controller.
    public let content: UIViewController
    private let backButton = UIButton(type: .system)

    /// Shows `example`.
    public init(example: GalleryExample) {
        self.example = example
        content = example.makeViewController()
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "ExampleStage"
    }

    /// Saves the example (a reference: an example with a restoration
    /// identifier is preserved under the stage, as in example 15).
    public override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(content, forKey: "content")
    }

    required init?(coder: NSCoder) { nil }

    /// The example's view filling a plain view, with the back button over it.
    public override func loadView() {
        view = UIView()
        addChild(content)
        content.additionalSafeAreaInsets.bottom = Self.backButtonStrip
        view.addSubview(content.view)
        content.didMove(toParent: self)
        backButton.setTitle("Examples", for: .normal)
        backButton.addAction(UIAction { [weak self] _ in self?.view.window?.rootViewController = GalleryListViewController() },
                             for: .touchUpInside)
        view.addSubview(backButton)
    }

    /// The height the back button takes at the bottom of the example's safe area.
    static let backButtonStrip: CGFloat = 40

    /// The example fills the view; the back button sits above the safe area's bottom, at the right.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content.view.frame = view.bounds
        let bottom = view.bounds.maxY - view.safeAreaInsets.bottom
        backButton.frame = CGRect(x: view.bounds.maxX - 100, y: bottom - 38, width: 90, height: 30)
    }
}
