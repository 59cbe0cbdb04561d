import Foundation
import OpenUIKit

/// A recorded transition as one picture: its frames side by side (in rows
/// of ``columns``), each with its timestamp underneath, a title above and a
/// line at the bottom saying how the transition ended — in red when it
/// did not complete.
///
/// Text is drawn with Pango through OpenUIKit's string drawing, so the
/// pixels depend on the installed fonts (DejaVu Sans on Debian).
public struct FilmStrip: Sendable {
    /// The recording shown.
    public var recording: TransitionRecording
    /// Frames per row; nil puts every frame in one row.
    public var columns: Int?

    /// A strip of `recording`'s frames, `columns` per row (nil: one row).
    public init(_ recording: TransitionRecording, columns: Int? = nil) {
        self.recording = recording
        self.columns = columns
    }

    /// The strip, at the recording's scale.
    public func image() -> CGImage {
        let scale = recording.scale
        let frameSize = recording.frames.first.map {
            CGSize(width: CGFloat($0.image.width) / scale, height: CGFloat($0.image.height) / scale)
        } ?? CGSize(width: 130, height: 40)
        let count = Swift.max(1, recording.frames.count)
        let perRow = Swift.max(1, Swift.min(columns ?? count, count))
        let rowCount = (count + perRow - 1) / perRow
        let gap: CGFloat = 8, header: CGFloat = 24, caption: CGFloat = 16, footer: CGFloat = 50
        let titleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
        let kind = recording.kind.map { " — \($0.rawValue)" } ?? ""
        let title = (recording.title.isEmpty ? "Transition" : recording.title) + kind
        let titleWidth = (title as NSString).size(withAttributes: [.font: titleFont]).width + gap * 2
        let size = CGSize(
            width: Swift.max(titleWidth, 300, gap + CGFloat(perRow) * (frameSize.width + gap)).rounded(.up),
            height: header + CGFloat(rowCount) * (frameSize.height + caption + gap) + footer)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = true
        let font = UIFont.systemFont(ofSize: 11)
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor(white: 0.16, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            (title as NSString).draw(
                at: CGPoint(x: gap, y: 5), withAttributes: [.font: titleFont, .foregroundColor: UIColor.white])
            for (index, frame) in recording.frames.enumerated() {
                let origin = CGPoint(
                    x: gap + CGFloat(index % perRow) * (frameSize.width + gap),
                    y: header + CGFloat(index / perRow) * (frameSize.height + caption + gap))
                UIImage(cgImage: frame.image, scale: scale, orientation: .up)
                    .draw(in: CGRect(origin: origin, size: frameSize))
                (frame.caption as NSString).draw(
                    at: CGPoint(x: origin.x, y: origin.y + frameSize.height + 2),
                    withAttributes: [.font: font, .foregroundColor: UIColor(white: 0.85, alpha: 1)])
            }
            if recording.frames.isEmpty {
                ("(no frames)" as NSString).draw(
                    at: CGPoint(x: gap, y: header), withAttributes: [.font: font, .foregroundColor: UIColor.white])
            }
            let color: UIColor = switch recording.outcome {
            case .completed: UIColor(red: 0.55, green: 0.9, blue: 0.55, alpha: 1)
            case .cancelled, .noTransition: UIColor(red: 1, green: 0.8, blue: 0.4, alpha: 1)
            case .unfinished: UIColor(red: 1, green: 0.4, blue: 0.4, alpha: 1)
            }
            (recording.outcome.description as NSString).draw(
                in: CGRect(x: gap, y: size.height - footer + 2, width: size.width - gap * 2, height: footer - 2),
                withAttributes: [.font: font, .foregroundColor: color])
        }.cgImage!
    }

    /// ``image()`` as PNG data at zlib level `compressionLevel` (0…9:
    /// 0 fastest and largest, 9 smallest; 6 is zlib's default).
    public func pngData(compressionLevel: Int = 6) -> Data? {
        image().pngData(compressionLevel: compressionLevel)
    }
}
