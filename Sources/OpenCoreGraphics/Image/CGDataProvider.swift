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
