import Foundation

extension UISlider {
    func beginSliderTracking(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
        guard thumb.insetBy(dx: -10, dy: -10).contains(point) else { return false }
        thumbGrabOffset = point.x - thumb.midX
        valueAtTouchDown = valueStorage
        updateSliderImages()
        return true
    }

    func continueSliderTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let travel = Swift.max(0, track.width - thumbSize.width)
        let centre = touch.location(in: self).x - thumbGrabOffset
        let fraction = travel > 0 ? (centre - track.minX - thumbSize.width / 2) / travel : 0
        let newValue = minimumValue + Float(Swift.min(Swift.max(fraction, 0), 1)) * (maximumValue - minimumValue)
        guard newValue != valueStorage else { return true }
        valueStorage = newValue
        setNeedsLayout()
        layoutIfNeeded()
        if isContinuous { dispatch([.valueChanged, .primaryActionTriggered], with: event) }
        return true
    }

    func endSliderTracking(with event: UIEvent?) {
        updateSliderImages()
        if !isContinuous, valueStorage != valueAtTouchDown { dispatch([.valueChanged, .primaryActionTriggered], with: event) }
    }
}
