import Foundation

extension UIButton {
    /// UIKit's vertical padding above and below a title when the content
    /// insets are zero.
    static let titlePadding: CGFloat = 6
    /// UIKit's natural size of a button with neither title nor image.
    static let emptySize = CGSize(width: 30, height: 34)

    /// The title's natural size (zero without a title).
    var titleSize: CGSize {
        guard currentTitle != nil, let label = titleLabelStorage else { return .zero }
        return label.intrinsicContentSize
    }

    /// The image's size in points (zero without an image).
    var imageSize: CGSize { currentImage?.size ?? .zero }

    func naturalSize() -> CGSize {
        let insets = contentEdgeInsets
        guard currentTitle != nil || currentImage != nil else {
            return insets == .zero
                ? Self.emptySize : CGSize(width: insets.left + insets.right, height: insets.top + insets.bottom)
        }
        let title = titleSize
        let image = imageSize
        let padding = currentTitle != nil && insets == .zero ? Self.titlePadding : 0
        return CGSize(
            width: image.width + title.width + insets.left + insets.right,
            height: Swift.max(image.height, title.height + 2 * padding) + insets.top + insets.bottom)
    }

    /// The image and title rectangles in `content`: side by side, image
    /// first, the pair placed horizontally and each placed vertically by
    /// the content alignments; origins on the screen's pixels.
    func contentLayout(in content: CGRect) -> (title: CGRect, image: CGRect) {
        let image = imageSize
        var title = titleSize
        title.width = Swift.min(title.width, Swift.max(0, content.width - image.width))
        let alignment = effectiveContentHorizontalAlignment
        if alignment == .fill { title.width = Swift.max(0, content.width - image.width) }
        let pairWidth = image.width + title.width
        var x: CGFloat
        switch alignment {
        case .left, .leading, .fill: x = content.minX
        case .right, .trailing: x = content.maxX - pairWidth
        case .center: x = content.midX - pairWidth / 2
        }
        x = Self.pixelAligned(x)
        let imageRect = CGRect(origin: CGPoint(x: x, y: verticalOrigin(of: image.height, in: content)), size: image)
        let titleHeight = contentVerticalAlignment == .fill ? content.height : title.height
        let titleRect = CGRect(
            x: x + image.width, y: verticalOrigin(of: titleHeight, in: content), width: title.width, height: titleHeight)
        return (titleRect, imageRect)
    }

    private func verticalOrigin(of height: CGFloat, in content: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top, .fill: content.minY
        case .bottom: Self.pixelAligned(content.maxY - height)
        case .center: Self.pixelAligned(content.midY - height / 2)
        }
    }

    static func pixelAligned(_ value: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale
        return (value * scale).rounded() / scale
    }
}
