/// Identity search for arrays of objects: used by OpenQuartzCore's sublayer
/// lists and, across the package, by OpenUIKit's subview lists.
extension Array where Element: AnyObject {
    /// The index of `object` in the array, compared by identity, or nil.
    ///
    /// Searches from both ends at once, so an element near either end —
    /// the last one appended or the first one added — is found after a few
    /// comparisons. Compares the stored references without retaining
    /// them and without actor isolation checks (a search with an isolated
    /// `===` closure costs tens of nanoseconds per element).
    @inlinable
    package func indexOfIdentical(_ object: Element) -> Int? {
        let target = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return withUnsafeBufferPointer { buffer -> Int? in
            let raw = UnsafeRawBufferPointer(buffer)
            let stride = MemoryLayout<Element>.stride
            var low = 0
            var high = buffer.count - 1
            while low <= high {
                if raw.load(fromByteOffset: high * stride, as: UnsafeRawPointer.self) == target { return high }
                if raw.load(fromByteOffset: low * stride, as: UnsafeRawPointer.self) == target { return low }
                low += 1
                high -= 1
            }
            return nil
        }
    }

    /// Removes `object` (compared by identity) if the array holds it.
    @inlinable
    package mutating func removeIdentical(_ object: Element) {
        if let index = indexOfIdentical(object) { remove(at: index) }
    }

    /// Removes every occurrence of `object` (compared by identity). Use it
    /// instead of `removeAll { $0 === object }` in main-actor code, where
    /// the closure would check the actor's isolation at each element.
    @inlinable
    package mutating func removeAllIdentical(_ object: Element) {
        removeAll { $0 === object }
    }

    /// Whether the array holds `object` (compared by identity).
    @inlinable
    package func containsIdentical(_ object: Element) -> Bool {
        indexOfIdentical(object) != nil
    }
}
