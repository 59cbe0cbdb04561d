import Foundation

/// A source of bytes for an image.
///
/// Immutable and thread-safe. OpenCoreGraphics providers always hold their
/// bytes in memory.
public final class CGDataProvider: Sendable {
    private let bytes: Data

    /// Creates a provider that supplies `data`.
    ///
    /// Core Graphics' initialiser takes a `CFData` and is failable; on Linux
    /// `CFData` does not bridge to Swift, so this takes `Data` and always
    /// succeeds.
    public init(data: Data) {
        self.bytes = data
    }

    /// A copy of the provider's bytes.
    ///
    /// Optional as in Core Graphics; never `nil` here.
    public var data: Data? { bytes }
}

extension CGDataProvider {
    /// Creates a provider that supplies the bytes of `data`, as Core
    /// Graphics' `CGDataProvider(data:)` does for `someData as CFData`.
    /// Never nil here.
    public convenience init?(data: CFData) {
        self.init(data: Data(referencing: data))
    }

    /// Creates a provider that supplies the contents of the file at `url`,
    /// read now; nil if it cannot be read.
    public convenience init?(url: CFURL) {
        guard let path = url.path, let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// Creates a provider that supplies the contents of the file at the
    /// path `filename`, read now; nil if it cannot be read.
    public convenience init?(filename: String) {
        guard let data = FileManager.default.contents(atPath: filename) else { return nil }
        self.init(data: data)
    }
}
