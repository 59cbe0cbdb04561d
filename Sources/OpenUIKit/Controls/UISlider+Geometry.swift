import Foundation

extension UISlider {
    /// The standard thumb's side and the track's height, in points.
    static let thumbSide: CGFloat = 28
    static let trackHeight: CGFloat = 4
    /// The space between a value image and the track.
    static let imageSpacing: CGFloat = 12

    func configureSlider() {
        for view in [minimumValueImageView, maximumValueImageView, minimumTrackView, maximumTrackView, thumbView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        for track in [minimumTrackView, maximumTrackView] {
            track.layer.cornerRadius = Self.trackHeight / 2
            track.clipsToBounds = true
        }
        thumbView.layer.cornerRadius = Self.thumbSide / 2
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.2
        thumbView.layer.shadowRadius = 3
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
        updateSliderColors()
    }

    func sliderMinimumImageRect(_ bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func sliderMaximumImageRect(_ bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func sliderTrackRect(_ bounds: CGRect) -> CGRect {
        let left = minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + Self.imageSpacing
        let right = maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - Self.imageSpacing
        return CGRect(x: left, y: bounds.midY - Self.trackHeight / 2, width: Swift.max(0, right - left), height: Self.trackHeight)
    }

    /// The thumb's size: its image's, or the standard 28 × 28.
    var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: Self.thumbSide, height: Self.thumbSide)
    }

    /// Where `value` falls in the range, 0…1 (0 for an empty range).
    func fraction(of value: Float) -> CGFloat {
        let span = maximumValue - minimumValue
        return span > 0 ? CGFloat((value - minimumValue) / span) : 0
    }

    func sliderThumbRect(_ bounds: CGRect, track: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let travel = Swift.max(0, track.width - size.width)
        return CGRect(
            x: track.minX + travel * fraction(of: value), y: track.midY - size.height / 2,
            width: size.width, height: size.height)
    }

    func layoutSlider() {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: valueStorage)
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        minimumTrackView.frame = CGRect(x: track.minX, y: track.minY, width: Swift.max(0, thumb.midX - track.minX), height: track.height)
        maximumTrackView.frame = CGRect(x: thumb.midX, y: track.minY, width: Swift.max(0, track.maxX - thumb.midX), height: track.height)
        thumbView.frame = thumb
    }

    func updateSliderColors() {
        minimumTrackView.backgroundColor = currentMinimumTrackImage == nil ? (minimumTrackTintColor ?? tintColor) : nil
        maximumTrackView.backgroundColor = currentMaximumTrackImage == nil ? (maximumTrackTintColor ?? .systemFill) : nil
        thumbView.backgroundColor = currentThumbImage == nil ? (thumbTintColor ?? .white) : nil
        thumbView.layer.shadowOpacity = currentThumbImage == nil ? 0.2 : 0
    }

    func updateSliderImages() {
        thumbView.image = currentThumbImage
        minimumTrackView.image = currentMinimumTrackImage
        maximumTrackView.image = currentMaximumTrackImage
        updateSliderColors()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
