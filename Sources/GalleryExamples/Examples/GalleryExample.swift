import Foundation
import UIKit

/// One screen of the gallery: the guide's idea it shows, the controller
/// that shows it, and the script that plays it without a user.
@MainActor
public struct GalleryExample {
    /// A short name for the command line, e.g. `"interactive-dismissal"`.
    public let id: String
    /// The title shown in the gallery's list.
    public let title: String
    /// One sentence on what to do and what to look for.
    public let summary: String
    /// What the headless recording does, in order.
    public let script: [GalleryStep]
    /// The example window's size when it starts (a phone in portrait
    /// unless the example needs room, as a split view does).
    public var stageSize: CGSize = GalleryLayout.stageSize
    let make: @MainActor () -> UIViewController

    /// A new instance of the example's root controller.
    public func makeViewController() -> UIViewController { make() }
}
