import Testing
@testable import OpenLayoutEngine

@Suite struct ShiftingTests {
    @Test(arguments: [(4, 0), (4, 2), (4, 4), (4, 7), (0, 5)])
    func overwritingWithRoomCopiesIntoTheSameBuffer(old: Int, new: Int) {
        var target = ContiguousArray<Int32>(100..<Int32(100 + old))
        target.reserveCapacity(16)
        let buffer = target.withUnsafeBufferPointer { $0.baseAddress }
        let source = ContiguousArray<Int32>(0..<Int32(new))
        let copied = target.overwriteIfRoom(with: source)
        #expect(copied)
        #expect(Array(target) == Array(source))
        #expect(target.withUnsafeBufferPointer { $0.baseAddress } == buffer)
    }

    @Test func overwritingWithoutRoomChangesNothing() {
        var target: ContiguousArray<Int32> = [9, 8]
        let capacity = target.capacity
        let source = ContiguousArray<Int32>(0..<Int32(capacity + 1))
        let copied = target.overwriteIfRoom(with: source)
        #expect(!copied)
        #expect(Array(target) == [9, 8])
    }
}
