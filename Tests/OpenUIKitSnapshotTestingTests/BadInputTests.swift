import Foundation
import SnapshotTesting
import Testing
import UIKit
import OpenUIKitSnapshotTesting

/// A fresh directory for references this test writes.
func scratchDirectory(_ name: String) -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("OpenUIKitSnapshotTestingTests/\(name)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

/// The one file a test recorded in `directory`.
func onlyFile(in directory: String) throws -> URL {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
    try #require(names.count == 1)
    return URL(fileURLWithPath: directory).appendingPathComponent(names[0])
}

@MainActor
@Suite struct BadInputTests {
    private func square() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        return view
    }

    @Test func aMissingReferenceIsRecordedAndTheTestFailsSayingSo() throws {
        let directory = scratchDirectory("missing")
        let message = verifySnapshot(of: square(), as: .image(scale: 1), named: "square", snapshotDirectory: directory)
        #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)
        let recorded = try Data(contentsOf: try onlyFile(in: directory))
        #expect(UIImage(data: recorded)?.cgImage?.width == 20)
        #expect(verifySnapshot(of: square(), as: .image(scale: 1), named: "square", snapshotDirectory: directory) == nil)
    }

    @Test func aCorruptReferenceFailsWithAClearMessageAndIsNotOverwritten() throws {
        let directory = scratchDirectory("corrupt")
        _ = verifySnapshot(of: square(), as: .image(scale: 1), named: "square", snapshotDirectory: directory)
        let url = try onlyFile(in: directory)
        let garbage = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
        try garbage.write(to: url)
        let message = verifySnapshot(of: square(), as: .image(scale: 1), named: "square", snapshotDirectory: directory)
        #expect(message?.contains("The reference image is not a PNG that can be read (7 bytes). It was left as it is") == true)
        #expect(try Data(contentsOf: url) == garbage)
    }

    @Test func aZeroSizedViewFailsSayingWhyWithoutCrashing() throws {
        let directory = scratchDirectory("zero")
        let empty = UIView(frame: .zero)
        _ = verifySnapshot(of: empty, as: .image(scale: 1), named: "empty", snapshotDirectory: directory)
        let message = verifySnapshot(of: empty, as: .image(scale: 1), named: "empty", snapshotDirectory: directory)
        #expect(message?.contains("The view is 0 × 0 points at scale 1 (0 × 0 pixels): nothing to snapshot.") == true)
    }

    @Test func aZeroSizedLayerFailsSayingWhy() throws {
        let strategy = Snapshotting<CALayer, UIImage>.image(scale: 2)
        var image: UIImage?
        strategy.snapshot(CALayer()).run { image = $0 }
        let taken = try #require(image)
        let failure = try #require(strategy.diffing.diffV2(taken, taken))
        #expect(failure.0.hasPrefix("The layer is 0 × 0 points at scale 2"))
    }

    @Test func aTransitionThatNeverCompletesIsFilmedAndReportedWithinTheLimit() {
        let (host, a) = hostShowingA()
        let b = screen("B", presentedOrange)
        let delegate = StuckDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let recording = TransitionRecorder(frames: 3, completionLimit: 1)
            .record(TransitionScript("stuck", host: host) { a.present(b, animated: true) })
        #expect(recording.frames.map(\.time) == [0, 0.25, 0.5])
        #expect(recording.outcome == .unfinished(after: 1.5))
        #expect(recording.outcome.description.hasPrefix("NOT COMPLETED: still running after 1.500 s"))
    }

    @Test func aTransitionThatNeverCompletesGivesAStripThatSaysSo() {
        let (host, a) = hostShowingA()
        let b = screen("B", presentedOrange)
        let delegate = StuckDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        assertSnapshot(of: TransitionScript("An animator that never calls completeTransition", host: host) {
            a.present(b, animated: true)
        }, as: .filmStrip(frames: 3, frameWidth: 90, completionLimit: 1))
    }
}

/// An animator that moves the view in and never calls `completeTransition(_:)`.
@MainActor
final class StuckAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.alpha = 0
        UIView.animate(withDuration: 0.5) { toView.alpha = 0.5 }
    }
}

/// Vends a ``StuckAnimator``.
@MainActor
final class StuckDelegate: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { StuckAnimator() }
}
