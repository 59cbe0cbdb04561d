@testable import OpenQuartzCore
import Testing

/// The processors pixel work may use are those of the process's affinity
/// mask, as Linux reports it.
@Suite struct ProcessorsTests {
    @Test(arguments: [("1", 1), ("3", 2), ("f0", 4), ("00000000,00000101", 2), ("ff,ffffffff", 40), ("", 0)])
    func aMaskAllowsItsSetBits(mask: String, count: Int) {
        #expect(Processors.allowed(inMask: "\t" + mask[...]) == count)
    }

    @Test func atLeastOneProcessorIsUsable() {
        #expect(Processors.usable >= 1)
    }
}
