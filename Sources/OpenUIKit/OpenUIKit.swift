// OpenUIKit re-exports the layers below it, as `import UIKit` makes
// Foundation, Core Graphics and Core Animation available on Apple platforms.
@_exported import Foundation
@_exported import OpenCoreGraphics
@_exported import OpenQuartzCore
