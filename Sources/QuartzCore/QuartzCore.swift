// `import QuartzCore` on Linux: OpenQuartzCore under Core Animation's
// module name, with Core Graphics (as on Apple platforms).
@_exported import CoreGraphics
@_exported import OpenQuartzCore
