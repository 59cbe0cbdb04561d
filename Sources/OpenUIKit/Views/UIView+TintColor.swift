import Foundation

extension UIView {
    func setTintColor(_ color: UIColor?) {
        let old = tintColor
        tintColorStorage = color
        if tintColor != old { notifyTintColorChange() }
        keyValueDidChange()
    }

    /// Tells this view and every descendant that inherits its tint.
    func notifyTintColorChange() {
        tintColorDidChange()
        for subview in stored.subviewStorage where subview.tintColorStorage == nil {
            subview.notifyTintColorChange()
        }
    }

    /// After a move: an inheriting view's tint may have changed.
    func tintColorDidChangeIfInherited() {
        if tintColorStorage == nil { notifyTintColorChange() }
    }
}
