import Foundation
import UIKit

/// What the storyboard's controllers and segues did, in order. Tests run
/// one at a time on the main actor; each clears it first.
@MainActor
enum StoryboardLog {
    static var entries: [String] = []
}

/// The storyboard's list scene: outlets, an action, segues logged.
final class ListViewController: UIViewController {
    @Outlet var titleLabel: UILabel!
    @Outlet var buttons: UIStackView!
    var counted = 0
    var allowsSegues = true

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        StoryboardLog.entries.append("List.init(coder:)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        StoryboardLog.entries.append("List.awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        StoryboardLog.entries.append("List.viewDidLoad")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        StoryboardLog.entries.append("List.shouldPerformSegue(\(identifier))")
        return allowsSegues
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        StoryboardLog.entries.append("List.prepare(\(segue.identifier ?? "nil"), sender: \(sender.map { "\(type(of: $0))" } ?? "nil"))")
        if let detail = segue.destination as? DetailViewController, detail.item == nil { detail.item = "Apple" }
    }

    @IBAction func count(_ sender: UIButton) {
        counted += 1
        StoryboardLog.entries.append("List.count(\(sender.currentTitle ?? ""))")
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        StoryboardLog.entries.append("List.unwindToList(from: \(type(of: segue.source)))")
    }

    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        StoryboardLog.entries.append("List.canPerformUnwindSegueAction(\(action))")
        return super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }

    @IBAction func tappedBadge(_ sender: UITapGestureRecognizer) {
        StoryboardLog.entries.append("List.tappedBadge(\(sender.state == .ended ? "ended" : "other"))")
    }

    @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> DetailViewController? {
        StoryboardLog.entries.append("List.makeDetail(\(segueIdentifier ?? "nil"))")
        let detail = DetailViewController(coder: coder)
        detail?.item = "Cherry"
        return detail
    }

    override var storyboardActions: [String: UIStoryboardActionHandler] {
        [
            "count:": .action(count), "unwindToList:": .unwind(unwindToList), "tappedBadge:": .action(tappedBadge),
            "makeDetail:sender:segueIdentifier:": .segueAction(makeDetail),
        ]
    }
}

/// The detail scene: an outlet and the item passed in `prepare`.
final class DetailViewController: UIViewController {
    @Outlet var detailLabel: UILabel!
    var item: String?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        StoryboardLog.entries.append("Detail.init(coder:)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        StoryboardLog.entries.append("Detail.awakeFromNib")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        StoryboardLog.entries.append("Detail.prepare(\(segue.identifier ?? "nil"))")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        detailLabel.text = item
        StoryboardLog.entries.append("Detail.viewDidLoad")
    }
}

/// The embedded scene.
final class BadgeViewController: UIViewController {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        StoryboardLog.entries.append("Badge.init(coder:)")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        StoryboardLog.entries.append("Badge.didMove(toParent: \(parent.map { "\(type(of: $0))" } ?? "nil"))")
    }
}

/// A custom segue that logs and shows its destination.
final class LoggingSegue: UIStoryboardSegue {
    required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
        StoryboardLog.entries.append("LoggingSegue.init(\(identifier ?? "nil"))")
    }

    override func perform() {
        StoryboardLog.entries.append("LoggingSegue.perform")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}
