import Foundation
import GalleryExamples
import OpenUIKit

/// Puts the gallery on `screen`: the example's window (`window`, placed
/// at the left) showing the list of examples — or the example named
/// `example`, when there is one — and, to its right, the timeline panel's
/// window, which is returned (keep it). The example's window takes what
/// the panel leaves of `screenSize` (a phone's width by default, the
/// example's stage with ``defaultScreenSize(example:)``).
///
/// `gallery window` and `gallery window-still` both call it, so the
/// window and its headless reference show the same screen.
@MainActor
func installGallery(in window: UIWindow, on screen: UIScreen, example: String?, screenSize: CGSize) -> UIWindow {
    let stageSize = CGSize(width: max(screenSize.width - GalleryLayout.timelineWidth, 1), height: screenSize.height)
    window.frame = CGRect(origin: .zero, size: stageSize)
    let timeline = GalleryLayout.showTimelineWindow(on: screen, stageSize: stageSize)
    if let id = example, let chosen = GalleryCatalog.example(id: id) {
        window.rootViewController = ExampleStageViewController(example: chosen)
    } else {
        if let id = example {
            FileHandle.standardError.write(Data("gallery: no example named \(id); showing the list (see `gallery list`).\n".utf8))
        }
        window.rootViewController = GalleryListViewController()
    }
    return timeline
}

/// The screen the gallery opens on when no size is given: the example's
/// stage (a pad's for the examples that ask for one, a phone's otherwise)
/// with the timeline panel beside it.
@MainActor
func defaultScreenSize(example: String?) -> CGSize {
    guard let id = example, let stage = GalleryCatalog.example(id: id)?.stageSize else { return GalleryLayout.screenSize }
    return CGSize(width: stage.width + GalleryLayout.timelineWidth, height: stage.height)
}
