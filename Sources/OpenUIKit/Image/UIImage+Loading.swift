import Foundation

extension UIImage {
    /// Loads the image called `name` from the main bundle; see
    /// ``init(named:in:compatibleWith:)``.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads the image called `name` from `bundle` (nil: the main bundle).
    ///
    /// Looks in the bundle's `resourcePath` (then its `bundlePath`) for
    /// `name.png`, `name@2x.png` and `name@3x.png` — or `name` as given
    /// when it has an extension or a scale suffix — trying the main
    /// screen's scale first, then larger scales, then smaller ones; the
    /// image's scale is the variant's. Returns nil when no variant exists
    /// or none decodes.
    ///
    /// Differences from UIKit: asset catalogs are not read, images are not
    /// cached (each call decodes the file), only PNG decodes, and
    /// `traitCollection` is accepted but not used (there are no image
    /// variants per trait).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty, let path = Self.pathForNamedImage(name, in: bundle ?? .main) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// Loads the image file at `path`; its scale comes from an `@2x` or
    /// `@3x` suffix before the extension (else 1).
    ///
    /// Differs from UIKit: no other scale's variant is looked for, and only
    /// PNG files decode.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self.scaleSuffix(of: (path as NSString).lastPathComponent) ?? 1)
    }

    /// Decodes PNG `data` at scale 1; nil for anything else.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG `data` with `scale` pixels per point (values that are
    /// not positive and finite mean 1).
    ///
    /// Differs from UIKit: only PNG decodes. JPEG, GIF, TIFF, BMP, WebP and
    /// HEIC data return nil with a console message; other data returns nil.
    public convenience init?(data: Data, scale: CGFloat) {
        guard Self.isPNG(data) else {
            if let format = Self.unsupportedFormat(of: data) {
                UIKitDiagnostics.report("UIImage: cannot decode \(format) data; OpenUIKit decodes PNG only.")
            }
            return nil
        }
        guard let image = CGImage(
            pngDataProviderSource: CGDataProvider(data: data), decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)
        else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    // MARK: Lookup

    /// The file for `name` in `bundle`, best scale first.
    static func pathForNamedImage(_ name: String, in bundle: Bundle) -> String? {
        var directories: [String] = []
        if let resources = bundle.resourcePath { directories.append(resources) }
        if !directories.contains(bundle.bundlePath) { directories.append(bundle.bundlePath) }
        let nsName = name as NSString
        let givenExtension = nsName.pathExtension
        let base = givenExtension.isEmpty ? name : nsName.deletingPathExtension
        let ext = givenExtension.isEmpty ? "png" : givenExtension
        let candidates: [String]
        if scaleSuffix(of: name) != nil {
            candidates = ["\(base).\(ext)"]
        } else {
            candidates = scaleOrder(for: MainScreenScale.value).map { scale in
                scale == 1 ? "\(base).\(ext)" : "\(base)@\(scale)x.\(ext)"
            }
        }
        let files = FileManager.default
        for candidate in candidates {
            for directory in directories {
                let path = (directory as NSString).appendingPathComponent(candidate)
                var isDirectory: ObjCBool = false
                if files.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { return path }
            }
        }
        return nil
    }

    /// 1, 2 and 3 ordered for a screen of `screenScale`: its own, then
    /// larger, then smaller.
    static func scaleOrder(for screenScale: CGFloat) -> [Int] {
        let own = Swift.min(Swift.max(Int(screenScale.rounded()), 1), 3)
        return [own] + Array(stride(from: own + 1, through: 3, by: 1)) + Array(stride(from: own - 1, through: 1, by: -1))
    }

    /// The scale in a file name's `@Nx` suffix (before the extension).
    static func scaleSuffix(of fileName: String) -> CGFloat? {
        let stem = (fileName as NSString).deletingPathExtension
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x") else { return nil }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard let value = Double(digits), value > 0, value.isFinite else { return nil }
        return CGFloat(value)
    }

    // MARK: Formats

    static func isPNG(_ data: Data) -> Bool {
        data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// The name of a recognised image format this platform cannot decode.
    static func unsupportedFormat(of data: Data) -> String? {
        let bytes = [UInt8](data.prefix(12))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if starts(Array("GIF8".utf8)) { return "GIF" }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        if starts(Array("BM".utf8)) { return "BMP" }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "WebP" }
        if starts(Array("ftyp".utf8), at: 4) { return "HEIF" }
        return nil
    }
}
