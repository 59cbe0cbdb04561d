/// A short list of indices (row slots, definitions): up to four kept
/// inline, more in an array.
///
/// The tableau's columns — the row slots holding each symbol, kept in
/// increasing order by their callers — and the definitions substituted
/// into a tableau constraint (``ConstraintRecord/expansion``) are mostly
/// one to three long; an array each cost an allocation per symbol that
/// ever entered a row and per constraint that used a definition — a third
/// of the allocations of a 1,000-view screen's first layout.
struct IndexList: RandomAccessCollection {
    /// The indices while there are at most four (unused once spilled).
    private var inline: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    /// How many of ``inline`` are used.
    private var inlineCount: Int32 = 0
    /// Whether the values live in ``spill`` (once more than four were held,
    /// until ``removeAll()``).
    private var spilled = false
    /// The values once spilled.
    private var spill: ContiguousArray<Int32> = []

    /// The most values kept inline.
    static let inlineCapacity = 4

    /// An empty list.
    init() {}

    var startIndex: Int { 0 }

    var endIndex: Int { spilled ? spill.count : Int(inlineCount) }

    /// The value at `index` (`0..<count`).
    subscript(index: Int) -> Int32 {
        get {
            if spilled { return spill[index] }
            precondition(index >= 0 && index < Int(inlineCount), "index out of range")
            return withUnsafeBytes(of: inline) { $0.load(fromByteOffset: index * 4, as: Int32.self) }
        }
    }

    /// Adds `value` at the end (a column's must be larger than every one
    /// held).
    @inline(__always)
    mutating func append(_ value: Int32) {
        if spilled {
            spill.append(value)
        } else if inlineCount < Int32(Self.inlineCapacity) {
            let offset = Int(inlineCount) * MemoryLayout<Int32>.stride
            withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: value, toByteOffset: offset, as: Int32.self) }
            inlineCount += 1
        } else {
            shiftingInsert(value, at: Self.inlineCapacity)
        }
    }

    /// Removes the last value.
    @inline(__always)
    mutating func removeLast() {
        precondition(!isEmpty, "removing from an empty list")
        if spilled { spill.removeLast() } else { inlineCount -= 1 }
    }

    /// Inserts `value` at `index` (`0...count`), shifting the rest up.
    mutating func shiftingInsert(_ value: Int32, at index: Int) {
        if spilled {
            spill.shiftingInsert(value, at: index)
            return
        }
        let count = Int(inlineCount)
        precondition(index >= 0 && index <= count, "index out of range")
        if count == Self.inlineCapacity {
            spill.reserveCapacity(2 * Self.inlineCapacity)
            for i in 0..<count { spill.append(self[i]) }
            spill.shiftingInsert(value, at: index)
            spilled = true
            inlineCount = 0
            return
        }
        withUnsafeMutableBytes(of: &inline) { raw in
            let values = raw.bindMemory(to: Int32.self)
            var i = count
            while i > index {
                values[i] = values[i - 1]
                i -= 1
            }
            values[index] = value
        }
        inlineCount += 1
    }

    /// Removes the value at `index`, shifting the rest down.
    mutating func shiftingRemove(at index: Int) {
        if spilled {
            spill.shiftingRemove(at: index)
            return
        }
        let count = Int(inlineCount)
        precondition(index >= 0 && index < count, "index out of range")
        withUnsafeMutableBytes(of: &inline) { raw in
            let values = raw.bindMemory(to: Int32.self)
            var i = index
            while i < count - 1 {
                values[i] = values[i + 1]
                i += 1
            }
        }
        inlineCount -= 1
    }

    /// Removes every value; a spilled list goes back inline (its array
    /// freed).
    mutating func removeAll() {
        inlineCount = 0
        spilled = false
        spill = []
    }
}
