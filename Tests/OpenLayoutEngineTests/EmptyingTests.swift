import Testing
@testable import OpenLayoutEngine

@Suite struct EmptyingTests {
    @Test(arguments: [0, 3, 8, 9, 40])
    func emptyingKeepsTheBuffer(count: Int) {
        var values = ContiguousArray<Int32>(0..<Int32(count))
        values.reserveCapacity(64)
        let capacity = values.capacity
        values.removeAllKeepingBuffer()
        #expect(values.isEmpty)
        #expect(values.capacity == capacity)
        values.append(7)
        #expect(Array(values) == [7])
    }
}
