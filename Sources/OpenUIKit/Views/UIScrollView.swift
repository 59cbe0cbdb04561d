import Foundation

/// A view that shows a larger content area through its bounds: the
/// content offset is the bounds' origin, moved in code or by dragging.
///
/// Dragging: ``panGestureRecognizer`` (attached to the scroll view) begins
/// once a finger moves 10 points along an axis the scroll view can scroll
/// — an axis whose content (plus insets) is larger than the bounds, or
/// any axis with ``alwaysBounceVertical``/``alwaysBounceHorizontal`` and
/// ``bounces``. From then on the content follows the finger point for
/// point (the movement it took to begin is absorbed, so the content does
/// not jump when the drag starts). Past an edge it follows less and less — the rubber
/// band: `(1 − 1 / (x · 0.55 / d + 1)) · d` beyond the edge for a finger
/// `x` points past it, `d` the bounds' width or height — or, without
/// ``bounces``, stops at the edge. With ``isDirectionalLockEnabled`` a
/// drag that starts within 30° of an axis (OpenUIKit's angle; UIKit does
/// not document one) moves along that axis only.
///
/// Releasing: the delegate hears
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with
/// the offset's velocity in points per millisecond and where the content
/// will rest — the projection of exponential decay at
/// ``decelerationRate`` (`offset − v / ln(rate)`), kept within the
/// content, or with ``isPagingEnabled`` the next page in the direction of
/// a flick faster than 0.3 points per millisecond (OpenUIKit's threshold),
/// else the nearest page; pages are multiples of the bounds' size. A
/// paging scroll view's target cannot be changed (UIKit's console message
/// is printed and the page kept). The content then moves on its
/// own, frame by frame on the host's frames (a display link), until it
/// rests exactly there (or where the delegate moved the target): decaying at the deceleration rate (speed × rate
/// per millisecond), bouncing back with a critically damped spring after
/// crossing an edge or when released beyond one, springing to the page
/// when paging. A finger touching while the content moves on its own
/// stops it at once and ends the deceleration
/// (`scrollViewDidEndDecelerating(_:)`, as iOS 13 and later send); that
/// touch goes to the scroll view, not its content, so it cannot tap the
/// content. Lifting it without dragging bounces back content left beyond
/// an edge.
///
/// ``setContentOffset(_:animated:)`` animates along an ease-in-ease-out
/// curve for 0.3 seconds, also frame by frame (`scrollViewDidScroll(_:)`
/// each frame, `scrollViewDidEndScrollingAnimation(_:)` at the end);
/// without animation it stops any motion.
///
/// Differences from UIKit: no zooming, no scroll indicators, no
/// `delaysContentTouches` (content hears touches at once and a drag
/// cancels them), no scroll-to-top; pages ignore the content insets.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The delegate told about scrolling (held weakly).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero {
        didSet { keyValueDidChange() }
    }

    /// Extra space around the content, added to the safe-area adjustment.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            if contentInset != oldValue { adjustedContentInsetDidChange() }
            keyValueDidChange()
        }
    }

    /// Whether the content can be scrolled by dragging (default true).
    /// Turning it off disables ``panGestureRecognizer``.
    open var isScrollEnabled = true {
        didSet { panRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether dragging past an edge rubber-bands and the content bounces
    /// back (default true); when false, the offset stops at the edges.
    open var bounces = true

    /// Whether the content can be dragged (and bounces) vertically even
    /// when it is shorter than the view (default false; needs ``bounces``).
    open var alwaysBounceVertical = false

    /// Whether the content can be dragged (and bounces) horizontally even
    /// when it is narrower than the view (default false; needs ``bounces``).
    open var alwaysBounceHorizontal = false

    /// Whether scrolling comes to rest on multiples of the bounds' size
    /// (default false).
    open var isPagingEnabled = false

    /// Whether a drag that starts along one axis stays on it (default false).
    open var isDirectionalLockEnabled = false

    /// How quickly the content slows down after a flick (default `.normal`).
    open var decelerationRate: DecelerationRate = .normal

    /// Whether the vertical indicator is shown (recorded; no indicators are drawn).
    open var showsVerticalScrollIndicator = true

    /// Whether the horizontal indicator is shown (recorded; no indicators are drawn).
    open var showsHorizontalScrollIndicator = true

    /// The vertical indicator's distance from the edges (default zero;
    /// recorded; no indicators are drawn).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// The horizontal indicator's distance from the edges (default zero;
    /// recorded; no indicators are drawn).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// Both indicators' insets, as before iOS 13 split them: reading gives
    /// the vertical indicator's, setting sets both (deprecated in UIKit, as
    /// here in spirit; still used by libraries).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// How the safe area adds to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `.scrollableAxes` for scroll views (the default).
        case automatic = 0
        /// Adjust along axes that scroll.
        case scrollableAxes = 1
        /// Never adjust.
        case never = 2
        /// Always adjust by the safe area.
        case always = 3
    }

    /// How the safe area is added to the content inset.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetDidChange() }
    }

    // MARK: Scrolling state

    let panRecognizer = PanGestureRecognizer()
    var isTrackingStorage = false
    var isDraggingStorage = false
    var isDeceleratingStorage = false
    /// Where the drag started: the offset before rubber-banding, the pan's
    /// translation when it began, and the axes a directional lock froze.
    var dragStart: (offset: CGPoint, translation: CGPoint, freezesX: Bool, freezesY: Bool)?
    /// The motion moving the offset on its own (deceleration or an animated scroll).
    var motion: (x: AxisMotion, y: AxisMotion)?
    var motionLink: CADisplayLink?

    /// The recognizer whose drags scroll the content, attached to the
    /// scroll view. Other recognizers may be made to wait for it
    /// (`require(toFail:)`); its delegate cannot be set (a message is
    /// printed and it stays nil; UIKit raises an exception).
    open var panGestureRecognizer: UIPanGestureRecognizer { panRecognizer }

    /// Whether a finger is on the content (from touch-down to lift, dragging or not).
    open var isTracking: Bool { isTrackingStorage }

    /// Whether the content is being dragged (from the pan's start to the finger lifting).
    open var isDragging: Bool { isDraggingStorage }

    /// Whether the content moves on its own after a drag (momentum, bounce, paging).
    open var isDecelerating: Bool { isDeceleratingStorage }

    /// Creates a scroll view that clips its content.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureScrollView()
    }

    /// Creates a scroll view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureScrollView()
    }

    // MARK: Offset

    /// The point of the content shown at the view's top-left corner.
    /// Setting it moves the content at once (a running deceleration goes
    /// on from there).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { applyContentOffset(newValue) }
    }

    /// Saves the content offset (and what `UIView` saves).
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(contentOffset, forKey: "UIScrollViewContentOffset")
    }

    /// Restores the saved content offset, without animation.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        guard coder.containsValue(forKey: "UIScrollViewContentOffset") else { return }
        setContentOffset(coder.decodeCGPoint(forKey: "UIScrollViewContentOffset"), animated: false)
    }

    /// Moves the content offset, stopping any motion; animated, along an
    /// ease-in-ease-out curve over 0.3 s.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            UIKitDiagnostics.report("UIScrollView: ignoring a non-finite content offset \(contentOffset).")
            return
        }
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            applyContentOffset(contentOffset)
            return
        }
        startScrollAnimation(to: contentOffset)
    }

    /// The content inset with the safe area added as the adjustment
    /// behaviour asks.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
        let scrollsHorizontally = contentSize.width > bounds.width || alwaysBounceHorizontal
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            adjusted = UIEdgeInsets(
                top: adjusted.top + safe.top, left: adjusted.left + safe.left,
                bottom: adjusted.bottom + safe.bottom, right: adjusted.right + safe.right)
        case .automatic, .scrollableAxes:
            if scrollsVertically || contentInsetAdjustmentBehavior == .automatic {
                adjusted.top += safe.top
                adjusted.bottom += safe.bottom
            }
            if scrollsHorizontally {
                adjusted.left += safe.left
                adjusted.right += safe.right
            }
        }
        return adjusted
    }

    /// Called when ``adjustedContentInset`` changes.
    open func adjustedContentInsetDidChange() {}

    /// Scrolls the least amount that makes `rect` (in content
    /// coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        if rect.minX < visible.minX {
            offset.x -= visible.minX - rect.minX
        } else if rect.maxX > visible.maxX {
            offset.x += Swift.min(rect.maxX - visible.maxX, rect.minX - visible.minX)
        }
        if rect.minY < visible.minY {
            offset.y -= visible.minY - rect.minY
        } else if rect.maxY > visible.maxY {
            offset.y += Swift.min(rect.maxY - visible.maxY, rect.minY - visible.minY)
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// Reports an adjusted-inset change when the safe area changes.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetDidChange()
    }

    /// Hit-tests as a view does, except that while the content moves on
    /// its own a touch goes to the scroll view itself (it stops the
    /// content and must not tap what is under the finger).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        return isDeceleratingStorage ? self : hit
    }
}
