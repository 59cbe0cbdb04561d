import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// `UISlider`: its range and value, its geometry, and dragging the thumb.
@MainActor
@Suite struct UISliderTests {
    /// A 240 × 31 slider at (20, 100) in a host's window.
    private func slider(_ host: TestHost) -> UISlider {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 240, height: 31))
        host.window.addSubview(slider)
        host.turn()
        return slider
    }

    /// Counts the slider's value-changed events and the values they carried.
    @MainActor final class Recorder {
        var values: [Float] = []
    }

    private func record(_ slider: UISlider) -> Recorder {
        let recorder = Recorder()
        slider.addAction(UIAction { [unowned slider] _ in recorder.values.append(slider.value) }, for: .valueChanged)
        return recorder
    }

    @Test func aNewSliderIsAtZeroInZeroToOneAndContinuous() {
        _ = TestHost()
        let slider = UISlider()
        #expect([slider.value, slider.minimumValue, slider.maximumValue] == [0, 0, 1])
        #expect(slider.isContinuous)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    @Test func theValueIsKeptInTheRange() {
        _ = TestHost()
        let slider = UISlider()
        slider.value = 3
        #expect(slider.value == 1)
        slider.minimumValue = 2
        #expect(slider.maximumValue == 2)
        #expect(slider.value == 2)
        slider.maximumValue = 10
        slider.value = -1
        #expect(slider.value == 2)
    }

    @Test func theThumbMovesAlongTheTrackWithTheValue() {
        let host = TestHost()
        let slider = slider(host)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 240, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX == 0)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == 240)
        slider.value = 0.5
        slider.layoutIfNeeded()
        #expect(slider.thumbView.frame.midX == 120)
        #expect(slider.minimumTrackView.frame.width == 120)
    }

    @Test func settingTheValueSendsNoEvent() {
        let host = TestHost()
        let slider = slider(host)
        let recorder = record(slider)
        slider.setValue(0.7, animated: true)
        host.advance(by: 0.5)
        #expect(recorder.values == [])
        #expect(slider.value == 0.7)
    }

    @Test func anAnimatedValueChangeMovesTheThumbOverTime() {
        let host = TestHost()
        let slider = slider(host)
        slider.setValue(1, animated: true)
        host.advance(frames: 3)
        let shown = slider.thumbView.layer.presentation()?.position.x ?? -1
        #expect(shown > 14 && shown < 226, "mid-animation thumb at \(shown)")
        host.advance(by: 0.5)
        #expect(slider.thumbView.layer.presentation()?.position.x == 226)
    }

    @Test func draggingTheThumbChangesTheValueAsItMoves() {
        let host = TestHost()
        let slider = slider(host)
        let recorder = record(slider)
        host.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 140, y: 115), duration: 0.1)
        #expect(recorder.values.count > 2)
        #expect(recorder.values == recorder.values.sorted())
        #expect(abs(slider.value - 0.5) < 0.01)
    }

    @Test func aSliderThatIsNotContinuousSendsOnceWhenTheTouchLifts() {
        let host = TestHost()
        let slider = slider(host)
        slider.isContinuous = false
        let recorder = record(slider)
        host.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 140, y: 115), duration: 0.1)
        #expect(recorder.values.count == 1)
        #expect(abs((recorder.values.first ?? 0) - 0.5) < 0.01)
    }

    @Test func aTouchBesideTheThumbDoesNotMoveTheValue() {
        let host = TestHost()
        let slider = slider(host)
        let recorder = record(slider)
        host.drag(from: CGPoint(x: 200, y: 115), to: CGPoint(x: 240, y: 115), duration: 0.1)
        #expect(recorder.values == [])
        #expect(slider.value == 0)
    }
}
