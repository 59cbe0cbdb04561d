import Foundation

// Core Text's font manager: registering an app's own fonts.
//
// Difference from Apple platforms: these live in OpenCoreGraphics, which
// the `CoreText`, `CoreGraphics` and `UIKit` modules re-export. Every
// scope registers for the process (Linux has no per-user font
// activation; `.persistent` and `.session` fonts go when the process
// ends), and only OpenType/TrueType files register.

/// The scope of a font registration.
public enum CTFontManagerScope: UInt32, Sendable {
    /// Not registered; not a valid scope to register in.
    case none = 0
    /// Registered for the current process.
    case process = 1
    /// Registered for the user; here, as ``process``.
    case persistent = 2
    /// Registered for the login session; here, as ``process``.
    case session = 3

    /// The same as ``persistent``.
    public static var user: CTFontManagerScope { .persistent }
}

/// The error codes of ``kCTFontManagerErrorDomain``.
public enum CTFontManagerError: Int, Sendable {
    /// The file does not exist.
    case fileNotFound = 101
    /// The file could not be read.
    case insufficientPermissions = 102
    /// The file is not an OpenType or TrueType font.
    case unrecognizedFormat = 103
    /// The font's data is damaged.
    case invalidFontData = 104
    /// A font with the same PostScript name (or the same file) is registered.
    case alreadyRegistered = 105
    /// Too many fonts (not returned here).
    case exceededResourceLimit = 106
    /// A downloadable font asset is missing (not returned here).
    case assetNotFound = 107
    /// The font or file is not registered.
    case notRegistered = 201
    /// The font is in use (not returned here).
    case inUse = 202
    /// The font is required by the system (not returned here).
    case systemRequired = 203
    /// fontconfig refused the font.
    case registrationFailed = 301
    /// The app lacks an entitlement (not returned here).
    case missingEntitlement = 302
    /// The request lacked information (not returned here).
    case insufficientInfo = 303
    /// The user cancelled (not returned here).
    case cancelledByUser = 304
    /// Two fonts of the request share a name (not returned here).
    case duplicatedName = 305
    /// The path is not a file path (not returned here).
    case invalidFilePath = 306
    /// The scope cannot be used for the request (``CTFontManagerScope/none``).
    case unsupportedScope = 307
}

/// The domain of the errors the font manager returns.
nonisolated(unsafe) public let kCTFontManagerErrorDomain: CFString = NSString(string: "com.apple.CoreText.CTFontManagerErrorDomain")

/// The `userInfo` key of an error's font URLs (an array of `URL`s).
nonisolated(unsafe) public let kCTFontManagerErrorFontURLsKey: CFString = NSString(string: "CTFontManagerErrorFontURLs")

/// Registers `font` (made from a font file's bytes) for the process:
/// afterwards `UIFont(name:size:)` finds it by its PostScript name and
/// `UIFont.familyNames` lists its family.
///
/// - Returns: true on success; false with `error` set (when given) to
///   ``CTFontManagerError/alreadyRegistered`` if a font with the same
///   PostScript name was registered before.
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    report(FontRegistry.register(font), url: nil, into: error)
}

/// Unregisters a font registered with ``CTFontManagerRegisterGraphicsFont(_:_:)``.
///
/// - Returns: true on success; false with ``CTFontManagerError/notRegistered``.
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    report(FontRegistry.unregister(font), url: nil, into: error)
}

/// Registers the font file at `fontURL` (OpenType or TrueType; the first
/// font of a collection) in `scope` (every scope but ``CTFontManagerScope/none``
/// registers for the process).
///
/// - Returns: true on success; false with ``CTFontManagerError/fileNotFound``,
///   ``CTFontManagerError/unrecognizedFormat``, ``CTFontManagerError/alreadyRegistered``
///   or, for ``CTFontManagerScope/none``, ``CTFontManagerError/unsupportedScope``.
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    changeRegistration(of: fontURL, in: scope, into: error, FontRegistry.register(url:))
}

/// Unregisters the font file at `fontURL`.
///
/// - Returns: true on success; false with ``CTFontManagerError/notRegistered``.
public func CTFontManagerUnregisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    changeRegistration(of: fontURL, in: scope, into: error, FontRegistry.unregister(url:))
}

/// Registers or unregisters (`change`) the file at `fontURL` in `scope`
/// and reports the outcome (``CTFontManagerScope/none`` is refused).
private func changeRegistration(
    of fontURL: CFURL, in scope: CTFontManagerScope, into error: UnsafeMutablePointer<Unmanaged<CFError>?>?,
    _ change: (URL) -> FontRegistry.Failure?
) -> Bool {
    let url = fontURL as URL
    guard scope != .none else { return report(.unsupportedScope, url: url, into: error) }
    return report(change(url), url: url, into: error)
}

/// True for no failure; else false, with the failure as a retained
/// `CFError` in `error` when given (as Core Text returns it).
private func report(_ failure: FontRegistry.Failure?, url: URL?, into error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let failure else { return true }
    return report(CTFontManagerError(rawValue: failure.rawValue) ?? .registrationFailed, url: url, into: error)
}

private func report(_ code: CTFontManagerError, url: URL?, into error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    var userInfo: [String: Any] = [NSLocalizedDescriptionKey: code.message]
    if let url { userInfo[kCTFontManagerErrorFontURLsKey as String] = [url] }
    error?.pointee = Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain as String, code: code.rawValue, userInfo: userInfo))
    return false
}

extension CTFontManagerError {
    /// The error's description.
    var message: String {
        switch self {
        case .fileNotFound: "The file could not be found."
        case .unrecognizedFormat: "The file is not a recognized or supported font file format."
        case .alreadyRegistered: "The file has already been registered in the specified scope."
        case .notRegistered: "The file is not registered in the specified scope."
        case .unsupportedScope: "The specified scope is not supported."
        default: "The font could not be registered (\(rawValue))."
        }
    }
}
