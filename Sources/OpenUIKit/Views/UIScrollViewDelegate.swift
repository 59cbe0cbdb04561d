import Foundation

/// Messages a scroll view sends about scrolling. Every method is optional.
///
/// A drag sends, in order: ``scrollViewWillBeginDragging(_:)`` when the
/// pan begins, ``scrollViewDidScroll(_:)`` for every change of the offset,
/// ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`` and
/// ``scrollViewDidEndDragging(_:willDecelerate:)`` when the finger lifts,
/// then — when the content keeps moving (momentum, bouncing back, paging) —
/// ``scrollViewWillBeginDecelerating(_:)``, more ``scrollViewDidScroll(_:)``
/// and ``scrollViewDidEndDecelerating(_:)`` when it comes to rest.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by code, dragging, deceleration or animation).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user began dragging the content (the pan recognizer began).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted after dragging: `velocity` is the offset's speed
    /// in points per millisecond (positive toward larger offsets);
    /// `targetContentOffset` is where the content will come to rest, and
    /// may be changed to make it rest elsewhere (not for paging scroll views).
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Dragging ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating (or a touch stopped it).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// A programmatic animated scroll finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing (the content rests where it was going to).
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
