import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// Views no window shows are left alone by the run loop's layout and
/// drawing, as in UIKit: they catch up when they join a window, and
/// explicit requests (`layoutIfNeeded()`, snapshots after screen updates)
/// still work on them.
@MainActor
@Suite struct UIViewWindowlessTests {
    /// Records `layoutSubviews()` and `draw(_:)`.
    final class RecordingView: UIView {
        var events: [String] = []
        override func layoutSubviews() {
            events.append("layoutSubviews")
            super.layoutSubviews()
        }
        override func draw(_ rect: CGRect) {
            events.append("draw")
            UIGraphicsGetCurrentContext()?.setFillColor(UIColor.green.cgColor)
            UIGraphicsGetCurrentContext()?.fill(bounds)
        }
    }

    @Test func aTurnNeitherLaysOutNorDrawsAViewOutsideAWindow() {
        let host = TestHost()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.setNeedsLayout()
        view.setNeedsDisplay()
        host.turn()
        #expect(view.events.isEmpty)
    }

    @Test func aViewThatJoinsAWindowIsLaidOutAndDrawnInTheNextTurn() {
        let host = TestHost()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.turn()
        host.window.addSubview(view)
        host.turn()
        #expect(view.events == ["layoutSubviews", "draw"])
    }

    @Test func layoutIfNeededStillLaysOutAViewOutsideAWindow() {
        _ = TestHost()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.events == ["layoutSubviews"])
    }

    @Test func aSnapshotAfterScreenUpdatesDrawsAViewOutsideAWindow() throws {
        _ = TestHost(screenSize: CGSize(width: 60, height: 40), scale: 1)
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(view.events == ["layoutSubviews", "draw"])
        let picture = try #require(snapshot.layer.contents as! CGImage?)
        expectPixel(picture, 10, 10, .green)
    }

    @Test func aConstrainedSubtreeTakenOutOfItsWindowIsNotLaidOutAgainByTheNextTurn() {
        let host = TestHost()
        let column = pinnedColumn(in: layoutRoot(host))
        let label = UILabel()
        label.text = "kept"
        column.addArrangedSubview(label)
        host.turn()
        column.removeFromSuperview()
        label.text = "kept, and changed"
        host.turn()
        #expect(host.diagnostics.isEmpty, "no ambiguity message for the column that lost its width")
        #expect(column.layer.needsLayout())
    }
}
