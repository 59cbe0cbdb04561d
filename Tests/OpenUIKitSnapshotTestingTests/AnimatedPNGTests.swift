import Foundation
import Testing
import UIKit
import OpenUIKitSnapshotTesting

@MainActor
@Suite struct AnimatedPNGTests {
    private let frames = [UIColor.red, .green, .blue].map { solidImage(8, 6, $0).cgImage! }

    /// The chunk types of a PNG file, in order.
    private func chunkTypes(_ png: Data) -> [String] {
        let bytes = [UInt8](png)
        var types: [String] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    @Test func framesBecomeAnIDATDefaultImageThenFrameDataChunks() throws {
        let png = try #require(AnimatedPNG.data(frames: frames, delays: [0.1]))
        #expect(chunkTypes(png) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
    }

    @Test func viewersWithoutAPNGSupportSeeTheFirstFrame() throws {
        let png = try #require(AnimatedPNG.data(frames: frames, delays: [0.1]))
        let image = try #require(UIImage(data: png)?.cgImage)
        #expect(image.pixel(x: 4, y: 3) == (255, 0, 0, 255))
    }

    @Test func framesOfDifferentSizesGiveNil() {
        #expect(AnimatedPNG.data(frames: [frames[0], solidImage(4, 4, .red).cgImage!], delays: [0.1]) == nil)
    }

    @Test func ffmpegReadsEveryFrameWhenInstalled() throws {
        guard FFmpegExport.isAvailable else { return }
        let png = try #require(AnimatedPNG.data(frames: frames, delays: [0.1, 0.2, 0.3]))
        let gif = URL(fileURLWithPath: scratchDirectory("apng") + "/out.gif")
        try FFmpegExport.convert(animatedPNG: png, to: gif)
        #expect(try Data(contentsOf: gif).prefix(6) == Data("GIF89a".utf8))
    }

    @Test func anUnsupportedOutputFormatIsRefusedByName() {
        #expect(throws: FFmpegExport.Failure.unsupportedFormat("webm")) {
            try FFmpegExport.convert(animatedPNG: Data(), to: URL(fileURLWithPath: "/tmp/x.webm"))
        }
    }
}
