import Foundation

extension UIBarButtonItem {
    /// The standard items of iOS 17, with UIKit's raw values. The
    /// deprecated `pageCurl` (23) is not provided.
    ///
    /// How OpenUIKit shows them (it has no SF Symbols): Done, Cancel, Edit,
    /// Save, Compose, Reply, Organize, Camera, Undo and Redo as their
    /// English titles (UIKit shows the last six as icons); add, close,
    /// action, bookmarks, search, refresh, stop, trash, play, pause, rewind
    /// and fast-forward as simple drawn glyphs; the two spaces as nothing.
    /// As in UIKit, a system item's ``UIBarItem/title`` and
    /// ``UIBarItem/image`` stay nil.
    public enum SystemItem: Int, Sendable {
        /// Done (a `.done`-style title).
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Edit.
        case edit = 2
        /// Save (a `.done`-style title).
        case save = 3
        /// A plus sign.
        case add = 4
        /// A space that takes the room other items leave.
        case flexibleSpace = 5
        /// A space of the item's width.
        case fixedSpace = 6
        /// Compose.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Share (a box with an arrow).
        case action = 9
        /// Organize.
        case organize = 10
        /// Bookmarks (an open book).
        case bookmarks = 11
        /// Search (a magnifying glass).
        case search = 12
        /// Refresh (a circular arrow).
        case refresh = 13
        /// Stop (a cross).
        case stop = 14
        /// Camera.
        case camera = 15
        /// Trash (a bin).
        case trash = 16
        /// Play (a triangle).
        case play = 17
        /// Pause (two bars).
        case pause = 18
        /// Rewind (two triangles pointing back).
        case rewind = 19
        /// Fast forward (two triangles pointing ahead).
        case fastForward = 20
        /// Undo.
        case undo = 21
        /// Redo.
        case redo = 22
        /// Close (a cross in a grey circle).
        case close = 24
    }
}
