import Foundation
import OpenUIKitTesting

extension Snapshotting where Value == TestHost, Format == UIImage {
    /// What a host's screen shows now, compared exactly.
    public static var image: Snapshotting<TestHost, UIImage> { .image() }

    /// What a host's screen shows now — every visible window's
    /// presentation (running animations included) at the screen's scale,
    /// as ``OpenUIKitTesting/TestHost/renderScreen()`` draws it — compared
    /// with a PNG reference. An OpenUIKit addition: the way to picture a
    /// presentation at rest or at a chosen moment. Call it on the main actor.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, compressionLevel: Int = 6
    ) -> Snapshotting<TestHost, UIImage> {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, compressionLevel: compressionLevel
        ).pullback { (host: TestHost) in
            MainActor.assumeIsolated {
                UIImage(cgImage: host.renderScreen(), scale: host.screen.scale, orientation: .up)
            }
        }
    }
}
