import Foundation

extension UIScrollView {
    /// UIKit's rubber-band constant.
    static let rubberBandConstant: CGFloat = 0.55
    /// tan 30°: a drag starting closer than this to an axis locks onto it.
    static let directionalLockSlope: CGFloat = 0.577
    /// The speed (points per millisecond) above which a paging flick goes to the next page.
    static let pagingFlickVelocity: CGFloat = 0.3

    /// The pan recognizer's action.
    func handlePan(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began: beginDragging()
        case .changed: continueDragging()
        case .ended: endDragging(fingerVelocity: panRecognizer.velocity(in: self))
        case .cancelled: endDragging(fingerVelocity: .zero)
        case .possible, .failed: break
        }
    }

    /// Whether a movement of (`dx`, `dy`) may begin a drag: along an axis
    /// the scroll view can scroll, at least as much as along the other.
    func canBeginDragging(dx: CGFloat, dy: CGFloat) -> Bool {
        switch (canScrollHorizontally, canScrollVertically) {
        case (true, true): true
        case (true, false): abs(dx) >= abs(dy)
        case (false, true): abs(dy) >= abs(dx)
        case (false, false): false
        }
    }

    private func beginDragging() {
        stopMotion()
        let translation = panRecognizer.translation(in: self)
        var freezesX = !canScrollHorizontally
        var freezesY = !canScrollVertically
        if isDirectionalLockEnabled && !freezesX && !freezesY {
            if abs(translation.y) <= abs(translation.x) * Self.directionalLockSlope {
                freezesY = true
            } else if abs(translation.x) <= abs(translation.y) * Self.directionalLockSlope {
                freezesX = true
            }
        }
        let offset = CGPoint(
            x: unbanded(contentOffset.x, in: horizontalRange, dimension: bounds.width),
            y: unbanded(contentOffset.y, in: verticalRange, dimension: bounds.height))
        dragStart = (offset, translation, freezesX, freezesY)
        isDraggingStorage = true
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func continueDragging() {
        guard let start = dragStart else { return }
        let translation = panRecognizer.translation(in: self)
        var offset = contentOffset
        if !start.freezesX {
            let unconstrained = start.offset.x - (translation.x - start.translation.x)
            offset.x = rubberBanded(unconstrained, in: horizontalRange, dimension: bounds.width)
        }
        if !start.freezesY {
            let unconstrained = start.offset.y - (translation.y - start.translation.y)
            offset.y = rubberBanded(unconstrained, in: verticalRange, dimension: bounds.height)
        }
        applyContentOffset(offset)
    }

    private func endDragging(fingerVelocity: CGPoint) {
        guard let start = dragStart else { return }
        dragStart = nil
        let offset = contentOffset
        let velocity = CGPoint(
            x: start.freezesX ? 0 : -fingerVelocity.x / 1000, y: start.freezesY ? 0 : -fingerVelocity.y / 1000)
        let projected = isPagingEnabled ? pageOffset(from: offset, velocity: velocity) : projection(of: offset, velocity: velocity)
        let natural = clampedOffset(projected)
        var target = natural
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        if target != natural {
            if isPagingEnabled {
                UIKitDiagnostics.report("Stop offset can not be modified for paging scroll views")
                target = natural
            } else if !target.x.isFinite || !target.y.isFinite {
                UIKitDiagnostics.report("UIScrollView: ignoring a non-finite target content offset \(target).")
                target = natural
            }
        }
        isDraggingStorage = false
        let decayTarget = target == natural ? projected : target
        let now = CACurrentMediaTime()
        let x = releaseMotion(
            from: offset.x, velocity: velocity.x, target: target.x, decayTarget: decayTarget.x, range: horizontalRange, at: now)
        let y = releaseMotion(
            from: offset.y, velocity: velocity.y, target: target.y, decayTarget: decayTarget.y, range: verticalRange, at: now)
        let decelerates = x != nil || y != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates, motion == nil else { return }
        isDeceleratingStorage = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(x ?? .resting(at: offset.x), y ?? .resting(at: offset.y))
    }

    /// Where exponential decay at the deceleration rate takes the offset.
    private func projection(of offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let logRate = log(decelerationRate.rawValue)
        return CGPoint(x: offset.x - velocity.x / logRate, y: offset.y - velocity.y / logRate)
    }

    /// The page a paging release goes to (before clamping to the content).
    private func pageOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        func page(_ value: CGFloat, _ speed: CGFloat, _ size: CGFloat) -> CGFloat {
            guard size > 0 else { return value }
            let position = value / size
            if speed > Self.pagingFlickVelocity { return (position.rounded(.down) + 1) * size }
            if speed < -Self.pagingFlickVelocity { return (position.rounded(.up) - 1) * size }
            return position.rounded() * size
        }
        return CGPoint(x: page(offset.x, velocity.x, bounds.width), y: page(offset.y, velocity.y, bounds.height))
    }

    /// How one axis moves after the finger lifts, or nil when it stays.
    private func releaseMotion(
        from offset: CGFloat, velocity: CGFloat, target: CGFloat, decayTarget: CGFloat,
        range: ClosedRange<CGFloat>, at time: TimeInterval
    ) -> AxisMotion? {
        if isPagingEnabled {
            guard abs(offset - target) >= restDistance else { return nil }
            return spring(from: offset, to: target, velocity: velocity * 1000, range: range, at: time)
        }
        if offset < range.lowerBound && decayTarget <= range.lowerBound {
            return spring(from: offset, to: range.lowerBound, velocity: velocity * 1000, range: range, at: time)
        }
        if offset > range.upperBound && decayTarget >= range.upperBound {
            return spring(from: offset, to: range.upperBound, velocity: velocity * 1000, range: range, at: time)
        }
        guard abs(offset - decayTarget) >= restDistance else { return nil }
        return AxisMotion(
            .decay(start: offset, target: decayTarget, rate: decelerationRate.rawValue),
            at: time, range: range, bounces: bounces, restDistance: restDistance)
    }

    // MARK: Rubber band

    /// `offset` past an edge pulled back by the rubber band (or stopped at
    /// the edge without bouncing).
    func rubberBanded(_ offset: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        guard !range.contains(offset) else { return offset }
        guard bounces, dimension > 0 else { return Self.clamp(offset, to: range) }
        if offset < range.lowerBound {
            return range.lowerBound - Self.rubberBand(range.lowerBound - offset, dimension: dimension)
        }
        return range.upperBound + Self.rubberBand(offset - range.upperBound, dimension: dimension)
    }

    /// The finger position that rubber-bands to `offset` (the inverse of ``rubberBanded(_:in:dimension:)``).
    private func unbanded(_ offset: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        guard !range.contains(offset), bounces, dimension > 0 else { return offset }
        if offset < range.lowerBound {
            return range.lowerBound - Self.rubberBandDistance(range.lowerBound - offset, dimension: dimension)
        }
        return range.upperBound + Self.rubberBandDistance(offset - range.upperBound, dimension: dimension)
    }

    /// How far the content moves for a finger `distance` past the edge:
    /// `(1 − 1 / (distance · 0.55 / dimension + 1)) · dimension`.
    static func rubberBand(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        (1 - 1 / (distance * rubberBandConstant / dimension + 1)) * dimension
    }

    /// The finger distance past the edge that moves the content `banded` points.
    static func rubberBandDistance(_ banded: CGFloat, dimension: CGFloat) -> CGFloat {
        guard banded < dimension else { return .greatestFiniteMagnitude }
        return banded * dimension / (rubberBandConstant * (dimension - banded))
    }
}
