@_spi(Cairo) @testable import OpenCoreGraphics
import Testing

/// The 8 × 8 byte transposition behind the blur's row stage.
@Suite struct AlphaBlurTransposeTests {
    /// Word `i` holds row `i`; its byte `j` (lowest address first) is `f(i, j)`.
    func matrix(_ f: (Int, Int) -> UInt8) -> SIMD8<UInt64> {
        var words = SIMD8<UInt64>()
        for i in 0..<8 {
            for j in 0..<8 { words[i] |= UInt64(f(i, j)) << UInt64(8 * j) }
        }
        return words
    }

    @Test func rowsBecomeColumns() {
        let rows = matrix { i, j in UInt8(i * 8 + j) }
        #expect(AlphaBlur.transposed(rows) == matrix { i, j in UInt8(j * 8 + i) })
    }

    @Test func transposingTwiceGivesTheMatrixBack() {
        let rows = matrix { i, j in UInt8(truncatingIfNeeded: (i &* 37) ^ (j &* 101) ^ 0x5A) }
        #expect(AlphaBlur.transposed(AlphaBlur.transposed(rows)) == rows)
    }
}
