import Foundation

// MARK: - UIContentContainer

extension UIViewController: UIContentContainer {}

extension UIViewController {
    /// Stores a new preferred content size and tells the parent — or, for
    /// a presented controller, the presentation controller laying it out.
    func setPreferredContentSize(_ size: CGSize) {
        guard size != preferredContentSizeStorage else { return }
        preferredContentSizeStorage = size
        if let parent = parentStorage {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if let record = presentationRecord {
            record.layoutController.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Stores new additional safe-area insets; the view's safe area is
    /// recomputed in the next layout pass.
    func setAdditionalSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != additionalSafeAreaInsetsStorage else { return }
        additionalSafeAreaInsetsStorage = insets
        viewStorage?.setNeedsLayout()
    }

    /// Stores what the container's bars cover; the view's safe area is
    /// recomputed in the next layout pass.
    func setContainerSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != containerSafeAreaInsetsStorage else { return }
        containerSafeAreaInsetsStorage = insets
        viewStorage?.setNeedsLayout()
    }
}
