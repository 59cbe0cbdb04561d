import Foundation

// UIKit's legacy image contexts: a bitmap pushed as the current context
// until `UIGraphicsEndImageContext()`. Prefer `UIGraphicsImageRenderer`.

/// Creates a bitmap context of `size` points and makes it the current
/// context, until ``UIGraphicsEndImageContext()``.
///
/// The context is y down with the origin at the top left, scaled by
/// `scale` (0 means the main screen's scale). An `opaque` context has no
/// alpha channel and starts black. A size that is empty or not finite makes
/// no context (UIKit stops the app; here a console message is printed and
/// ``UIGraphicsGetImageFromCurrentImageContext()`` returns nil).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolvedScale = scale == 0 ? MainScreenScale.value : (scale > 0 && scale.isFinite ? scale : 1)
    guard let context = BitmapCanvas.makeContext(
        bounds: CGRect(origin: .zero, size: size), scale: resolvedScale, opaque: opaque)
    else {
        UIKitDiagnostics.report(
            "UIGraphicsBeginImageContext() failed to allocate a bitmap context: size={\(size.width), \(size.height)}, scale=\(resolvedScale).")
        return
    }
    let entry = GraphicsContextStack.Entry(context: context)
    entry.imageScale = resolvedScale
    GraphicsContextStack.current.push(entry)
}

/// Creates a transparent bitmap context of `size` points at scale 1 and
/// makes it current (``UIGraphicsBeginImageContextWithOptions(_:_:_:)``
/// with `false, 1`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of the current image context's contents, at its scale; nil
/// when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.current.top, let scale = entry.imageScale,
        let image = entry.resolved?.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Removes the current image context from the context stack.
///
/// Does nothing (with a console message) when the current context is not
/// an image context.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let entry = stack.top, entry.imageScale != nil else {
        UIKitDiagnostics.report("UIGraphicsEndImageContext() called without a current image context; ignored.")
        return
    }
    stack.pop()
}
