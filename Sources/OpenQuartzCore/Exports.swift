// Core Animation sits on Core Graphics; importing it makes CG types available,
// as `import QuartzCore` does on Apple platforms.
@_exported import Foundation
@_exported import OpenCoreGraphics
