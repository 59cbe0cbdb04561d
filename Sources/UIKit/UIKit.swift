// `import UIKit` on Linux: the whole of OpenUIKit under UIKit's module name.
@_exported import OpenUIKit
