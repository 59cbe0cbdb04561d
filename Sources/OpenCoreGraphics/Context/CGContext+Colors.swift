import Foundation

extension CGContext {
    /// Sets the fill colour (default opaque black).
    public func setFillColor(_ color: CGColor) {
        gstate.fillColor = color
    }

    /// Sets the stroke colour (default opaque black).
    public func setStrokeColor(_ color: CGColor) {
        gstate.strokeColor = color
    }

    /// Sets the fill colour from sRGB components (Core Graphics uses device
    /// RGB, which is sRGB on iOS).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a gray level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        gstate.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke colour to a gray level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = CGColor(gray: gray, alpha: alpha)
    }
}
