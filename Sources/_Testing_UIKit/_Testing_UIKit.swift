// Swift Testing declares a cross-import overlay named `_Testing_UIKit` for
// any module named UIKit; on Linux that overlay must exist or a file that
// imports both Testing and UIKit fails to compile. It is intentionally empty.
import UIKit
