import Foundation

/// Bitmaps an image makes on demand and keeps: its upright pixels (the
/// orientation applied) and its shape filled with its own tint colour.
final class ImageRenderCache: @unchecked Sendable {
    // @unchecked: all state is guarded by `lock`.
    private let lock = NSLock()
    private var upright: CGImage?
    private var tinted: CGImage?

    /// The cached upright bitmap, or `make()`'s, remembered.
    func upright(_ make: () -> CGImage?) -> CGImage? {
        lock.lock()
        defer { lock.unlock() }
        if let upright { return upright }
        upright = make()
        return upright
    }

    /// The cached tinted bitmap, or `make()`'s, remembered.
    func tinted(_ make: () -> CGImage?) -> CGImage? {
        lock.lock()
        defer { lock.unlock() }
        if let tinted { return tinted }
        tinted = make()
        return tinted
    }
}
