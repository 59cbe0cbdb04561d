import Foundation
@testable import OpenQuartzCore

/// A 120 × 90 white root with white cards at `frames` (corner radius 4,
/// a shadow of that shape: opacity 0.4, radius 3, offset 2 down), each
/// with a bordered blue chip when `chips`; committed.
@MainActor
func makeShadowedCards(at frames: [CGRect], chips: Bool = false) -> (root: CALayer, cards: [CALayer]) {
    let root = solidLayer(CGRect(x: 0, y: 0, width: 120, height: 90), white)
    let cards = frames.map { frame in
        let card = solidLayer(frame, white)
        card.cornerRadius = 4
        card.shadowOpacity = 0.4
        card.shadowRadius = 3
        card.shadowOffset = CGSize(width: 0, height: 2)
        card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 4, cornerHeight: 4, transform: nil)
        if chips {
            let chip = solidLayer(CGRect(x: 4, y: 4, width: 20, height: 10), CGColor(red: 0.2, green: 0.5, blue: 1, alpha: 1))
            chip.cornerRadius = 5
            chip.borderWidth = 1
            chip.borderColor = CGColor(gray: 0.2, alpha: 1)
            card.addSublayer(chip)
        }
        root.addSublayer(card)
        return card
    }
    CATransaction.flush()
    return (root, cards)
}
