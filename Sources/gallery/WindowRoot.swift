import Foundation
import GalleryExamples
import OpenUIKit

/// Puts the gallery on `screen`: the example's window (`window`, placed
/// at the left, phone-sized) showing the list of examples — or the
/// example named `example`, when there is one — and, to its right, the
/// timeline panel's window, which is returned (keep it).
///
/// `gallery window` and `gallery window-still` both call it, so the
/// window and its headless reference show the same screen.
@MainActor
func installGallery(in window: UIWindow, on screen: UIScreen, example: String?) -> UIWindow {
    window.frame = CGRect(origin: .zero, size: GalleryLayout.stageSize)
    let timeline = GalleryLayout.showTimelineWindow(on: screen)
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
