import Testing
import OpenUIKit
@testable import OpenUIKitSDL

@MainActor
@Suite struct PointerTranslatorTests {
    private let metrics = WindowMetrics(windowSize: CGSize(width: 200, height: 400), pixelSize: CGSize(width: 200, height: 400), scale: 2)

    @Test func aMousePressBeginsTouchZeroAtThePointUnderTheCursor() {
        var translator = PointerTranslator()
        let inputs = translator.inputs(for: .mouseDown(x: 40, y: 80), metrics: metrics)
        #expect(inputs == [UITouchInput(identifier: 0, phase: .began, location: CGPoint(x: 20, y: 40))])
    }

    @Test func mouseMotionWhilePressedMovesTheTouch() {
        var translator = PointerTranslator()
        _ = translator.inputs(for: .mouseDown(x: 40, y: 80), metrics: metrics)
        let inputs = translator.inputs(for: .mouseMoved(x: 60, y: 100), metrics: metrics)
        #expect(inputs == [UITouchInput(identifier: 0, phase: .moved, location: CGPoint(x: 30, y: 50))])
    }

    @Test func mouseMotionWithoutAPressIsNoTouch() {
        var translator = PointerTranslator()
        #expect(translator.inputs(for: .mouseMoved(x: 60, y: 100), metrics: metrics).isEmpty)
    }

    @Test func aMouseReleaseEndsTheTouchWhereTheCursorIs() {
        var translator = PointerTranslator()
        _ = translator.inputs(for: .mouseDown(x: 40, y: 80), metrics: metrics)
        let inputs = translator.inputs(for: .mouseUp(x: 50, y: 90), metrics: metrics)
        #expect(inputs == [UITouchInput(identifier: 0, phase: .ended, location: CGPoint(x: 25, y: 45))])
        #expect(!translator.hasTouchesDown)
    }

    @Test func aReleaseWithoutAPressIsNoTouch() {
        var translator = PointerTranslator()
        #expect(translator.inputs(for: .mouseUp(x: 50, y: 90), metrics: metrics).isEmpty)
    }

    @Test func aSecondPressWithoutARelaseEndsTheFirstTouchBeforeBeginningAgain() {
        var translator = PointerTranslator()
        _ = translator.inputs(for: .mouseDown(x: 40, y: 80), metrics: metrics)
        let inputs = translator.inputs(for: .mouseDown(x: 60, y: 80), metrics: metrics)
        #expect(inputs.map(\.phase) == [.ended, .began])
    }

    @Test func fingersGetTheSmallestFreeIdentifiersFromOne() {
        var translator = PointerTranslator()
        let first = translator.inputs(for: .fingerDown(id: 77, x: 0.5, y: 0.5), metrics: metrics)
        let second = translator.inputs(for: .fingerDown(id: 12, x: 0.25, y: 0.5), metrics: metrics)
        _ = translator.inputs(for: .fingerUp(id: 77, x: 0.5, y: 0.5), metrics: metrics)
        let third = translator.inputs(for: .fingerDown(id: 5, x: 0.1, y: 0.1), metrics: metrics)
        #expect([first, second, third].map { $0.map(\.identifier) } == [[1], [2], [1]])
    }

    @Test func aFingerPositionIsNormalisedToTheScreenInPoints() {
        var translator = PointerTranslator()
        let inputs = translator.inputs(for: .fingerDown(id: 3, x: 0.5, y: 0.25), metrics: metrics)
        #expect(inputs.first?.location == CGPoint(x: 50, y: 50))
    }

    @Test func aFingerMovesAndLiftsUnderItsOwnIdentifier() {
        var translator = PointerTranslator()
        _ = translator.inputs(for: .fingerDown(id: 3, x: 0.5, y: 0.5), metrics: metrics)
        let moved = translator.inputs(for: .fingerMoved(id: 3, x: 0.5, y: 0.75), metrics: metrics)
        let lifted = translator.inputs(for: .fingerUp(id: 3, x: 0.5, y: 0.75), metrics: metrics)
        #expect(moved + lifted == [
            UITouchInput(identifier: 1, phase: .moved, location: CGPoint(x: 50, y: 150)),
            UITouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 50, y: 150)),
        ])
    }

    @Test func motionOfAnUnknownFingerIsNoTouch() {
        var translator = PointerTranslator()
        #expect(translator.inputs(for: .fingerMoved(id: 9, x: 0.5, y: 0.5), metrics: metrics).isEmpty)
    }

    @Test func losingFocusCancelsEveryTouchDownWhereItIs() {
        var translator = PointerTranslator()
        _ = translator.inputs(for: .mouseDown(x: 40, y: 80), metrics: metrics)
        _ = translator.inputs(for: .fingerDown(id: 3, x: 0.5, y: 0.5), metrics: metrics)
        let inputs = translator.inputs(for: .focusLost, metrics: metrics)
        #expect(inputs == [
            UITouchInput(identifier: 0, phase: .cancelled, location: CGPoint(x: 20, y: 40)),
            UITouchInput(identifier: 1, phase: .cancelled, location: CGPoint(x: 50, y: 100)),
        ])
        #expect(!translator.hasTouchesDown)
    }

    @Test func windowEventsAreNoTouches() {
        var translator = PointerTranslator()
        #expect(translator.inputs(for: .resized, metrics: metrics).isEmpty)
    }
}
