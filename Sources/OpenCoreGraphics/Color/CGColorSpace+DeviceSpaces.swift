/// Creates the device-dependent RGB colour space.
///
/// On iOS, and here, device RGB is sRGB; its ``CGColorSpace/name`` is
/// `"kCGColorSpaceDeviceRGB"`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(kind: .deviceRGB)
}

/// Creates the device-dependent gray colour space.
///
/// On iOS, and here, device gray is Gray Gamma 2.2; its
/// ``CGColorSpace/name`` is `"kCGColorSpaceDeviceGray"`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(kind: .deviceGray)
}
