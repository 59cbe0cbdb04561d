import Foundation
import OpenUIKit

extension TransitionRecording {
    /// The frames as an animated PNG, looping forever; nil without frames.
    ///
    /// Each frame of an animated drive is shown until the next one's time
    /// (so the animation plays in real time); interactive frames are shown
    /// 0.25 s each. The last is held for `finalHold` seconds.
    /// `compressionLevel` is zlib's level (0…9).
    public func animatedPNG(finalHold: TimeInterval = 1, compressionLevel: Int = 6) -> Data? {
        let times = frames.map(\.time)
        let interactive = frames.contains { $0.percentComplete != nil }
        let delays = zip(times, times.dropFirst()).map { interactive ? 0.25 : Swift.max(0.001, $1 - $0) } + [finalHold]
        return AnimatedPNG.data(frames: frames.map(\.image), delays: delays, compressionLevel: compressionLevel)
    }
}
