import Foundation

/// What a controller made from a storyboard keeps of its scene: the
/// storyboard layer builds the controller's view from it on first load and
/// performs the scene's segues.
@MainActor
protocol ArchivedScene: AnyObject {
    /// Builds `controller`'s view (outlets connected, `awakeFromNib`,
    /// embed segues performed); false when the scene has no view.
    func loadView(of controller: UIViewController) -> Bool
    /// Performs the segue named `identifier` from `controller` (false when
    /// the scene has none by that name).
    func performSegue(withIdentifier identifier: String, sender: Any?, from controller: UIViewController) -> Bool
}
