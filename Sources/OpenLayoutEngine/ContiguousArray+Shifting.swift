/// Inserting into and removing from the middle of the tableau's short
/// sorted arrays (a row's cells, a symbol's column) by shifting the
/// elements after the position, element by element.
///
/// The standard library's `insert(_:at:)` and `remove(at:)` go through
/// `replaceSubrange`, whose generic bookkeeping cost more than the shift
/// itself for arrays of a few elements (`perf` of the 1,000-view screen's
/// first layout: 4 % of it in `replaceSubrange`).
extension ContiguousArray where Element: BitwiseCopyable {
    /// Inserts `element` at `index` (`0...count`), shifting the rest up.
    @inline(__always)
    mutating func shiftingInsert(_ element: Element, at index: Int) {
        let last = count
        append(element)
        guard index < last else { return }
        withUnsafeMutableBufferPointer { buffer in
            var i = last
            while i > index {
                buffer[i] = buffer[i - 1]
                i -= 1
            }
            buffer[index] = element
        }
    }

    /// Removes and returns the element at `index`, shifting the rest down.
    @inline(__always)
    @discardableResult
    mutating func shiftingRemove(at index: Int) -> Element {
        let element = self[index]
        let last = count - 1
        if index < last {
            withUnsafeMutableBufferPointer { buffer in
                var i = index
                while i < last {
                    buffer[i] = buffer[i + 1]
                    i += 1
                }
            }
        }
        removeLast()
        return element
    }

    /// Makes the elements those of `source` if this array's buffer has
    /// room for them, and returns whether it had (if not, nothing changed).
    ///
    /// A merge writes into the tableau's spare buffer and copies the result
    /// back when the row's buffer can hold it, so the spare buffer stays
    /// the large one: copying a few elements costs less than the
    /// allocation a too-small spare buffer needs.
    @inline(__always)
    mutating func overwriteIfRoom(with source: ContiguousArray<Element>) -> Bool {
        guard capacity >= source.count else { return false }
        let shared = Swift.min(count, source.count)
        source.withUnsafeBufferPointer { theirs in
            withUnsafeMutableBufferPointer { mine in
                for i in 0..<shared { mine[i] = theirs[i] }
            }
            while count > theirs.count { removeLast() }
            var i = count
            while i < theirs.count {
                append(theirs[i])
                i += 1
            }
        }
        return true
    }
}
