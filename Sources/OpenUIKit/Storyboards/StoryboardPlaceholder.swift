import Foundation

/// A scene's placeholder object: the first responder (actions sent to it
/// go up the responder chain) or the exit (unwind segues).
struct StoryboardPlaceholder: Sendable {
    /// The two placeholders a scene has.
    enum Kind: Sendable {
        case firstResponder
        case exit
    }

    let id: String
    let kind: Kind

    /// The object standing for the placeholder among the scene's objects.
    var marker: AnyObject { kind == .firstResponder ? StoryboardPlaceholderMarker.firstResponder : StoryboardPlaceholderMarker.exit }
}

/// The objects standing for placeholders in a scene's object table.
final class StoryboardPlaceholderMarker: Sendable {
    static let firstResponder = StoryboardPlaceholderMarker()
    static let exit = StoryboardPlaceholderMarker()
}
