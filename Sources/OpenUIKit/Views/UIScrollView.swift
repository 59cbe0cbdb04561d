import Foundation

/// A view that shows a larger content area through its bounds: the
/// content offset is the bounds' origin.
///
/// Scrolling by dragging (pan, deceleration, bounce) comes with touch
/// handling; here the offset is set in code, optionally animated.
@MainActor
open class UIScrollView: UIView {
    /// The delegate told about scrolling (held weakly).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero

    /// Extra space around the content, added to the safe-area adjustment.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
    }

    /// Whether the content offset can change by scrolling (default true).
    open var isScrollEnabled = true

    /// Whether scrolling past the edge bounces (default true).
    open var bounces = true

    /// Whether the scroll view bounces vertically even when the content is
    /// shorter than the view (default false).
    open var alwaysBounceVertical = false

    /// Whether the scroll view bounces horizontally even when the content
    /// is narrower than the view (default false).
    open var alwaysBounceHorizontal = false

    /// Whether scrolling stops at multiples of the bounds (default false).
    open var isPagingEnabled = false

    /// Whether the vertical indicator is shown (recorded; no indicators are drawn).
    open var showsVerticalScrollIndicator = true

    /// Whether the horizontal indicator is shown (recorded; no indicators are drawn).
    open var showsHorizontalScrollIndicator = true

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

    /// Creates a scroll view that clips its content.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Creates a scroll view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The point of the content shown at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Moves the content offset, optionally animating over 0.3 s.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            UIKitDiagnostics.report("UIScrollView: ignoring a non-finite content offset \(contentOffset).")
            return
        }
        guard animated else {
            let changed = bounds.origin != contentOffset
            bounds.origin = contentOffset
            if changed { delegate?.scrollViewDidScroll(self) }
            return
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
            self.bounds.origin = contentOffset
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.delegate?.scrollViewDidScroll(self)
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        })
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

    /// The offset kept within the scrollable range (insets included).
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = Swift.max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = Swift.max(minY, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: Swift.min(Swift.max(offset.x, minX), maxX), y: Swift.min(Swift.max(offset.y, minY), maxY))
    }

    /// Reports an adjusted-inset change when the safe area changes.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetDidChange()
    }
}
