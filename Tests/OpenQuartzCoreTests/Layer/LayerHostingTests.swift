import Foundation
import Testing
@testable import OpenQuartzCore

/// `CARuntime.commitsOnlyHostedTrees`: a commit lays out and displays only
/// the trees of host roots; the others keep their needs until they join one.
@MainActor
@Suite struct LayerHostingTests {
    typealias Recording = LayerLayoutAndDisplayTests.Recording

    /// A driver whose runtime commits only hosted trees, a host root, and
    /// a delegate recording what the commits do.
    private func hostedWorld() -> (FrameDriver, CALayer, Recording) {
        let driver = FrameDriver()
        driver.runtime.commitsOnlyHostedTrees = true
        let root = CALayer()
        root.isHostRoot = true
        return (driver, root, Recording())
    }

    /// A layer named `name` of 10 × 10 points, recorded by `delegate`,
    /// marked for layout and display.
    private func marked(_ name: String, _ delegate: Recording) -> CALayer {
        let layer = CALayer()
        layer.name = name
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setNeedsLayout()
        layer.setNeedsDisplay()
        return layer
    }

    @Test func aTreeNoHostShowsIsNeitherLaidOutNorDisplayedByACommit() {
        let (driver, _, delegate) = hostedWorld()
        let detached = marked("detached", delegate)
        driver.turn()
        #expect(delegate.events.isEmpty)
        #expect(detached.needsLayout() && detached.needsDisplay())
    }

    @Test func aTreeThatJoinsAHostedOneIsLaidOutAndDisplayedAtTheNextCommit() {
        let (driver, root, delegate) = hostedWorld()
        let parent = marked("parent", delegate), child = marked("child", delegate)
        parent.addSublayer(child)
        driver.turn()
        root.addSublayer(parent)
        driver.turn()
        #expect(delegate.events == ["layout parent", "layout child", "draw parent", "draw child"])
    }

    @Test func workDeferredBeforeJoiningAnotherDetachedTreeComesBackWhenThatOneIsHosted() {
        let (driver, root, delegate) = hostedWorld()
        let face = marked("face", delegate)
        driver.turn()
        let card = CALayer()
        card.addSublayer(face)
        driver.turn()
        #expect(delegate.events.isEmpty)
        root.addSublayer(card)
        driver.turn()
        #expect(delegate.events == ["layout face", "draw face"])
    }

    @Test func aMaskOfAHostedLayerGetsItsDeferredDisplay() {
        let (driver, root, delegate) = hostedWorld()
        let mask = marked("mask", delegate)
        driver.turn()
        let masked = CALayer()
        root.addSublayer(masked)
        masked.mask = mask
        driver.turn()
        #expect(delegate.events.contains("draw mask"))
    }

    @Test func aRemovedTreeKeepsItsNewNeedsUntilItIsBack() {
        let (driver, root, delegate) = hostedWorld()
        let layer = marked("layer", delegate)
        root.addSublayer(layer)
        driver.turn()
        layer.removeFromSuperlayer()
        delegate.events.removeAll()
        layer.setNeedsDisplay()
        driver.turn()
        #expect(delegate.events.isEmpty)
        root.addSublayer(layer)
        driver.turn()
        #expect(delegate.events == ["draw layer"])
    }

    @Test func renderInContextDisplaysWhatATreeNoHostShowsNeeds() {
        let (_, _, delegate) = hostedWorld()
        let layer = marked("layer", delegate)
        let context = CGContext(
            data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        layer.render(in: context)
        #expect(delegate.events == ["draw layer"])
        #expect(!layer.needsDisplay())
    }

    @Test func aPlainCoreAnimationRuntimeCommitsEveryTree() {
        let driver = FrameDriver()
        let delegate = Recording()
        let layer = marked("detached", delegate)
        withExtendedLifetime(layer) { driver.turn() }
        #expect(delegate.events == ["layout detached", "draw detached"])
    }
}
