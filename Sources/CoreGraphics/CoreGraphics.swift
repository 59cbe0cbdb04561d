// `import CoreGraphics` on Linux: OpenCoreGraphics under Core Graphics'
// module name (Foundation's `CGFloat`, `CGPoint`, `CGSize` and `CGRect`
// come with it, as on Apple platforms).
@_exported import Foundation
@_exported import OpenCoreGraphics
