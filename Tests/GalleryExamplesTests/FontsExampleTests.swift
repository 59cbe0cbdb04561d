import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

/// The fonts example: the font the gallery ships is registered and
/// unregistered through Core Text, and the sample follows.
@MainActor
@Suite struct FontsExampleTests {
    @Test func registeringSetsTheSampleInTheShippedFontAndUnregisteringFallsBack() throws {
        let host = TestHost()
        let example = FontsExampleController()
        host.window.rootViewController = example
        host.turn()
        #expect(UIFont(name: FontsExampleController.fontName, size: 12) == nil)
        #expect(example.sample.font.fontName != FontsExampleController.fontName)

        example.toggleRegistration()
        host.turn()
        #expect(example.sample.font.fontName == FontsExampleController.fontName)
        #expect(example.sample.font.familyName == "OpenUIKit Dots")
        #expect(UIFont.fontNames(forFamilyName: "OpenUIKit Dots") == [FontsExampleController.fontName])
        #expect(example.status.text?.contains("89 glyphs") == true)

        example.toggleRegistration()
        host.turn()
        #expect(UIFont(name: FontsExampleController.fontName, size: 12) == nil)
        #expect(example.sample.font.fontName != FontsExampleController.fontName)
    }

    @Test func theShippedFileIsAFontCGFontReads() throws {
        let url = try #require(FontsExampleController.fontURL)
        let provider = try #require(CGDataProvider(url: url as CFURL))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName as String? == FontsExampleController.fontName)
        #expect(font.unitsPerEm == 1000)
        #expect(font.numberOfGlyphs == 89)
    }
}
