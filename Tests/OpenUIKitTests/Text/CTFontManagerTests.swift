import Foundation
import Testing
import UIKit

/// A font file no machine has installed: DejaVu Sans with its names
/// rewritten in place (same lengths, so every offset holds) — family
/// `OpenUIKit T`, PostScript name `OpenUIKitT`.
enum RenamedFontFixture {
    static let sourcePath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let family = "OpenUIKit T"
    static let postScriptName = "OpenUIKitT"

    /// Whether the source font is installed (the tests that need it are
    /// skipped otherwise).
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: sourcePath) }

    /// The renamed font's bytes.
    static func bytes() -> Data {
        var bytes = [UInt8](FileManager.default.contents(atPath: sourcePath)!)
        for (old, new) in [("DejaVu Sans", family), ("DejaVuSans", postScriptName)] {
            replace(Array(old.utf8), with: Array(new.utf8), in: &bytes)
            replace(utf16BigEndian(old), with: utf16BigEndian(new), in: &bytes)
        }
        return Data(bytes)
    }

    /// The renamed font written to a new file in a temporary directory.
    static func file() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("openuikit-fixture-\(UUID().uuidString).ttf")
        try bytes().write(to: url)
        return url
    }

    private static func utf16BigEndian(_ string: String) -> [UInt8] {
        string.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    private static func replace(_ old: [UInt8], with new: [UInt8], in bytes: inout [UInt8]) {
        precondition(old.count == new.count)
        var index = 0
        while index + old.count <= bytes.count {
            if bytes[index] == old[0], Array(bytes[index..<index + old.count]) == old {
                bytes.replaceSubrange(index..<index + old.count, with: new)
                index += old.count
            } else {
                index += 1
            }
        }
    }
}

extension TextTests {
    /// Registration is process-wide: these run one at a time, and each
    /// unregisters what it registered.
    @Suite(.serialized, .enabled(if: RenamedFontFixture.isAvailable, "needs DejaVu Sans (fonts-dejavu-core)"))
    @MainActor struct CTFontManagerTests {
        private func makeFont() -> CGFont {
            CGFont(CGDataProvider(data: RenamedFontFixture.bytes() as CFData)!)!
        }

        @Test func aFontFromBytesReportsItsNamesAndMetrics() {
            let font = makeFont()
            #expect(font.postScriptName as String? == RenamedFontFixture.postScriptName)
            #expect(font.fullName as String? == RenamedFontFixture.family)
            #expect(font.unitsPerEm == 2048)
            #expect(font.ascent > 0 && font.descent < 0)
            #expect(font.numberOfGlyphs > 1000)
            #expect(font.table(for: 0x6865_6164)?.length == 54)  // "head"
        }

        @Test func anInstalledFontIsFoundByPostScriptOrFullName() {
            #expect(CGFont("DejaVuSans-Bold" as CFString)?.fullName as String? == "DejaVu Sans Bold")
            #expect(CGFont("DejaVu Sans Bold" as CFString)?.postScriptName as String? == "DejaVuSans-Bold")
            #expect(CGFont("No Such Font 12345" as CFString) == nil)
        }

        @Test func bytesThatAreNotAFontMakeNoFont() {
            #expect(CGFont(CGDataProvider(data: Data("not a font".utf8))) == nil)
            #expect(CGFont(CGDataProvider(data: Data())) == nil)
        }

        @Test func anUnregisteredFontIsUnknownToUIFont() {
            #expect(UIFont(name: RenamedFontFixture.postScriptName, size: 20) == nil)
            #expect(!UIFont.familyNames.contains(RenamedFontFixture.family))
        }

        @Test func aRegisteredGraphicsFontIsDrawnByUIFont() {
            let font = makeFont()
            var error: Unmanaged<CFError>?
            #expect(CTFontManagerRegisterGraphicsFont(font, &error))
            #expect(error == nil)
            defer { _ = CTFontManagerUnregisterGraphicsFont(font, nil) }
            #expect(UIFont.familyNames.contains(RenamedFontFixture.family))
            #expect(UIFont.fontNames(forFamilyName: RenamedFontFixture.family) == [RenamedFontFixture.postScriptName])
            let uiFont = UIFont(name: RenamedFontFixture.postScriptName, size: 20)
            #expect(uiFont?.familyName == RenamedFontFixture.family)
            #expect(uiFont?.fontName == RenamedFontFixture.postScriptName)
        }

