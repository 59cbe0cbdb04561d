import Foundation
import OpenUIKit

extension TestHost {
    /// Turns the device a quarter turn, as iOS rotates an app: the screen's
    /// width and height swap (and its safe area turns with it: a notched
    /// phone's 47/34 portrait insets become 47 left and right and 21 at the
    /// bottom), then the window changes size as a coordinated transition of
    /// `duration` seconds whose coordinator reports a 90° `targetTransform`.
    /// Frames run until the transition (and anything it started) is over.
    public func rotate(duration: TimeInterval = 0.4) {
        runtime.makeCurrent()
        let old = screen
        let size = CGSize(width: old.bounds.height, height: old.bounds.width)
        let insets = old.safeAreaInsets
        let turned = insets == .zero ? UIEdgeInsets.zero
            : size.width > size.height
                ? UIEdgeInsets(top: 0, left: insets.top, bottom: 21, right: insets.top)
                : UIEdgeInsets(top: insets.left, left: 0, bottom: 34, right: 0)
        let newScreen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: old.scale, safeAreaInsets: turned)
        UIScreen.install(newScreen)
        replaceScreen(with: newScreen)
        for window in UIApplication.shared.windows { window.screen = newScreen }
        window.transition(toSize: size, duration: duration, targetTransform: CGAffineTransform(rotationAngle: -.pi / 2))
        runUntilIdle()
    }

    /// Resizes the host's window (as a user resizes a window on a desktop)
    /// through a coordinated size transition of `duration` seconds, and
    /// runs frames until it is over.
    public func resizeWindow(to size: CGSize, duration: TimeInterval = 0) {
        runtime.makeCurrent()
        window.transition(toSize: size, duration: duration)
        runUntilIdle()
    }
}
