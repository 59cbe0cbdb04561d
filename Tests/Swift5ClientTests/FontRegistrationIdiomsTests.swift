import CoreText
import Foundation
import Testing
import UIKit

// How iOS apps and libraries register the fonts they ship, written as they
// write it (Swift 5 mode, `import CoreText`, Core Foundation casts): it must
// compile unchanged, and it must fail the way Apple's does for bytes that
// are not a font and for a missing file.

enum BundledFonts {
    /// Registers a font file's bytes, as font-loading helpers do.
    static func register(data: Data) -> Bool {
        guard let provider = CGDataProvider(data: data as CFData), let font = CGFont(provider) else {
            return false
        }
        var error: Unmanaged<CFError>?
        if !CTFontManagerRegisterGraphicsFont(font, &error) {
            let message = error.map { $0.takeRetainedValue().localizedDescription } ?? "unknown"
            print("font registration failed: \(message)")
            return false
        }
        return true
    }

    /// Registers a font file by URL, as `Info.plist`-less apps do.
    static func register(url: URL) -> CFError? {
        var error: Unmanaged<CFError>?
        guard !CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) else { return nil }
        return error?.takeRetainedValue()
    }

    /// The failure as font helpers report it, through Core Foundation's
    /// error functions: the code and the description.
    static func failure(registering url: URL) -> (code: CFIndex, description: String)? {
        var errorRef: Unmanaged<CFError>?
        guard !CTFontManagerRegisterFontsForURL(url as CFURL, .process, &errorRef) else { return nil }
        let error = errorRef!.takeRetainedValue()
        let description: CFString = CFErrorCopyDescription(error)
        return (CFErrorGetCode(error), description as String)
    }
}

@Suite struct FontRegistrationIdiomsTests {
    @Test func bytesThatAreNotAFontAreNotRegistered() {
        #expect(!BundledFonts.register(data: Data("plain text".utf8)))
    }

    @Test func aMissingFileReportsFileNotFound() {
        let error = BundledFonts.register(url: URL(fileURLWithPath: "/nonexistent/Brand-Regular.ttf"))
        #expect(error?.code == CTFontManagerError.fileNotFound.rawValue)
        #expect((error as Error?)?.localizedDescription.isEmpty == false)
    }

    @Test func coreFoundationsErrorFunctionsReadTheFailure() throws {
        let failure = try #require(BundledFonts.failure(registering: URL(fileURLWithPath: "/nonexistent/Brand-Regular.ttf")))
        #expect(failure.code == CTFontManagerError.fileNotFound.rawValue)
        #expect(!failure.description.isEmpty)
    }
}
