import Foundation

extension CGColorSpace {
    /// The sRGB space the colour initialisers share: a colour space is
    /// immutable, so one instance serves every colour made in it (a colour
    /// made each frame then allocates no space of its own).
    static let sharedSRGB = CGColorSpace(kind: .sRGB)

    /// The Generic Gray Gamma 2.2 space the gray colour initialisers share.
    static let sharedGenericGray = CGColorSpace(kind: .genericGrayGamma2_2)
}
