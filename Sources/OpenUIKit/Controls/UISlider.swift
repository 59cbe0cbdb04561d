import Foundation

/// A control for choosing a value from a continuous range by dragging a
/// thumb along a track.
///
/// The slider is made of views: the minimum track (tinted, left of the
/// thumb), the maximum track and the thumb, with optional images at both
/// ends; ``setValue(_:animated:)`` inside or with animation moves them
/// with a view animation. Dragging the thumb changes ``value`` and sends
/// `.valueChanged` (and `.primaryActionTriggered`) as it moves — or once
/// when the touch lifts, when ``isContinuous`` is false. A touch that goes
/// down beside the thumb is not followed (as in UIKit, tapping the track
/// does not move the value).
///
/// Differences from UIKit: the geometry — a 4-point track, a 28-point
/// thumb with a soft shadow, a 31-point intrinsic height — is the commonly
/// observed iOS look, not documented values; track images are drawn
/// stretched, without their cap insets.
@preconcurrency @MainActor
open class UISlider: UIControl {
    let minimumTrackView = UIImageView()
    let maximumTrackView = UIImageView()
    let thumbView = UIImageView()
    let minimumValueImageView = UIImageView()
    let maximumValueImageView = UIImageView()
    /// Thumb images set with ``setThumbImage(_:for:)``, by state.
    var thumbImages: [UIControl.State.RawValue: UIImage] = [:]
    var minimumTrackImages: [UIControl.State.RawValue: UIImage] = [:]
    var maximumTrackImages: [UIControl.State.RawValue: UIImage] = [:]
    /// Where in the thumb the followed touch went down (x).
    var thumbGrabOffset: CGFloat = 0
    /// The value when the followed touch went down.
    var valueAtTouchDown: Float = 0

    /// Creates a slider at 0 in 0…1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSlider()
    }

    /// Creates a slider from an archive, at 0 in 0…1.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSlider()
    }

    // MARK: Value

    /// The value, always within ``minimumValue``…``maximumValue`` (0 by
    /// default). Setting it moves the thumb without animation and sends
    /// no event.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }
    var valueStorage: Float = 0

    /// The smallest value (0 by default); a larger ``value`` is kept, a
    /// smaller one raised to it; the maximum follows if it is smaller.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// The largest value (1 by default); the minimum follows if it is larger.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// Whether dragging sends `.valueChanged` at every move (true, the
    /// default) or once when the touch lifts.
    open var isContinuous = true

    /// Sets ``value`` (clamped to the range), moving the thumb with a short
    /// animation when `animated`. Sends no event, as in UIKit.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = value.isNaN ? minimumValue : Swift.min(Swift.max(value, minimumValue), maximumValue)
        guard clamped != valueStorage || animated else {
            setNeedsLayout()
            return
        }
        valueStorage = clamped
        setNeedsLayout()
        if animated {
            UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() }
        }
    }

    // MARK: Appearance

    /// The image left of the track (nil by default).
    open var minimumValueImage: UIImage? {
        didSet { minimumValueImageView.image = minimumValueImage; setNeedsLayout() }
    }

    /// The image right of the track (nil by default).
    open var maximumValueImage: UIImage? {
        didSet { maximumValueImageView.image = maximumValueImage; setNeedsLayout() }
    }

    /// The colour of the track left of the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? {
        didSet { updateSliderColors() }
    }

    /// The colour of the track right of the thumb (nil: the system fill).
    open var maximumTrackTintColor: UIColor? {
        didSet { updateSliderColors() }
    }

    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? {
        didSet { updateSliderColors() }
    }

    /// The thumb image for `state` (nil: the standard thumb for `.normal`,
    /// `.normal`'s image for other states).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        updateSliderImages()
    }

    /// The thumb image set for `state`, if any.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }

    /// The thumb image shown now (nil while the standard thumb shows).
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue] }

    /// The minimum track's image for `state`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
        updateSliderImages()
    }

    /// The minimum track image set for `state`, if any.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }

    /// The maximum track's image for `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
        updateSliderImages()
    }

    /// The maximum track image set for `state`, if any.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }

    /// The minimum track image shown now, if any.
    open var currentMinimumTrackImage: UIImage? {
        minimumTrackImages[state.rawValue] ?? minimumTrackImages[UIControl.State.normal.rawValue]
    }

    /// The maximum track image shown now, if any.
    open var currentMaximumTrackImage: UIImage? {
        maximumTrackImages[state.rawValue] ?? maximumTrackImages[UIControl.State.normal.rawValue]
    }

    // MARK: Geometry (UISlider+Geometry.swift)

    /// Where the minimum-value image goes in `bounds`.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { sliderMinimumImageRect(bounds) }

    /// Where the maximum-value image goes in `bounds`.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { sliderMaximumImageRect(bounds) }

    /// The track's rectangle in `bounds`: 4 points high, centred, between
    /// the value images.
    open func trackRect(forBounds bounds: CGRect) -> CGRect { sliderTrackRect(bounds) }

    /// The thumb's rectangle for `value` on `rect` (a track rectangle).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        sliderThumbRect(bounds, track: rect, value: value)
    }

    /// No intrinsic width; 31 points high (or the thumb image's height if taller).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Swift.max(31, currentThumbImage?.size.height ?? 0))
    }

    /// Places the tracks, the thumb and the images for the current value.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSlider()
    }

    /// The minimum track follows the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSliderColors()
    }

    // MARK: Tracking (UISlider+Tracking.swift)

    /// Follows a touch that went down on the thumb (grown by 10 points).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginSliderTracking(touch)
    }

    /// Moves the value with the touch (sending `.valueChanged` when continuous).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueSliderTracking(touch, with: event)
    }

    /// Sends the one `.valueChanged` of a non-continuous drag.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        endSliderTracking(with: event)
        super.endTracking(touch, with: event)
    }
}
