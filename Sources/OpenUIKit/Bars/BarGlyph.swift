import Foundation

/// The simple drawings bars show where UIKit shows a system symbol (the
/// back chevron, system bar button items, system tab bar items).
/// OpenUIKit has no SF Symbols; these are its own vector drawings.
///
/// Every glyph but ``close`` is a template image (drawn in the bar's
/// colours); ``close`` keeps its own greys, as UIKit's close button does.
enum BarGlyph: CaseIterable {
    /// The back button's chevron (with room after it for the title).
    case backChevron
    case plus, close, xmark, magnifier, share, trash, book, refresh
    case play, pause, rewind, fastForward
    case dots, star, clock, person, arrowDown, list

    /// The size of a glyph on a navigation bar or toolbar.
    static let barItemSize = CGSize(width: 22, height: 22)
    /// The size of a glyph on a tab bar.
    static let tabItemSize = CGSize(width: 25, height: 25)
    /// The back chevron's size: 13 × 21 points of chevron, then a 6-point
    /// gap before the title.
    static let backChevronSize = CGSize(width: 19, height: 21)
    /// The width of the chevron itself within ``backChevronSize``.
    static let backChevronWidth: CGFloat = 13

    /// The glyph drawn into an image of `size` points at the main screen's scale.
    @MainActor
    func image(size: CGSize) -> UIImage {
        let image = UIGraphicsImageRenderer(size: size).image { _ in draw(in: CGRect(origin: .zero, size: size)) }
        return image.withRenderingMode(self == .close ? .alwaysOriginal : .alwaysTemplate)
    }

    /// Draws the glyph filling `rect` (black, except ``close``).
    @MainActor
    func draw(in rect: CGRect) {
        let shape = shape()
        let box = self == .backChevron
            ? CGRect(x: rect.minX, y: rect.minY, width: Self.backChevronWidth, height: rect.height) : rect
        let toBox = CGAffineTransform(translationX: box.minX, y: box.minY).scaledBy(x: box.width, y: box.height)
        if self == .close {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(ovalIn: rect).fill()
            UIColor.secondaryLabel.setStroke()
        } else {
            UIColor.black.setFill()
            UIColor.black.setStroke()
        }
        if let fill = shape.fill {
            fill.apply(toBox)
            fill.fill()
        }
        if let stroke = shape.stroke {
            stroke.apply(toBox)
            stroke.lineWidth = shape.lineWidth
            stroke.lineCapStyle = .round
            stroke.lineJoinStyle = .round
            stroke.stroke()
        }
    }
}
