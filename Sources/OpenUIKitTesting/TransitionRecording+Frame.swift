import Foundation
import OpenUIKit

extension TransitionRecording {
    /// One picture of the screen during a transition.
    public struct Frame: @unchecked Sendable {
        // @unchecked: CGImage is immutable.
        /// Seconds since the recording's time zero.
        public var time: TimeInterval
        /// The interactive percentage (0…1) the frame shows, for interactive drives.
        public var percentComplete: CGFloat?
        /// The screen, at the recording's scale.
        public var image: CGImage

        /// A frame taken at `time`, showing `image`.
        public init(time: TimeInterval, percentComplete: CGFloat? = nil, image: CGImage) {
            self.time = time
            self.percentComplete = percentComplete
            self.image = image
        }

        /// The caption under the frame in a film strip: `"0.250 s"`, or
        /// `"40 % · 0.050 s"` for an interactive frame.
        public var caption: String {
            let seconds = String(format: "%.3f s", time)
            guard let percentComplete else { return seconds }
            return String(format: "%.0f %% · ", Double(percentComplete) * 100) + seconds
        }
    }
}
