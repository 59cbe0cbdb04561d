// `import UIKit` on Linux: the whole of OpenUIKit under UIKit's module name,
// with Core Animation and Core Graphics (as on Apple platforms).
@_exported import QuartzCore
@_exported import OpenUIKit
