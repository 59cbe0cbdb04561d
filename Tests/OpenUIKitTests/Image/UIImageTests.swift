import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@Suite struct UIImageTests {
    @Test func theSizeIsInPointsAndFollowsTheOrientation() {
        let cg = solidImage(.red, width: 4, height: 2).cgImage!
        let image = UIImage(cgImage: cg, scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(image.scale == 2)
        #expect(image.cgImage === cg)
        #expect(image.imageOrientation == .up)
        #expect(UIImage(cgImage: cg, scale: 1, orientation: .left).size == CGSize(width: 2, height: 4))
        #expect(UIImage(cgImage: cg, scale: 1, orientation: .rightMirrored).size == CGSize(width: 2, height: 4))
        #expect(UIImage(cgImage: cg, scale: 1, orientation: .downMirrored).size == CGSize(width: 4, height: 2))
        #expect(UIImage(cgImage: cg).scale == 1)
    }

    @Test func anEmptyImageHasNoBitmapAndDrawsNothing() {
        let empty = UIImage()
        #expect(empty.size == .zero)
        #expect(empty.cgImage == nil)
        #expect(empty.pngData() == nil)
        let drawn = drawImage(CGSize(width: 2, height: 2)) { _ in empty.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2)) }
        expectPixel(drawn.cgImage!, 0, 0, .clear)
    }

    @Test func pngDataDecodesAtTheGivenScale() throws {
        let data = try #require(solidImage(.blue, width: 6, height: 4).pngData())
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 6, height: 4))
        #expect(image.scale == 1)
        let retina = try #require(UIImage(data: data, scale: 2))
        #expect(retina.size == CGSize(width: 3, height: 2))
        expectPixel(retina.cgImage!, 5, 3, .blue)
    }

    @MainActor
    @Test func otherFormatsDoNotDecode() {
        let host = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 1)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])) == nil)
        #expect(host.diagnostics.contains { $0.contains("JPEG") })
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        var corrupt = solidImage(.blue, width: 2, height: 2).pngData()!
        corrupt.removeLast(corrupt.count - 20)
        #expect(UIImage(data: corrupt) == nil)
    }

    @Test func pngDataRoundTripsPixels() throws {
        let original = pixelImage([[.red, .green], [.blue, DrawnPixel(255, 255, 255, 128)]])
        let data = try #require(original.pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.drawnPixel(0, 0) == .red)
        #expect(decoded.drawnPixel(1, 0) == .green)
        #expect(decoded.drawnPixel(0, 1) == .blue)
        #expect(decoded.drawnPixel(1, 1).isClose(to: DrawnPixel(255, 255, 255, 128), tolerance: 2))
    }

    @Test func pngDataAppliesTheOrientation() throws {
        let stored = pixelImage([[.red, .green]])
        let turned = UIImage(cgImage: stored.cgImage!, scale: 1, orientation: .right)
        let data = try #require(turned.pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 1, height: 2))
        #expect(decoded.drawnPixel(0, 0) == .red)
        #expect(decoded.drawnPixel(0, 1) == .green)
    }

    @MainActor
    @Test func jpegDataIsNotAvailable() {
        let host = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 1)
        #expect(solidImage(.red, width: 2, height: 2).jpegData(compressionQuality: 0.9) == nil)
        #expect(host.diagnostics.contains { $0.contains("JPEG") })
    }

    @Test func contentsOfFileReadsTheScaleSuffix() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = try #require(solidImage(.red, width: 6, height: 6).pngData())
        let plain = directory.appendingPathComponent("dot.png")
        let double = directory.appendingPathComponent("dot@2x.png")
        let triple = directory.appendingPathComponent("dot@3x.png")
        for url in [plain, double, triple] { try data.write(to: url) }
        #expect(UIImage(contentsOfFile: plain.path)?.scale == 1)
        #expect(UIImage(contentsOfFile: double.path)?.scale == 2)
        #expect(UIImage(contentsOfFile: double.path)?.size == CGSize(width: 3, height: 3))
        #expect(UIImage(contentsOfFile: triple.path)?.scale == 3)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
    }

    @MainActor
    @Test func namedImagesPreferTheScreensScale() throws {
        _ = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 2)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try solidImage(.red, width: 2, height: 2, scale: 1).pngData()!.write(to: directory.appendingPathComponent("icon.png"))
        try solidImage(.green, width: 2, height: 2, scale: 2).pngData()!.write(to: directory.appendingPathComponent("icon@2x.png"))
        try solidImage(.blue, width: 2, height: 2, scale: 3).pngData()!.write(to: directory.appendingPathComponent("icon@3x.png"))
        try solidImage(.red, width: 2, height: 2, scale: 3).pngData()!.write(to: directory.appendingPathComponent("only@3x.png"))
        try solidImage(.red, width: 2, height: 2, scale: 1).pngData()!.write(to: directory.appendingPathComponent("plain.png"))
        let bundle = try #require(Bundle(path: directory.path))

        let icon = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
        #expect(icon.scale == 2)
        #expect(icon.size == CGSize(width: 2, height: 2))
        #expect(icon.drawnPixel(0, 0) == .green)
        #expect(UIImage(named: "icon.png", in: bundle, compatibleWith: nil)?.scale == 2)
        #expect(UIImage(named: "icon@3x", in: bundle, compatibleWith: nil)?.drawnPixel(0, 0) == .blue)
        #expect(UIImage(named: "only", in: bundle, compatibleWith: nil)?.scale == 3)
        #expect(UIImage(named: "only", in: bundle, compatibleWith: nil)?.size == CGSize(width: 2, height: 2))
        #expect(UIImage(named: "plain", in: bundle, compatibleWith: nil)?.scale == 1)
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "") == nil)
    }

    @Test func variantsKeepTheBitmapAndChangeOneHint() {
        let image = solidImage(.red, width: 4, height: 4, scale: 2)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(image.renderingMode == .automatic)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.cgImage === image.cgImage)
        #expect(template.scale == 2)
        let insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(image.resizableImage(withCapInsets: insets).resizingMode == .tile)
        let stretchy = template.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretchy.capInsets == insets)
        #expect(stretchy.resizingMode == .stretch)
        #expect(stretchy.renderingMode == .alwaysTemplate)
        #expect(image.imageFlippedForRightToLeftLayoutDirection() === image)
        #expect(image.withHorizontallyFlippedOrientation().imageOrientation == .upMirrored)
        #expect(image.withAlignmentRectInsets(insets).alignmentRectInsets == insets)
        #expect(image.capInsets == .zero)
    }
}

/// A new empty directory under the temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("OpenUIKitTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
