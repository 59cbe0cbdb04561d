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

    /// How many graphic control extensions (one per frame) a GIF holds.
    private func gifFrameCount(_ gif: Data) -> Int {
        let bytes = [UInt8](gif)
        return bytes.indices.dropLast(3).filter { bytes[$0] == 0x21 && bytes[$0 + 1] == 0xF9 && bytes[$0 + 2] == 0x04 }.count
    }

    @Test(.enabled(if: FFmpegExport.isAvailable, "needs ffmpeg (apt-get install ffmpeg)"))
    func ffmpegWritesAGIFWithEveryFrame() throws {
        let png = try #require(AnimatedPNG.data(frames: frames, delays: [0.1, 0.2, 0.3]))
        let gif = URL(fileURLWithPath: scratchDirectory("apng-gif") + "/out.gif")
        try FFmpegExport.convert(animatedPNG: png, to: gif)
        let data = try Data(contentsOf: gif)
        #expect(data.prefix(6) == Data("GIF89a".utf8))
        #expect(gifFrameCount(data) == 3)
    }

    @Test(.enabled(if: FFmpegExport.isAvailable, "needs ffmpeg (apt-get install ffmpeg)"))
    func ffmpegWritesAnMP4() throws {
        let png = try #require(AnimatedPNG.data(frames: frames, delays: [0.1, 0.2, 0.3]))
        let mp4 = URL(fileURLWithPath: scratchDirectory("apng-mp4") + "/out.mp4")
        try FFmpegExport.convert(animatedPNG: png, to: mp4)
        let data = try Data(contentsOf: mp4)
        #expect(data.count > 8)
        #expect(String(decoding: data[4..<8], as: UTF8.self) == "ftyp")
    }

    @Test func anUnsupportedOutputFormatIsRefusedByName() {
        #expect(throws: FFmpegExport.Failure.unsupportedFormat("webm")) {
            try FFmpegExport.convert(animatedPNG: Data(), to: URL(fileURLWithPath: "/tmp/x.webm"))
        }
    }
}
