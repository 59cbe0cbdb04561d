import Foundation

extension UIApplication {
    /// The height of the on-screen keyboard a text field's editing brings
    /// up, in points (default 0: a hardware keyboard, as on a desktop — the
    /// keyboard notifications still come, with a zero-height frame at the
    /// bottom of the screen). A host or test that stands for a phone's
    /// keyboard sets it (a portrait iPhone's is about 336 points). Nothing
    /// is drawn for it. An OpenUIKit addition.
    public var softwareKeyboardHeight: CGFloat {
        get { runtime.keyboard.height }
        set { runtime.keyboard.height = newValue.isFinite ? max(0, newValue) : 0 }
    }
}
