import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// `observe(_:options:changeHandler:)` on views (`UIView+KeyValueObserving.swift`).
@MainActor
@Suite struct UIViewKeyValueObservingTests {
    @Test func aScrollViewsContentOffsetIsReportedAsItChanges() {
        _ = TestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        var changes: [String] = []
        let observation = scroll.observe(\.contentOffset, options: [.old, .new]) { _, change in
            changes.append("\(change.oldValue!.y)→\(change.newValue!.y)")
        }
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        scroll.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
        #expect(changes == ["0.0→40.0", "40.0→90.0"])
        withExtendedLifetime(observation) {}
    }

    @Test func settingAFrameIsOneReport() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var frames: [CGRect] = []
        let observation = view.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue!) }
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 30)
        view.center = CGPoint(x: 100, y: 100)
        #expect(frames == [CGRect(x: 5, y: 5, width: 20, height: 30), CGRect(x: 90, y: 85, width: 20, height: 30)])
        withExtendedLifetime(observation) {}
    }

    @Test func initialReportsTheCurrentValueAtOnce() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        var reported: [CGAffineTransform?] = []
        let observation = view.observe(\.transform, options: [.initial, .new]) { _, change in reported.append(change.newValue) }
        #expect(reported == [CGAffineTransform(scaleX: 2, y: 2)])
        view.transform = .identity
        #expect(reported == [CGAffineTransform(scaleX: 2, y: 2), .identity])
        withExtendedLifetime(observation) {}
    }

    @Test func anInvalidatedOrReleasedObservationReportsNothing() {
        let view = UIView()
        var count = 0
        let kept = view.observe(\.bounds) { _, _ in count += 1 }
        kept.invalidate()
        do {
            _ = view.observe(\.bounds) { _, _ in count += 1 }
        }
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(count == 0)
    }
}
