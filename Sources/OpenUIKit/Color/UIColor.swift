import Foundation

/// An object that stores colour data and sometimes opacity.
///
/// Colours are sRGB (extended range allowed); `cgColor` gives the Core
/// Graphics colour to hand to layers. Dynamic system colours (`label`,
/// `systemBackground`, …) currently resolve to their light-appearance values
/// (trait-dependent resolution comes with trait collections).
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics colour.
    public let cgColor: CGColor

    /// A colour from sRGB components (0…1; values outside give extended range).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// A grey from a white level and opacity.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
        super.init()
    }

    /// A colour from hue, saturation and brightness (HSB), each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// A colour from a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    /// A colour in the Display P3 space.
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        var components = [displayP3Red, green, blue, alpha]
        cgColor = components.withUnsafeMutableBufferPointer { buffer in
            CGColor(colorSpace: CGColorSpace(name: CGColorSpace.displayP3)!, components: buffer.baseAddress!)
        } ?? CGColor(srgbRed: displayP3Red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// The same colour with a different opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// The sRGB components; returns true (every colour converts).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = cgColor.rgba
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The white level (for grey colours); false for other colours.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        guard c.red == c.green, c.green == c.blue else { return false }
        white?.pointee = c.red
        alpha?.pointee = c.alpha
        return true
    }

    /// The hue, saturation and brightness; returns true.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = cgColor.rgba
        let maximum = Swift.max(c.red, c.green, c.blue), minimum = Swift.min(c.red, c.green, c.blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == c.red {
                h = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6)
            } else if maximum == c.green {
                h = (c.blue - c.red) / delta + 2
            } else {
                h = (c.red - c.green) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = c.alpha
        return true
    }

    /// Sets this colour as the current context's fill and stroke colour.
    open func set() {
        setFill()
        setStroke()
    }

    /// Sets this colour as the current context's fill colour.
    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Sets this colour as the current context's stroke colour.
    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Equal when the sRGB components and opacity are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.cgColor.rgba == cgColor.rgba
    }

    /// A hash of the components.
    open override var hash: Int {
        let c = cgColor.rgba
        var hasher = Hasher()
        hasher.combine(c.red)
        hasher.combine(c.green)
        hasher.combine(c.blue)
        hasher.combine(c.alpha)
        return hasher.finalize()
    }

    /// UIKit's description: the colour space and components.
    open override var description: String {
        let c = cgColor.rgba
        return String(format: "UIExtendedSRGBColorSpace %g %g %g %g", Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }
}