        @Test func registeringTheSameFontTwiceFailsWithAlreadyRegistered() {
            let font = makeFont()
            #expect(CTFontManagerRegisterGraphicsFont(font, nil))
            defer { _ = CTFontManagerUnregisterGraphicsFont(font, nil) }
            var error: Unmanaged<CFError>?
            #expect(!CTFontManagerRegisterGraphicsFont(makeFont(), &error))
            let nsError = error?.takeRetainedValue()
            #expect(nsError?.domain == kCTFontManagerErrorDomain as String)
            #expect(nsError?.code == CTFontManagerError.alreadyRegistered.rawValue)
        }

        @Test func anUnregisteredFontIsGoneFromUIFont() {
            let font = makeFont()
            #expect(CTFontManagerRegisterGraphicsFont(font, nil))
            #expect(UIFont(name: RenamedFontFixture.postScriptName, size: 12) != nil)
            #expect(CTFontManagerUnregisterGraphicsFont(font, nil))
            #expect(UIFont(name: RenamedFontFixture.postScriptName, size: 12) == nil)
            var error: Unmanaged<CFError>?
            #expect(!CTFontManagerUnregisterGraphicsFont(font, &error))
            #expect(error?.takeRetainedValue().code == CTFontManagerError.notRegistered.rawValue)
        }

        @Test func aFontFileRegistersByURL() throws {
            let url = try RenamedFontFixture.file()
            defer { try? FileManager.default.removeItem(at: url) }
            var error: Unmanaged<CFError>?
            #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
            #expect(error == nil)
            #expect(UIFont(name: RenamedFontFixture.postScriptName, size: 15)?.fontName == RenamedFontFixture.postScriptName)
            #expect(CGFont(RenamedFontFixture.postScriptName as CFString)?.fullName as String? == RenamedFontFixture.family)
            #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil))
            #expect(UIFont(name: RenamedFontFixture.postScriptName, size: 15) == nil)
        }

        /// Bytes with an SFNT directory and a PostScript name, but tables
        /// of zeros that FreeType cannot load.
        private func brokenFontBytes() -> Data {
            func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
            func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
            let name = Array("Broken".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
            let nameTable = u16(0) + u16(1) + u16(18) + u16(3) + u16(1) + u16(0x409) + u16(6) + u16(name.count) + u16(0) + name
            let tables: [(String, [UInt8])] = [("head", Array(repeating: 0, count: 54)), ("maxp", Array(repeating: 0, count: 6)), ("name", nameTable)]
            var offset = 12 + 16 * tables.count
            var bytes = u32(0x0001_0000) + u16(tables.count) + u16(0) + u16(0) + u16(0)
            var body: [UInt8] = []
            for (tag, data) in tables {
                bytes += Array(tag.utf8) + u32(0) + u32(offset) + u32(data.count)
                body += data
                offset += data.count
            }
            return Data(bytes + body)
        }

        @Test func aFontFontconfigCannotReadIsNotRegistered() {
            guard let font = CGFont(CGDataProvider(data: brokenFontBytes())) else {
                Issue.record("the broken font's directory should parse")
                return
            }
            #expect(font.postScriptName as String? == "Broken")
            var error: Unmanaged<CFError>?
            let registered = CTFontManagerRegisterGraphicsFont(font, &error)
            defer { if registered { _ = CTFontManagerUnregisterGraphicsFont(font, nil) } }
            #expect(!registered)
            #expect(error?.takeRetainedValue().code == CTFontManagerError.registrationFailed.rawValue)
            // Nothing was left behind: a real font registers after it.
            let real = makeFont()
            #expect(CTFontManagerRegisterGraphicsFont(real, nil))
            _ = CTFontManagerUnregisterGraphicsFont(real, nil)
        }

        @Test func aMissingFileOrTheNoneScopeFailsWithTheirErrors() {
            var error: Unmanaged<CFError>?
            let missing = URL(fileURLWithPath: "/nonexistent/font.ttf") as CFURL
            #expect(!CTFontManagerRegisterFontsForURL(missing, .process, &error))
            #expect(error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue)
            #expect(!CTFontManagerRegisterFontsForURL(missing, .none, &error))
            #expect(error?.takeRetainedValue().code == CTFontManagerError.unsupportedScope.rawValue)
        }

        @Test func aRegisteredFontMeasuresTextAsItsGlyphsDo() {
            let font = makeFont()
            #expect(CTFontManagerRegisterGraphicsFont(font, nil))
            defer { _ = CTFontManagerUnregisterGraphicsFont(font, nil) }
            let text = "Registered fonts measure" as NSString
            let registered = text.size(withAttributes: [.font: UIFont(name: RenamedFontFixture.postScriptName, size: 17)!])
            let original = text.size(withAttributes: [.font: UIFont(name: "DejaVuSans", size: 17)!])
            #expect(registered.width > 0)
            #expect(abs(registered.width - original.width) < 0.01)
        }
    }
}
