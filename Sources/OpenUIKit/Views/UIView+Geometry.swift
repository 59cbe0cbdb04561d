import Foundation

extension UIView {
    /// The pixel scale of the screen the view is shown on (the main
    /// screen's outside a window): what layout rounds frames and sizes to.
    var pixelScale: CGFloat {
        window?.screen.scale ?? UIScreen.main.scale
    }

    /// The frame setter: centre and bounds size from the rectangle (the
    /// layer's anchor point decides where the centre falls).
    func setFrame(_ newValue: CGRect) {
        let rect = newValue.standardized
        let anchor = backingLayer.anchorPoint
        UIKitRuntime.current.keyValueObservations.settingFrame(of: self) {
            setBounds(CGRect(origin: bounds.origin, size: rect.size))
            center = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        }
    }

    /// The bounds setter: when the size changes, subviews autoresize at
    /// once (as in UIKit) and the view needs layout.
    func setBounds(_ newValue: CGRect) {
        let oldSize = backingLayer.bounds.size
        backingLayer.bounds = newValue
        keyValueDidChange()
        guard newValue.size != oldSize else { return }
        if let node = stored.layoutNode {
            node.engine.viewGeometryDidChange(self, node: node)
            node.engine.systemGuidesNeedUpdate(of: self)
        }
        if stored.isWindow { TraitPropagation.current.environmentChanged(of: self) }
        if autoresizesSubviews {
            resizeSubviews(withOldSize: oldSize)
        }
        setNeedsLayout()
    }

    /// Applies each subview's autoresizing mask for a bounds-size change.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = bounds.size
        let dx = newSize.width - oldSize.width
        let dy = newSize.height - oldSize.height
        for subview in stored.subviewStorage {
            let mask = subview.autoresizingMask
            guard !mask.isEmpty else { continue }
            var frame = subview.frame
            let (x, width) = Self.distribute(
                delta: dx, leading: frame.minX, size: frame.width, trailing: oldSize.width - frame.maxX,
                flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
                flexibleTrailing: mask.contains(.flexibleRightMargin))
            let (y, height) = Self.distribute(
                delta: dy, leading: frame.minY, size: frame.height, trailing: oldSize.height - frame.maxY,
                flexibleLeading: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
                flexibleTrailing: mask.contains(.flexibleBottomMargin))
            frame = CGRect(x: x, y: y, width: width, height: height)
            subview.frame = frame
        }
    }

    /// Shares a change of the superview's length among the flexible parts
    /// of one axis (leading margin, size, trailing margin) in proportion to
    /// their current lengths — equally when they are all zero — as UIKit
    /// documents. Returns the new leading position and size.
    static func distribute(
        delta: CGFloat, leading: CGFloat, size: CGFloat, trailing: CGFloat,
        flexibleLeading: Bool, flexibleSize: Bool, flexibleTrailing: Bool
    ) -> (CGFloat, CGFloat) {
        guard delta != 0, flexibleLeading || flexibleSize || flexibleTrailing else { return (leading, size) }
        let leadingPart = flexibleLeading ? Swift.max(leading, 0) : 0
        let sizePart = flexibleSize ? Swift.max(size, 0) : 0
        let trailingPart = flexibleTrailing ? Swift.max(trailing, 0) : 0
        let flexibleCount = CGFloat((flexibleLeading ? 1 : 0) + (flexibleSize ? 1 : 0) + (flexibleTrailing ? 1 : 0))
        let total = leadingPart + sizePart + trailingPart
        let leadingShare = flexibleLeading ? (total > 0 ? delta * leadingPart / total : delta / flexibleCount) : 0
        let sizeShare = flexibleSize ? (total > 0 ? delta * sizePart / total : delta / flexibleCount) : 0
        return (leading + leadingShare, Swift.max(0, size + sizeShare))
    }
}
