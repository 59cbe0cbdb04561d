extension RangeReplaceableCollection where Self: BidirectionalCollection {
    /// Empties the array, keeping its buffer: a few elements are removed
    /// one by one, since `removeAll(keepingCapacity:)` goes through
    /// `replaceSubrange`, whose generic bookkeeping costs more than that
    /// for the short scratch arrays the solver empties thousands of times
    /// per layout.
    @inline(__always)
    mutating func removeAllKeepingBuffer() {
        if count <= 8 {
            while !isEmpty { removeLast() }
        } else {
            removeAll(keepingCapacity: true)
        }
    }
}
