/// Iteration over arrays of objects without retaining each element: used
/// by layout, which walks every layer and view of a tree, where the
/// retain of each element is the first touch of a cold object and a large
/// share of the walk.
extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, without retaining it.
    ///
    /// Call it on a local copy of a stored array (`let views = storage`):
    /// the copy holds the buffer, and so every element, for the whole call,
    /// even if `body` changes the stored array (the change then copies the
    /// buffer).
    /// On the main actor (layers and views live there), so `body` needs no
    /// isolation check per element.
    @inlinable @inline(__always) @MainActor
    package func forEachUnretained(_ body: @MainActor (Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            let stride = MemoryLayout<Element>.stride
            for index in buffer.indices {
                let element = raw.load(fromByteOffset: index * stride, as: Unmanaged<Element>.self)
                try element._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
