// Swift Testing declares a cross-import overlay named `_Testing_CoreGraphics`
// for any module named CoreGraphics; on Linux that overlay must exist or a
// file that imports both Testing and CoreGraphics fails to compile. It is
// intentionally empty.
import CoreGraphics
