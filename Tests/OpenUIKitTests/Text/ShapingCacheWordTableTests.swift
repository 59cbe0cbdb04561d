import Testing
@testable import OpenUIKit

extension TextTests {
    /// The shaping cache's word table: every word added is found with its
    /// own extents, through growth, colliding digests and emptying.
    @Suite struct ShapingCacheWordTableTests {
        func key(_ word: String, font: UInt = 1) -> ShapingCache.Key {
            Array(word.utf8CString.dropLast()).withUnsafeBufferPointer { bytes in
                ShapingCache.Key(font: font, script: 0, language: 0, features: nil, bytes: bytes)
            }
        }

        func extents(_ width: Int) -> ShapingCache.Extents {
            ShapingCache.Extents(width: Int32(width), top: -1, bottom: 1)
        }

        @Test func everyWordAddedIsFoundWithItsExtentsAfterTheTableGrew() {
            var table = ShapingCache.WordTable()
            for index in 0..<1_000 { table.insert(extents(index), for: key("word\(index)")) }
            #expect(table.count == 1_000)
            for index in 0..<1_000 { #expect(table[key("word\(index)")]?.width == Int32(index)) }
            #expect(table[key("word1000")] == nil)
        }

        @Test func theSameWordInAnotherFontIsAnotherEntry() {
            var table = ShapingCache.WordTable()
            table.insert(extents(10), for: key("station", font: 1))
            table.insert(extents(20), for: key("station", font: 2))
            #expect(table[key("station", font: 1)]?.width == 10)
            #expect(table[key("station", font: 2)]?.width == 20)
            #expect(table[key("station", font: 3)] == nil)
        }

        @Test func removingAllForgetsEveryWordAndTheTableFillsAgain() {
            var table = ShapingCache.WordTable()
            for index in 0..<100 { table.insert(extents(index), for: key("w\(index)")) }
            table.removeAll()
            #expect(table.count == 0)
            #expect(table[key("w5")] == nil)
            table.insert(extents(7), for: key("w5"))
            #expect(table[key("w5")]?.width == 7)
        }
    }
}
