internal import CCairo
import Foundation
import Synchronization

/// The fonts an app registered (Core Text's font manager, process scope),
/// as fontconfig application fonts.
///
/// A font registered from a file (`CTFontManagerRegisterFontsForURL`) is
/// that file; a font registered from bytes
/// (`CTFontManagerRegisterGraphicsFont`) is copied to a temporary file
/// that is unlinked at once and kept open, and fontconfig reads it through
/// `/proc/self/fd/…` — nothing is left on disk. Every change clears
/// fontconfig's application fonts and adds the registered ones again (it
/// cannot drop one), and bumps ``generation`` so that text systems built
/// on fontconfig (OpenUIKit's Pango font maps, one per thread) reload.
///
/// Thread-safe.
package enum FontRegistry {
    /// One registered font file.
    struct Registration: Sendable {
        /// The font.
        var font: CGFont
        /// Its PostScript name (the key for duplicates).
        var postScriptName: String
        /// The URL it was registered from, or nil for a graphics font.
        var url: URL?
        /// The path fontconfig reads.
        var path: String
        /// The open descriptor of a graphics font's unlinked copy, or -1.
        var descriptor: Int32
    }

    /// Why a registration change failed (Core Text's error codes).
    package enum Failure: Int, Sendable {
        case fileNotFound = 101
        case unrecognizedFormat = 103
        case alreadyRegistered = 105
        case notRegistered = 201
        case registrationFailed = 301
    }

    private static let registrations = Mutex<[Registration]>([])
    private static let generationCounter = Atomic<Int>(0)

    /// Bumped by every registration change; 0 before the first.
    package static var generation: Int { generationCounter.load(ordering: .acquiring) }

    /// The registered fonts, in registration order.
    package static var registeredFonts: [CGFont] { registrations.withLock { $0.map(\.font) } }

    /// Registers `font`'s bytes.
    package static func register(_ font: CGFont) -> Failure? {
        guard let name = font.postScriptName as String? else { return .unrecognizedFormat }
        return registrations.withLock { list -> Failure? in
            if list.contains(where: { $0.postScriptName == name }) { return .alreadyRegistered }
            guard let (path, descriptor) = unlinkedCopy(of: font.fileBytes) else { return .registrationFailed }
            return add(Registration(font: font, postScriptName: name, url: nil, path: path, descriptor: descriptor), to: &list)
        }
    }

    /// Unregisters the graphics font with `font`'s PostScript name.
    package static func unregister(_ font: CGFont) -> Failure? {
        let name = font.postScriptName as String?
        return registrations.withLock { list -> Failure? in
            guard let index = list.firstIndex(where: { $0.url == nil && $0.postScriptName == name }) else {
                return .notRegistered
            }
            close(list.remove(at: index).descriptor)
            return reloadApplicationFonts(list)
        }
    }

    /// Registers the font file at `url`.
    package static func register(url: URL) -> Failure? {
        let path = url.standardizedFileURL.path
        guard let data = FileManager.default.contents(atPath: path) else { return .fileNotFound }
        guard let file = SFNTFont(bytes: [UInt8](data)), let name = file.name(.postScriptName) else {
            return .unrecognizedFormat
        }
        return registrations.withLock { list -> Failure? in
            if list.contains(where: { $0.path == path || $0.postScriptName == name }) { return .alreadyRegistered }
            return add(Registration(font: CGFont(file: file), postScriptName: name, url: url, path: path, descriptor: -1), to: &list)
        }
    }

    /// Unregisters the font file at `url`.
    package static func unregister(url: URL) -> Failure? {
        let path = url.standardizedFileURL.path
        return registrations.withLock { list -> Failure? in
            guard let index = list.firstIndex(where: { $0.url != nil && $0.path == path }) else { return .notRegistered }
            list.remove(at: index)
            return reloadApplicationFonts(list)
        }
    }

    /// Adds `registration` to `list` and installs it; if fontconfig
    /// refuses its file, takes it out again (nothing changes) and answers
    /// ``Failure/registrationFailed``.
    private static func add(_ registration: Registration, to list: inout [Registration]) -> Failure? {
        list.append(registration)
        guard reloadApplicationFonts(list) != nil else { return nil }
        list.removeLast()
        if registration.descriptor >= 0 { close(registration.descriptor) }
        reloadApplicationFonts(list)
        return .registrationFailed
    }

    /// Makes `config` (an `FcConfig *`; nil: fontconfig's current
    /// configuration) hold exactly the registered fonts as its
    /// application fonts. False if fontconfig refused a file.
    @discardableResult
    package static func installApplicationFonts(into config: OpaquePointer?) -> Bool {
        registrations.withLock { install($0, into: config) }
    }

    /// Installs `list` into fontconfig's current configuration and bumps
    /// the generation; nil, or ``Failure/registrationFailed`` if
    /// fontconfig refused a file.
    @discardableResult
    private static func reloadApplicationFonts(_ list: [Registration]) -> Failure? {
        let installed = install(list, into: nil)
        generationCounter.add(1, ordering: .releasing)
        return installed ? nil : .registrationFailed
    }

    private static func install(_ list: [Registration], into config: OpaquePointer?) -> Bool {
        FcConfigAppFontClear(config)
        var installed = true
        for registration in list where FcConfigAppFontAddFile(config, registration.path) == 0 { installed = false }
        return installed
    }

    /// `bytes` in a temporary file that is unlinked at once and kept open:
    /// its `/proc/self/fd` path and the descriptor.
    private static func unlinkedCopy(of bytes: [UInt8]) -> (String, Int32)? {
        var template = Array((NSTemporaryDirectory() + "/openuikit-font-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            close(descriptor)
            return nil
        }
        return ("/proc/self/fd/\(descriptor)", descriptor)
    }
}
