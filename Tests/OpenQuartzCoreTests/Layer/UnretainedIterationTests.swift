import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct UnretainedIterationTests {
    final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func everyElementIsVisitedInOrder() {
        let boxes = (0..<5).map(Box.init)
        var seen: [Int] = []
        boxes.forEachUnretained { seen.append($0.value) }
        #expect(seen == [0, 1, 2, 3, 4])
    }

    @Test func elementsRemovedFromTheStoredArrayDuringTheWalkStayAlive() {
        var storage: [Box]? = (0..<5).map(Box.init)
        weak var first = storage?.first
        var seen: [Int] = []
        let copy = storage!
        copy.forEachUnretained { box in
            storage = nil
            seen.append(box.value)
        }
        #expect(seen == [0, 1, 2, 3, 4])
        #expect(first != nil)
        _ = copy
    }
}
