import Foundation
import OpenUIKitTesting

/// An image that stands for a snapshot that could not be made or read:
/// a card that shows ``problem`` in words, so a reference recorded from it
/// says what went wrong; comparing always fails with ``problem``.
final class SnapshotProblemImage: UIImage, @unchecked Sendable {
    /// What went wrong, as shown to the test's author.
    let problem: String

    init(problem: String) {
        self.problem = problem
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        format.opaque = true
        let size = CGSize(width: 360, height: 120)
        let card = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor(red: 0.6, green: 0.1, blue: 0.1, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            (problem as NSString).draw(
                in: CGRect(x: 12, y: 10, width: size.width - 24, height: size.height - 20),
                withAttributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.white])
        }
        super.init(cgImage: card.cgImage!, scale: 2, orientation: .up)
    }
}
