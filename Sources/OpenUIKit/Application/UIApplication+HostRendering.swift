import Foundation
import OpenQuartzCore

extension UIApplication {
    /// Draws the presentation of every visible window at media time `time`
    /// with `renderer`, in window order, each at its frame over the ones
    /// below, as one frame: only what changed since the renderer's last
    /// frame is repainted (``CARenderer/damagedPixelRects``). An OpenUIKit
    /// addition for hosts (the test host, the SDL window); on iOS the
    /// system composites the windows.
    public func renderVisibleWindows(with renderer: CARenderer, atTime time: CFTimeInterval) {
        renderer.beginFrame(atTime: time, timeStamp: nil)
        renderer.render(layers: windows.filter { !$0.isHidden }.map(\.layer))
        renderer.endFrame()
    }
}
