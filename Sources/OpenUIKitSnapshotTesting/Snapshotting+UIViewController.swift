import Foundation
import OpenUIKitTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A view controller on a 390 × 844-point screen at 2x, compared exactly.
    public static var image: Snapshotting<UIViewController, UIImage> { .image() }

    /// A view controller hosted full screen in a window of `size` with
    /// `traits`, drawn to a PNG image and compared pixel by pixel.
    ///
    /// The strategy makes a fresh ``OpenUIKitTesting/TestHost`` (a screen
    /// of `size`, scale `traits.displayScale`, or 2 when the traits do not
    /// set one), which replaces any host the test made earlier. The
    /// controller becomes the child of the window's root controller with
    /// `traits` as its override trait collection (as swift-snapshot-testing
    /// does on iOS), appears, is laid out, frames run until nothing is
    /// pending, and the screen is drawn; then the controller is removed
    /// from its parent again. A controller that already has a parent or is
    /// presented is not moved: the comparison fails saying so.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    ///   - size: The screen and window size in points (default 390 × 844,
    ///     with a notched phone's safe area).
    ///   - traits: Traits the controller sees, overriding the window's.
    ///   - compressionLevel: zlib's level (0…9) for the PNG files written.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = UITraitCollection(), compressionLevel: Int = 6
    ) -> Snapshotting<UIViewController, UIImage> {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, compressionLevel: compressionLevel
        ).pullback { (controller: UIViewController) in
            MainActor.assumeIsolated { hostedImage(of: controller, size: size, traits: traits) }
        }
    }

    @MainActor
    private static func hostedImage(of controller: UIViewController, size: CGSize?, traits: UITraitCollection) -> UIImage {
        guard controller.parent == nil, controller.presentingViewController == nil else {
            return SnapshotProblemImage(problem: """
                The view controller \(type(of: controller)) already has a parent or is presented; snapshot its \
                container, or the host's screen (Snapshotting<TestHost, UIImage>.image), instead.
                """)
        }
        let screenSize = size ?? CGSize(width: 390, height: 844)
        guard screenSize.width > 0, screenSize.height > 0 else {
            return SnapshotProblemImage(problem: """
                The window for the view controller would be \(LayerSnapshot.format(screenSize.width)) × \
                \(LayerSnapshot.format(screenSize.height)) points: nothing to snapshot. Pass a size with a \
                positive width and height.
                """)
        }
        let host = TestHost(screenSize: screenSize, scale: traits.displayScale > 0 ? traits.displayScale : 2)
        let container = UIViewController()
        host.window.rootViewController = container
        container.addChild(controller)
        controller.view.frame = container.view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.view.addSubview(controller.view)
        controller.didMove(toParent: container)
        container.setOverrideTraitCollection(traits, forChild: controller)
        host.runUntilIdle()
        let image = UIImage(cgImage: host.renderScreen(), scale: host.screen.scale, orientation: .up)
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
        return image
    }
}
