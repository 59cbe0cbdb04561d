import Foundation

extension UIScrollView {
    /// The ease-in-ease-out duration of an animated ``setContentOffset(_:animated:)``.
    static let scrollAnimationDuration: TimeInterval = 0.3

    func configureScrollView() {
        clipsToBounds = true
        panRecognizer.scrollView = self
        panRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panRecognizer)
    }

    // MARK: Offsets

    /// Sets the offset (a finite one; others are refused with a message),
    /// telling the delegate when it changed.
    func applyContentOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else {
            UIKitDiagnostics.report("UIScrollView: ignoring a non-finite content offset \(offset).")
            return
        }
        guard bounds.origin != offset else { return }
        bounds.origin = offset
        delegate?.scrollViewDidScroll(self)
    }

    /// The offsets the content may rest at horizontally (insets included).
    var horizontalRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        let minimum = 0 - inset.left
        return minimum...Swift.max(minimum, contentSize.width + inset.right - bounds.width)
    }

    /// The offsets the content may rest at vertically (insets included).
    var verticalRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        let minimum = 0 - inset.top
        return minimum...Swift.max(minimum, contentSize.height + inset.bottom - bounds.height)
    }

    /// The offset kept within the scrollable range (insets included).
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: Self.clamp(offset.x, to: horizontalRange), y: Self.clamp(offset.y, to: verticalRange))
    }

    static func clamp(_ value: CGFloat, to range: ClosedRange<CGFloat>) -> CGFloat {
        Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }

    /// Whether dragging moves the content horizontally.
    var canScrollHorizontally: Bool {
        let range = horizontalRange
        return range.upperBound > range.lowerBound || (bounces && alwaysBounceHorizontal)
    }

    /// Whether dragging moves the content vertically.
    var canScrollVertically: Bool {
        let range = verticalRange
        return range.upperBound > range.lowerBound || (bounces && alwaysBounceVertical)
    }

    /// How close to its end a motion comes to rest: half a pixel.
    var restDistance: CGFloat { 0.5 / UIScreen.main.scale }

    // MARK: Motion

    /// Moves the offset on its own, frame by frame, until both axes rest.
    func startMotion(_ x: AxisMotion, _ y: AxisMotion) {
        motion = (x, y)
        guard motionLink == nil else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else {
                link.invalidate()
                return
            }
            self.stepMotion(at: link.timestamp)
        }
        link.add(to: .main, forMode: .common)
        motionLink = link
    }

    /// One frame of the motion.
    func stepMotion(at time: TimeInterval) {
        guard var current = motion else { return }
        let offset = CGPoint(x: current.x.offset(at: time), y: current.y.offset(at: time))
        motion = current
        applyContentOffset(offset)
        guard motion != nil, current.x.isResting, current.y.isResting else { return }
        endMotion()
        if isDeceleratingStorage {
            isDeceleratingStorage = false
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Stops any motion where it is, telling nobody.
    func stopMotion() {
        endMotion()
        isDeceleratingStorage = false
    }

    private func endMotion() {
        motion = nil
        motionLink?.invalidate()
        motionLink = nil
    }

    /// An animated ``setContentOffset(_:animated:)``.
    func startScrollAnimation(to target: CGPoint) {
        let now = CACurrentMediaTime()
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        let unlimited = -CGFloat.greatestFiniteMagnitude...CGFloat.greatestFiniteMagnitude
        func axis(_ start: CGFloat, _ end: CGFloat) -> AxisMotion {
            AxisMotion(
                .curve(start: start, end: end, duration: Self.scrollAnimationDuration, function: function),
                at: now, range: unlimited, bounces: false, restDistance: 0)
        }
        startMotion(axis(contentOffset.x, target.x), axis(contentOffset.y, target.y))
    }

    // MARK: Fingers

    /// A finger touched the content: tracking begins, and content moving
    /// on its own stops where it is.
    func fingerDidTouch() {
        isTrackingStorage = true
        guard isDeceleratingStorage else { return }
        stopMotion()
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// The last finger lifted (the pan recognizer reset): tracking ends,
    /// and content left beyond an edge without a drag bounces back.
    func fingersDidLift() {
        isTrackingStorage = false
        guard motion == nil, !isDraggingStorage else { return }
        let offset = contentOffset
        let target = clampedOffset(offset)
        guard offset != target else { return }
        let now = CACurrentMediaTime()
        isDeceleratingStorage = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(
            spring(from: offset.x, to: target.x, velocity: 0, range: horizontalRange, at: now),
            spring(from: offset.y, to: target.y, velocity: 0, range: verticalRange, at: now))
    }

    /// A spring from `offset` (moving at `velocity` points per second) to `anchor`.
    func spring(
        from offset: CGFloat, to anchor: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, at time: TimeInterval
    ) -> AxisMotion {
        AxisMotion(
            .spring(anchor: anchor, displacement: offset - anchor, velocity: velocity),
            at: time, range: range, bounces: bounces, restDistance: restDistance)
    }
}
