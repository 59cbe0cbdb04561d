import Foundation
import OpenQuartzCore

extension UIApplication {
    /// Draws the presentation of every visible window at media time `time`
    /// with `renderer`, in window order, each at its frame over the ones
    /// below (one frame: only the first window clears the renderer's
    /// bounds). An OpenUIKit addition for hosts (the test host, the SDL
    /// window); on iOS the system composites the windows.
    public func renderVisibleWindows(with renderer: CARenderer, atTime time: CFTimeInterval) {
        renderer.beginFrame(atTime: time, timeStamp: nil)
        for window in windows where !window.isHidden {
            renderer.layer = window.layer
            renderer.render()
        }
        renderer.endFrame()
    }
}
