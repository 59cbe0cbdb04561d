import Testing
import OpenUIKit
@testable import OpenUIKitSDL

@MainActor
@Suite struct TouchInputBufferTests {
    private func input(_ identifier: Int, _ phase: UITouch.Phase, y: CGFloat) -> UITouchInput {
        UITouchInput(identifier: identifier, phase: phase, location: CGPoint(x: 0, y: y))
    }

    @Test func consecutiveMovesOfOneFingerKeepOnlyTheLatest() {
        var buffer = TouchInputBuffer()
        buffer.append(contentsOf: [input(0, .began, y: 0), input(0, .moved, y: 1), input(0, .moved, y: 2)])
        #expect(buffer.inputs == [input(0, .began, y: 0), input(0, .moved, y: 2)])
    }

    @Test func aMoveAfterAnotherFingersInputStillReplacesTheFingersMove() {
        var buffer = TouchInputBuffer()
        buffer.append(contentsOf: [input(0, .moved, y: 1), input(1, .began, y: 5), input(0, .moved, y: 2)])
        #expect(buffer.inputs == [input(0, .moved, y: 2), input(1, .began, y: 5)])
    }

    @Test func aMoveAfterAnEndIsKept() {
        var buffer = TouchInputBuffer()
        buffer.append(contentsOf: [input(0, .moved, y: 1), input(0, .ended, y: 1), input(0, .moved, y: 2)])
        #expect(buffer.inputs.count == 3)
    }

    @Test func takingEmptiesTheBuffer() {
        var buffer = TouchInputBuffer()
        buffer.append(input(0, .began, y: 0))
        #expect(buffer.take().count == 1)
        #expect(buffer.inputs.isEmpty)
    }
}
