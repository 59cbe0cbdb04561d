import Foundation
import Testing
import UIKit
import OpenUIKitSnapshotTesting

/// A `width`×`height` image filled with `color`, with an optional square of `spot` at the top left.
@MainActor
func solidImage(_ width: Int, _ height: Int, _ color: UIColor, spot: UIColor? = nil, spotSize: Int = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    format.opaque = true
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        if let spot {
            spot.setFill()
            context.fill(CGRect(x: 0, y: 0, width: spotSize, height: spotSize))
        }
    }
}

@MainActor
@Suite struct DiffingImageTests {
    @Test func identicalImagesMatch() {
        let image = solidImage(10, 10, .red)
        #expect(Diffing.image.diffV2(image, solidImage(10, 10, .red)) == nil)
    }

    @Test func oneDifferentPixelFailsAtFullPrecisionWithCountsInTheMessage() throws {
        let failure = try #require(Diffing.image.diffV2(solidImage(10, 10, .red), solidImage(10, 10, .red, spot: .blue)))
        #expect(failure.0.contains("1 of 100 pixels (1.00 %) differ; at most 0 may."))
        #expect(failure.1.count == 3)
    }

    @Test func failuresAttachReferenceFailureAndDifferencePNGs() throws {
        let failure = try #require(Diffing.image.diffV2(solidImage(4, 4, .red), solidImage(4, 4, .red, spot: .blue)))
        let names = failure.1.compactMap { attachment -> String? in
            if case .data(_, let name) = attachment { return name }
            return nil
        }
        #expect(names == ["reference.png", "failure.png", "difference.png"])
        #expect(failure.0.contains("reference.png, failure.png, difference.png written to"))
    }

    @Test func theDifferenceImageIsBlackWhereEqualAndBrightWhereNot() throws {
        let failure = try #require(Diffing.image.diffV2(solidImage(4, 4, .red), solidImage(4, 4, .red, spot: .blue)))
        guard case .data(let data, _) = failure.1[2], let difference = UIImage(data: data)?.cgImage else {
            Issue.record("no difference image")
            return
        }
        #expect(difference.pixel(x: 3, y: 3) == (0, 0, 0, 255))
        #expect(difference.pixel(x: 0, y: 0) == (255, 0, 255, 255))
    }

    @Test func precisionAllowsAFractionOfPixelsToDiffer() {
        let diffing = Diffing.image(precision: 0.99)
        #expect(diffing.diffV2(solidImage(10, 10, .red), solidImage(10, 10, .red, spot: .blue)) == nil)
        #expect(diffing.diffV2(solidImage(10, 10, .red), solidImage(10, 10, .red, spot: .blue, spotSize: 2)) != nil)
    }

    @Test func perceptualPrecisionIgnoresColourDifferencesBelowItsThreshold() {
        let nearlyRed = UIColor(red: 254 / 255, green: 0, blue: 0, alpha: 1)
        #expect(Diffing.image(perceptualPrecision: 0.98).diffV2(solidImage(8, 8, .red), solidImage(8, 8, nearlyRed)) == nil)
        #expect(Diffing.image.diffV2(solidImage(8, 8, .red), solidImage(8, 8, nearlyRed)) != nil)
    }

    @Test func imagesOfDifferentSizesFailNamingBothSizes() throws {
        let failure = try #require(Diffing.image.diffV2(solidImage(4, 4, .red), solidImage(5, 4, .red)))
        #expect(failure.0.hasPrefix("The new snapshot is 5×4 pixels; the reference is 4×4."))
    }

    @Test func pngRoundTripKeepsThePixelsAtEveryCompressionLevel() throws {
        let image = solidImage(6, 6, .green, spot: .blue, spotSize: 3)
        for level in [0, 1, 9] {
            let diffing = Diffing.image(compressionLevel: level)
            #expect(diffing.diffV2(image, diffing.fromData(diffing.toData(image))) == nil)
        }
    }

    @Test func aCorruptReferenceFailsSayingSoWithoutMatching() throws {
        let reference = Diffing.image.fromData(Data("not a png".utf8))
        let failure = try #require(Diffing.image.diffV2(reference, solidImage(4, 4, .red)))
        #expect(failure.0.hasPrefix("The reference image is not a PNG that can be read (9 bytes). It was left as it is"))
    }
}
