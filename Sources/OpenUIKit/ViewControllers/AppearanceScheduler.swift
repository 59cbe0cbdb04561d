import Foundation

/// Ends appearances that a window started once the view has been laid out
/// and committed: a controller whose view entered a visible window gets
/// `viewWillAppear` at once, then `viewIsAppearing` in the next layout pass
/// and `viewDidAppear` in the post-frame phase after it — as UIKit calls
/// a window's root controller's `viewDidAppear` after the first commit.
/// Its lists are read every turn and never accessed overlapping, so their
/// exclusivity is unchecked.
@MainActor
final class AppearanceScheduler {
    /// The current runtime's scheduler.
    static var current: AppearanceScheduler { UIKitRuntime.current.appearance }

    @exclusivity(unchecked) private var waitingForLayout: [UIViewController] = []
    @exclusivity(unchecked) private var laidOut: [UIViewController] = []

    /// No appearance waiting.
    init() {}

    /// Ends `controller`'s window-started appearance after the next layout pass.
    func endAfterLayout(_ controller: UIViewController) {
        waitingForLayout.append(controller)
    }

    /// Whether appearances wait to end.
    var hasPendingAppearances: Bool { !waitingForLayout.isEmpty || !laidOut.isEmpty }

    /// The layout phase finished: the waiting appearances may end this turn.
    func layoutDidFinish() {
        laidOut.append(contentsOf: waitingForLayout)
        waitingForLayout.removeAll()
    }

    /// The post-frame phase: ends the laid-out appearances still under way, in order.
    func endLaidOutAppearances() {
        let due = laidOut
        laidOut.removeAll()
        for controller in due where controller.appearance.state == .appearing && controller.appearance.trigger == .window {
            controller.endAppearance(trigger: .window)
        }
    }
}
