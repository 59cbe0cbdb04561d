import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct IdentitySearchTests {
    @Test func findsEveryElementByIdentityWhereverItIs() {
        for count in 0...6 {
            let layers = (0..<count).map { _ in CALayer() }
            for (index, layer) in layers.enumerated() {
                #expect(layers.indexOfIdentical(layer) == index)
            }
            #expect(layers.indexOfIdentical(CALayer()) == nil)
        }
    }

    @Test func removesOnlyTheGivenObject() {
        let layers = (0..<5).map { _ in CALayer() }
        var remaining = layers
        remaining.removeIdentical(layers[3])
        remaining.removeIdentical(CALayer())
        #expect(remaining.map(ObjectIdentifier.init) == [0, 1, 2, 4].map { ObjectIdentifier(layers[$0]) })
    }
}
