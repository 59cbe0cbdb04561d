import Foundation

/// Where a popover goes: its frame (card and arrow), the side its arrow is
/// on and the arrow's offset from the middle of that side.
struct PopoverPlacement: Equatable {
    /// The card and the arrow, in the container's coordinates.
    var frame: CGRect
    /// The direction the arrow points in.
    var direction: UIPopoverArrowDirection
    /// The arrow's distance from the middle of its side (positive: right or down).
    var arrowOffset: CGFloat

    /// The directions tried, in UIKit's order of preference: below the
    /// source, above it, to its right, to its left.
    static let preference: [UIPopoverArrowDirection] = [.up, .down, .left, .right]

    /// Places a card of `size` pointing at `source` inside `area` with an
    /// arrow `arrowHeight` high, in one of `permitted` directions: the first
    /// (in ``preference`` order) where the whole card fits, else the one
    /// where the largest part of it fits (shrunk to that) — or, with
    /// `canOverlap`, the card at its full size inside `area`, over the source.
    static func place(
        size: CGSize, source: CGRect, area: CGRect, arrowHeight: CGFloat, permitted: UIPopoverArrowDirection,
        canOverlap: Bool
    ) -> PopoverPlacement {
        let directions = preference.filter { permitted.contains($0) }
        let candidates = (directions.isEmpty ? preference : directions).map { direction in
            (direction, room(for: direction, source: source, area: area, arrowHeight: arrowHeight))
        }
        let fitting = candidates.first { $0.1.width >= size.width && $0.1.height >= size.height }
        let (direction, space) = fitting ?? candidates.max { fittedArea(size, $0.1) < fittedArea(size, $1.1) }!
        var card = CGSize(width: min(size.width, max(space.width, 0)), height: min(size.height, max(space.height, 0)))
        if fitting == nil, canOverlap { card = CGSize(width: min(size.width, area.width), height: min(size.height, area.height)) }
        return placement(card: card, direction: direction, source: source, area: area, arrowHeight: arrowHeight)
    }

    /// The room for the card (without the arrow) on the side `direction` puts it.
    static func room(for direction: UIPopoverArrowDirection, source: CGRect, area: CGRect, arrowHeight: CGFloat) -> CGSize {
        switch direction {
        case .up: CGSize(width: area.width, height: area.maxY - source.maxY - arrowHeight)
        case .down: CGSize(width: area.width, height: source.minY - area.minY - arrowHeight)
        case .left: CGSize(width: area.maxX - source.maxX - arrowHeight, height: area.height)
        default: CGSize(width: source.minX - area.minX - arrowHeight, height: area.height)
        }
    }

    /// How much of a card of `size` fits in `room`.
    private static func fittedArea(_ size: CGSize, _ room: CGSize) -> CGFloat {
        max(min(size.width, room.width), 0) * max(min(size.height, room.height), 0)
    }

    /// The frame for a card of `card` on `direction`'s side of `source`,
    /// centred on it and moved inside `area` where it would stick out.
    private static func placement(
        card: CGSize, direction: UIPopoverArrowDirection, source: CGRect, area: CGRect, arrowHeight: CGFloat
    ) -> PopoverPlacement {
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, max(low, high))) }
        let vertical = direction == .up || direction == .down
        var frame: CGRect
        if vertical {
            let x = clamp(source.midX - card.width / 2, area.minX, area.maxX - card.width)
            let y = direction == .up ? source.maxY : source.minY - arrowHeight - card.height
            frame = CGRect(x: x, y: clamp(y, area.minY - arrowHeight, area.maxY - card.height), width: card.width, height: card.height + arrowHeight)
        } else {
            let y = clamp(source.midY - card.height / 2, area.minY, area.maxY - card.height)
            let x = direction == .left ? source.maxX : source.minX - arrowHeight - card.width
            frame = CGRect(x: clamp(x, area.minX - arrowHeight, area.maxX - card.width), y: y, width: card.width + arrowHeight, height: card.height)
        }
        frame.origin = CGPoint(x: frame.minX.rounded(), y: frame.minY.rounded())
        let offset = vertical ? source.midX - frame.midX : source.midY - frame.midY
        return PopoverPlacement(frame: frame, direction: direction, arrowOffset: offset)
    }
}
