// `import CoreText` on Linux: Core Text's font manager
// (`CTFontManagerRegisterGraphicsFont`, `CTFontManagerRegisterFontsForURL`),
// which OpenCoreGraphics provides, with Core Graphics (as on Apple
// platforms). Fonts registered through it reach UIKit's text.
@_exported import CoreGraphics
