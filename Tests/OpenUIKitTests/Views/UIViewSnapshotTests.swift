import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIViewSnapshotTests {
    /// A 20 × 20 red view at (5, 5) with a 10 × 10 blue subview at its top left.
    func makeScene() -> (TestHost, UIView) {
        let host = TestHost(screenSize: CGSize(width: 60, height: 40), scale: 2)
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .blue
        view.addSubview(child)
        host.window.addSubview(view)
        host.turn()
        return (host, view)
    }

    @Test func aSnapshotIsAPlainViewOfTheSameSizeAtTheScreensScale() throws {
        let (_, view) = makeScene()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(snapshot.subviews.isEmpty)
        #expect(snapshot.layer.contentsScale == 2)
        let picture = try #require(snapshot.layer.contents as! CGImage?)
        #expect(picture.width == 40 && picture.height == 40)
        expectPixel(picture, 2, 2, .blue)
        expectPixel(picture, 30, 30, .red)
    }

    @Test func aSnapshotKeepsTheOldPictureWhenTheSourceChanges() throws {
        let (host, view) = makeScene()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        view.backgroundColor = .green
        view.subviews[0].removeFromSuperview()
        snapshot.frame.origin = CGPoint(x: 35, y: 5)
        host.window.addSubview(snapshot)
        host.turn()
        host.advance(by: 0.1)
        let screen = host.renderScreen()
        writeForInspection(screen, "snapshot-keeps-old-look")
        expectPixel(screen, 12, 12, .green)  // The source, changed.
        expectPixel(screen, 72, 12, .blue)  // The snapshot's old subview.
        expectPixel(screen, 100, 40, .red)  // The snapshot's old background.
    }

    @Test func afterScreenUpdatesCommitsPendingChangesFirst() throws {
        let (_, view) = makeScene()
        view.backgroundColor = .green
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        expectPixel(snapshot.layer.contents as! CGImage, 30, 30, .green)
    }

    @Test func aViewNeverShownSnapshotsEmptyUnlessUpdatesAreCommitted() throws {
        let host = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 1)
        _ = host
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .red
        let before = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(before.layer.contents == nil)
        let after = try #require(view.snapshotView(afterScreenUpdates: true))
        expectPixel(after.layer.contents as! CGImage, 1, 1, .red)
    }

    @Test func theSnapshotLeavesOutTheViewsOwnTransform() throws {
        let (host, view) = makeScene()
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        host.turn()
        let picture = try #require(view.snapshotView(afterScreenUpdates: false)?.layer.contents as! CGImage?)
        expectPixel(picture, 2, 2, .blue)
        expectPixel(picture, 37, 2, .red)
    }

    @Test func theSnapshotShowsThePresentationMidAnimation() throws {
        let (host, view) = makeScene()
        UIView.animate(withDuration: 1) { view.backgroundColor = .blue }
        host.turn()
        host.advance(by: 0.5)
        let picture = try #require(view.snapshotView(afterScreenUpdates: false)?.layer.contents as! CGImage?)
        let middle = picture.drawnPixel(30, 30)
        #expect(middle.r > 60 && middle.b > 60)
    }

    @Test func resizableSnapshotsTakeARegionAndStretch() throws {
        let (_, view) = makeScene()
        let snapshot = try #require(view.resizableSnapshotView(
            from: CGRect(x: 5, y: 5, width: 10, height: 10), afterScreenUpdates: false,
            withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)))
        #expect(snapshot.bounds.size == CGSize(width: 10, height: 10))
        let picture = snapshot.layer.contents as! CGImage
        expectPixel(picture, 2, 2, .blue)
        expectPixel(picture, 18, 18, .red)
        #expect(abs(snapshot.layer.contentsCenter.minX - 0.2) < 1e-9)
    }

    @Test func drawHierarchyDrawsTheViewScaledIntoTheRectangle() {
        let (_, view) = makeScene()
        var result = false
        let image = drawImage(CGSize(width: 20, height: 10), scale: 1) { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            result = view.drawHierarchy(in: CGRect(x: 10, y: 0, width: 10, height: 10), afterScreenUpdates: false)
        }
        let cg = image.cgImage!
        writeForInspection(cg, "draw-hierarchy")
        #expect(result)
        expectPixel(cg, 2, 5, .green)  // Drawing before it stays.
        expectPixel(cg, 11, 1, .blue)
        expectPixel(cg, 18, 8, .red)
        expectPixel(cg, 16, 2, .red)
    }

    @Test func drawHierarchyRendersAtTheContextsResolution() {
        let (_, view) = makeScene()
        let image = drawImage(CGSize(width: 20, height: 20), scale: 3) { _ in
            _ = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: false)
        }
        let cg = image.cgImage!
        #expect(cg.width == 60)
        expectPixel(cg, 29, 29, .blue)
        expectPixel(cg, 30, 30, .red)
    }

    @Test func drawHierarchyNeedsAContextAndACommittedView() {
        let (_, view) = makeScene()
        #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 4, height: 4), afterScreenUpdates: false) == false)
        let fresh = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        fresh.backgroundColor = .red
        var results: [Bool] = []
        let image = drawImage(CGSize(width: 4, height: 4)) { _ in
            results.append(fresh.drawHierarchy(in: CGRect(x: 0, y: 0, width: 4, height: 4), afterScreenUpdates: false))
            results.append(fresh.drawHierarchy(in: CGRect(x: 0, y: 0, width: 4, height: 4), afterScreenUpdates: true))
        }
        #expect(results == [false, true])
        expectPixel(image.cgImage!, 2, 2, .red)
    }
}
