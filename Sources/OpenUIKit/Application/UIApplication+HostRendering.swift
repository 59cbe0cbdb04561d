import Foundation
import OpenQuartzCore

extension UIApplication {
    /// Draws the presentation of every visible window at media time `time`
    /// with `renderer`, in window order, each at its frame over the ones
    /// below, as one frame: only what changed since the renderer's last
    /// frame is repainted (``CARenderer/damagedPixelRects``); then, when
    /// the runtime's ``UIKitRuntime/drawsStatusBar`` is on, the status bar
    /// over them. An OpenUIKit addition for hosts (the test host, the SDL
    /// window); on iOS the system composites the windows.
    public func renderVisibleWindows(with renderer: CARenderer, atTime time: CFTimeInterval) {
        var layers = windows.filter { !$0.isHidden }.map(\.layer)
        let runtime = UIKitRuntime.current
        if runtime.drawsStatusBar, !runtime.statusBarOverlay.layer.isHidden {
            layers.append(runtime.statusBarOverlay.layer)
        }
        renderer.beginFrame(atTime: time, timeStamp: nil)
        renderer.render(layers: layers)
        renderer.endFrame()
    }
}
