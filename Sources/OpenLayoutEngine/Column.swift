/// The row slots holding one symbol, in increasing order (the tableau's
/// column index): up to four kept inline, more in an array.
///
/// Most symbols sit in one to three rows; an array each cost an allocation
/// per symbol that ever entered a row — a fifth of the allocations of a
/// 1,000-view screen's first layout.
struct Column: RandomAccessCollection {
    /// The slots while there are at most four (unused once spilled).
    private var inline: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    /// How many of ``inline`` are used.
    private var inlineCount: Int32 = 0
    /// Whether the slots live in ``spill`` (once more than four were held,
    /// until ``removeAll()``).
    private var spilled = false
    /// The slots once spilled.
    private var spill: ContiguousArray<Int32> = []

    /// The most slots kept inline.
    static let inlineCapacity = 4

    /// An empty column.
    init() {}

    var startIndex: Int { 0 }

    var endIndex: Int { spilled ? spill.count : Int(inlineCount) }

    /// The slot at `index` (`0..<count`).
    subscript(index: Int) -> Int32 {
        get {
            if spilled { return spill[index] }
            precondition(index >= 0 && index < Int(inlineCount), "column index out of range")
            return withUnsafeBytes(of: inline) { $0.load(fromByteOffset: index * 4, as: Int32.self) }
        }
    }

    /// Adds `slot` at the end (it must be larger than every slot held).
    @inline(__always)
    mutating func append(_ slot: Int32) {
        shiftingInsert(slot, at: count)
    }

    /// Removes the last slot.
    @inline(__always)
    mutating func removeLast() {
        precondition(!isEmpty, "removing from an empty column")
        if spilled { spill.removeLast() } else { inlineCount -= 1 }
    }

    /// Inserts `slot` at `index` (`0...count`), shifting the rest up.
    mutating func shiftingInsert(_ slot: Int32, at index: Int) {
        if spilled {
            spill.shiftingInsert(slot, at: index)
            return
        }
        let count = Int(inlineCount)
        precondition(index >= 0 && index <= count, "column index out of range")
        if count == Self.inlineCapacity {
            spill.reserveCapacity(2 * Self.inlineCapacity)
            for i in 0..<count { spill.append(self[i]) }
            spill.shiftingInsert(slot, at: index)
            spilled = true
            inlineCount = 0
            return
        }
        withUnsafeMutableBytes(of: &inline) { raw in
            let slots = raw.bindMemory(to: Int32.self)
            var i = count
            while i > index {
                slots[i] = slots[i - 1]
                i -= 1
            }
            slots[index] = slot
        }
        inlineCount += 1
    }

    /// Removes the slot at `index`, shifting the rest down.
    mutating func shiftingRemove(at index: Int) {
        if spilled {
            spill.shiftingRemove(at: index)
            return
        }
        let count = Int(inlineCount)
        precondition(index >= 0 && index < count, "column index out of range")
        withUnsafeMutableBytes(of: &inline) { raw in
            let slots = raw.bindMemory(to: Int32.self)
            var i = index
            while i < count - 1 {
                slots[i] = slots[i + 1]
                i += 1
            }
        }
        inlineCount -= 1
    }

    /// Removes every slot; a spilled column goes back inline (its array
    /// freed).
    mutating func removeAll() {
        inlineCount = 0
        spilled = false
        spill = []
    }
}
