import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextPathTests {
    @Test func aNewContextHasAnEmptyPath() {
        let context = makeContext()
        #expect(context.isPathEmpty)
        #expect(context.path == nil)
        #expect(context.boundingBoxOfPath.isNull)
        #expect(context.currentPointOfPath == .zero)
    }

    @Test func pathQueriesAreInUserSpace() {
        let context = makeContext()
        context.translateBy(x: 10, y: 10)
        context.move(to: CGPoint(x: 1, y: 2))
        context.addLine(to: CGPoint(x: 3, y: 4))
        #expect(context.currentPointOfPath == CGPoint(x: 3, y: 4))
        #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 2, height: 2))
        #expect(context.path?.segments == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4))])
    }

    @Test func beginPathDiscardsThePath() {
        let context = makeContext()
        context.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.beginPath()
        #expect(context.isPathEmpty)
    }

    @Test func pathBuildingMethodsAppendTheMatchingElements() throws {
        let context = makeContext()
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 1, y: 0))
        context.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1.5, y: 1))
        context.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 2, y: 1), control2: CGPoint(x: 3, y: 1))
        context.addArc(tangent1End: CGPoint(x: 4, y: 0), tangent2End: CGPoint(x: 4, y: 1), radius: 0.5)
        context.closePath()
        context.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 6)])
        context.addRects([CGRect(x: 0, y: 0, width: 1, height: 1)])
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        context.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false)
        let kinds = try #require(context.path).segments.map(\.kind)
        #expect(kinds.prefix(4) == ["move", "line", "quad", "curve"])
        #expect(kinds.contains("close"))
        #expect(kinds.filter { $0 == "move" }.count == 4)
    }

    @Test func addPathAppendsAUserSpacePath() {
        let context = makeContext()
        context.scaleBy(x: 2, y: 2)
        context.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil))
        context.fillPath()
        #expect(context.allPixels().joined().filter { $0 == .black }.count == 4)
    }

    @Test func theGraphicsStateDoesNotIncludeThePath() {
        let context = makeContext()
        context.saveGState()
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        #expect(!context.isPathEmpty)
    }
}

extension DiagnosticsTests {
    @Suite struct CGContextPathDiagnosticsTests {
        @Test func addingALineWithoutACurrentPointLogsCoreGraphicsMessage() {
            let context = makeContext()
            let messages = collectDiagnostics { context.addLine(to: CGPoint(x: 1, y: 1)) }
            #expect(messages.contains("CGContextAddLineToPoint: no current point."))
            #expect(context.isPathEmpty)
        }

        @Test func addingCurvesWithoutACurrentPointLogs() {
            let context = makeContext()
            let messages = collectDiagnostics {
                context.addCurve(to: .zero, control1: .zero, control2: .zero)
                context.addQuadCurve(to: .zero, control: .zero)
                context.addArc(tangent1End: .zero, tangent2End: CGPoint(x: 1, y: 1), radius: 1)
            }
            #expect(messages.contains("CGContextAddCurveToPoint: no current point."))
            #expect(messages.contains("CGContextAddQuadCurveToPoint: no current point."))
            #expect(messages.contains("CGContextAddArcToPoint: no current point."))
        }

        @Test func closingWithoutACurrentPointLogs() {
            let context = makeContext()
            let messages = collectDiagnostics { context.closePath() }
            #expect(messages.contains("CGContextClosePath: no current point."))
        }

        @Test func restoringWithoutASaveLogsAndChangesNothing() {
            let context = makeContext()
            context.translateBy(x: 1, y: 1)
            let messages = collectDiagnostics { context.restoreGState() }
            #expect(messages.contains { $0.hasPrefix("CGContextRestoreGState") })
            #expect(context.ctm == CGAffineTransform(translationX: 1, y: 1))
        }

        @Test func anInvalidDashPatternLogsAndDrawsSolid() {
            let context = makeContext(width: 8, height: 2)
            let messages = collectDiagnostics { context.setLineDash(phase: 0, lengths: [2, -1]) }
            #expect(messages.contains { $0.hasPrefix("CGContextSetLineDash: invalid dash array") })
            context.setLineWidth(2)
            context.move(to: CGPoint(x: 0, y: 1))
            context.addLine(to: CGPoint(x: 8, y: 1))
            context.strokePath()
            #expect((0..<8).allSatisfy { context.pixelAt($0, 0) == .black })
        }

        @Test func endingATransparencyLayerThatWasNotBegunLogs() {
            let context = makeContext()
            let messages = collectDiagnostics { context.endTransparencyLayer() }
            #expect(messages.contains("CGContextEndTransparencyLayer: no transparency layer to end."))
        }
    }
}
