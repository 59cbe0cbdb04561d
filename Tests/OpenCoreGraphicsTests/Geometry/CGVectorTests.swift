import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGVectorTests {
    @Test func zeroVectorHasZeroComponents() {
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector() == .zero)
    }

    @Test func integerAndDoubleInitialisersAgree() {
        #expect(CGVector(dx: 3, dy: -4) == CGVector(dx: 3.0, dy: -4.0))
    }
}
