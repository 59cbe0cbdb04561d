import Testing
import OpenUIKit
@testable import OpenUIKitSDL

@Suite struct WindowMetricsTests {
    @Test func withoutAnExplicitScaleTheScaleIsThePixelsPerWindowUnit() {
        let metrics = WindowMetrics(windowSize: CGSize(width: 400, height: 300), pixelSize: CGSize(width: 800, height: 600))
        #expect(metrics.scale == 2)
    }

    @Test func pointsArePixelsDividedByTheScale() {
        let metrics = WindowMetrics(windowSize: CGSize(width: 780, height: 1688), pixelSize: CGSize(width: 780, height: 1688), scale: 2)
        #expect(metrics.pointSize == CGSize(width: 390, height: 844))
    }

    @Test func aMousePositionOnAOneToOneWindowAtScaleTwoIsHalvedIntoPoints() {
        let metrics = WindowMetrics(windowSize: CGSize(width: 780, height: 1688), pixelSize: CGSize(width: 780, height: 1688), scale: 2)
        #expect(metrics.point(fromWindowX: 100, y: 50) == CGPoint(x: 50, y: 25))
    }

    @Test func aMousePositionOnAHiDPIWindowAtItsOwnScaleIsAlreadyInPoints() {
        let metrics = WindowMetrics(windowSize: CGSize(width: 390, height: 844), pixelSize: CGSize(width: 780, height: 1688))
        #expect(metrics.point(fromWindowX: 100, y: 50) == CGPoint(x: 100, y: 50))
    }

    @Test func aNormalisedFingerPositionScalesToTheScreenInPoints() {
        let metrics = WindowMetrics(windowSize: CGSize(width: 780, height: 1688), pixelSize: CGSize(width: 780, height: 1688), scale: 2)
        #expect(metrics.point(fromNormalizedX: 0.5, y: 0.25) == CGPoint(x: 195, y: 211))
    }

    @Test func anEmptyWindowHasScaleOne() {
        #expect(WindowMetrics(windowSize: .zero, pixelSize: .zero).scale == 1)
    }

    @Test func aZeroExplicitScaleFallsBackToTheDisplayRatio() {
        let metrics = WindowMetrics(windowSize: CGSize(width: 100, height: 100), pixelSize: CGSize(width: 300, height: 300), scale: 0)
        #expect(metrics.scale == 3)
    }

    @Test func theWindowForAPointSizeAtAScaleOnAOneToOneDisplayIsPointsTimesScale() {
        let size = WindowMetrics.windowSize(forPoints: CGSize(width: 390, height: 844), scale: 2, pixelsPerWindowUnit: 1)
        #expect(size == CGSize(width: 780, height: 1688))
    }

    @Test func theWindowForAPointSizeOnADisplayThatScalesWindowsNeedsFewerUnits() {
        let size = WindowMetrics.windowSize(forPoints: CGSize(width: 390, height: 844), scale: 2, pixelsPerWindowUnit: 2)
        #expect(size == CGSize(width: 390, height: 844))
    }

    @Test func theFramePixelSizeIsTheDrawableRoundedAndAtLeastOne() {
        let metrics = WindowMetrics(windowSize: .zero, pixelSize: CGSize(width: 0, height: 99.6), scale: 1)
        #expect(metrics.framePixelWidth == 1)
        #expect(metrics.framePixelHeight == 100)
    }
}
