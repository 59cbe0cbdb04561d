import Testing
@testable import OpenLayoutEngine

@Suite struct IndexListTests {
    @Test func slotsInsertedAnywhereStayInOrderPastTheInlineFour() {
        var column = IndexList()
        for slot: Int32 in [5, 1, 9, 3, 7, 0] {
            let index = column.firstIndex { $0 > slot } ?? column.count
            column.shiftingInsert(slot, at: index)
        }
        #expect(Array(column) == [0, 1, 3, 5, 7, 9])
        #expect(column.last == 9)
    }

    @Test func removalsShiftTheRestDownInlineAndSpilled() {
        var inline = IndexList()
        for slot: Int32 in [2, 4, 6] { inline.append(slot) }
        inline.shiftingRemove(at: 0)
        #expect(Array(inline) == [4, 6])
        var spilled = IndexList()
        for slot: Int32 in 0..<6 { spilled.append(slot) }
        spilled.shiftingRemove(at: 2)
        spilled.removeLast()
        #expect(Array(spilled) == [0, 1, 3, 4])
    }

    @Test func appendsFillTheInlineFourThenSpillAndKeepGoingAfterARemoval() {
        var column = IndexList()
        for slot: Int32 in 0..<4 { column.append(slot) }
        #expect(Array(column) == [0, 1, 2, 3])
        column.append(4)
        column.append(5)
        #expect(Array(column) == [0, 1, 2, 3, 4, 5])
        var refilled = IndexList()
        for slot: Int32 in [1, 2, 3] { refilled.append(slot) }
        refilled.removeLast()
        refilled.append(8)
        refilled.append(9)
        refilled.append(10)
        #expect(Array(refilled) == [1, 2, 8, 9, 10])
    }

    @Test func removingAllEmptiesItAndItFillsAgain() {
        var column = IndexList()
        for slot: Int32 in 0..<7 { column.append(slot) }
        column.removeAll()
        #expect(column.isEmpty)
        column.append(3)
        #expect(Array(column) == [3])
    }

    @Test(arguments: 0..<8)
    func randomInsertionsAndRemovalsMatchASortedArray(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var column = IndexList()
        var reference: [Int32] = []
        for _ in 0..<400 {
            if reference.isEmpty || random.next(3) > 0 {
                let slot = Int32(random.next(64))
                guard !reference.contains(slot) else { continue }
                let index = reference.firstIndex { $0 > slot } ?? reference.count
                reference.insert(slot, at: index)
                column.shiftingInsert(slot, at: index)
            } else {
                let index = Int(random.next(UInt64(reference.count)))
                reference.remove(at: index)
                column.shiftingRemove(at: index)
            }
            #expect(Array(column) == reference)
        }
    }
}
