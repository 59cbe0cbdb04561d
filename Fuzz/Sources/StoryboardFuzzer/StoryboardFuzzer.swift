import Foundation
import OpenQuartzCore
@_spi(Fuzzing) import OpenUIKit

/// The runtime every input runs in: a virtual clock, a phone screen,
/// misuse refused (not trapped), console messages counted, not printed.
@MainActor
enum FuzzHost {
    static let clock = CAVirtualMediaClock()
    nonisolated(unsafe) static var messages = 0
    static let runtime: UIKitRuntime = {
        let runtime = UIKitRuntime(clock: clock)
        runtime.misuseHandling = .refuse
        runtime.makeCurrent()
        UIScreen.install(UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
        CGDiagnostics.setHandler { _ in FuzzHost.messages += 1 }
        return runtime
    }()

    /// One input: the storyboard loader uses all of it, then a turn runs.
    static func run(_ data: Data) {
        _ = runtime
        _ = UIStoryboard.exerciseForFuzzing(data)
        clock.mediaTime += 1.0 / 60
        runtime.coreAnimation.pipeline.runTurn(timestamp: clock.mediaTime, frameDuration: 1.0 / 60)
    }
}

/// libFuzzer's entry point: each input is a storyboard file's bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func storyboardFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    MainActor.assumeIsolated { FuzzHost.run(data) }
    return 0
}
