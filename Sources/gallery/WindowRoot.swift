import Foundation
import OpenUIKit

/// The screen `gallery window` shows: for now one screen with a button
/// that presents a page sheet, which a downward drag dismisses (the
/// examples catalog replaces it; `example` names the example to open).
///
/// Built only with public OpenUIKit API, as an app would write it. The
/// button sits at the centre of the screen (the window test taps there).
@MainActor
func makeWindowRootViewController(example: String?) -> UIViewController {
    let root = UIViewController()
    root.title = example ?? "OpenUIKit"
    root.view.backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 1, alpha: 1)
    let bounds = root.view.bounds

    let title = UILabel(frame: CGRect(x: 20, y: bounds.midY - 120, width: bounds.width - 40, height: 40))
    title.text = "OpenUIKit in a window"
    title.font = UIFont.boldSystemFont(ofSize: 24)
    title.textAlignment = .center
    title.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
    root.view.addSubview(title)

    let button = UIButton(type: .system)
    button.frame = CGRect(x: bounds.midX - 100, y: bounds.midY - 25, width: 200, height: 50)
    button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
    button.backgroundColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    button.layer.cornerRadius = 12
    button.setTitle("Show a sheet", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.addAction(UIAction { [unowned root] _ in
        let sheet = UIViewController()
        sheet.view.backgroundColor = UIColor(red: 1, green: 0.8, blue: 0.3, alpha: 1)
        let hint = UILabel(frame: CGRect(x: 20, y: 40, width: sheet.view.bounds.width - 40, height: 30))
        hint.text = "Drag down to dismiss"
        hint.textAlignment = .center
        hint.autoresizingMask = [.flexibleWidth]
        sheet.view.addSubview(hint)
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
    }, for: .touchUpInside)
    root.view.addSubview(button)
    return root
}
