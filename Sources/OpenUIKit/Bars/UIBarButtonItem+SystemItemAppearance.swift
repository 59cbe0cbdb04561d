import Foundation

extension UIBarButtonItem.SystemItem {
    /// The title a bar shows for the item, for the items OpenUIKit shows
    /// as text (nil for glyphs and spaces).
    var standardTitle: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .compose: "Compose"
        case .reply: "Reply"
        case .organize: "Organize"
        case .camera: "Camera"
        case .undo: "Undo"
        case .redo: "Redo"
        case .add, .flexibleSpace, .fixedSpace, .action, .bookmarks, .search, .refresh, .stop, .trash,
            .play, .pause, .rewind, .fastForward, .close:
            nil
        }
    }

    /// The glyph a bar draws for the item (nil for titles and spaces).
    var glyph: BarGlyph? {
        switch self {
        case .add: .plus
        case .action: .share
        case .bookmarks: .book
        case .search: .magnifier
        case .refresh: .refresh
        case .stop: .xmark
        case .trash: .trash
        case .play: .play
        case .pause: .pause
        case .rewind: .rewind
        case .fastForward: .fastForward
        case .close: .close
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace, .compose, .reply, .organize,
            .camera, .undo, .redo:
            nil
        }
    }

    /// The style the item is drawn in: `.done` for Done and Save.
    var standardStyle: UIBarButtonItem.Style {
        self == .done || self == .save ? .done : .plain
    }

    /// Whether the item is a space (shows nothing).
    var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
}
