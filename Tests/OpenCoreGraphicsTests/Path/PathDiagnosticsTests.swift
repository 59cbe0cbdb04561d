import Foundation
import OpenCoreGraphics
import Testing

extension DiagnosticsTests {
    @Suite struct PathDiagnosticsTests {
        @Test func addingALineWithoutACurrentPointLogsAndAddsNothing() {
            let path = CGMutablePath()
            let messages = collectDiagnostics { path.addLine(to: CGPoint(x: 1, y: 1)) }
            #expect(messages.contains("CGPathAddLineToPoint: no current point."))
            #expect(path.isEmpty)
        }

        @Test func addingACurveWithoutACurrentPointLogs() {
            let path = CGMutablePath()
            let messages = collectDiagnostics {
                path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero)
            }
            #expect(messages.contains("CGPathAddCurveToPoint: no current point."))
        }

        @Test func addingAQuadCurveWithoutACurrentPointLogs() {
            let path = CGMutablePath()
            let messages = collectDiagnostics { path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: .zero) }
            #expect(messages.contains("CGPathAddQuadCurveToPoint: no current point."))
        }

        @Test func addingATangentArcWithoutACurrentPointLogs() {
            let path = CGMutablePath()
            let messages = collectDiagnostics {
                path.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 1)
            }
            #expect(messages.contains("CGPathAddArcToPoint: no current point."))
            #expect(path.isEmpty)
        }
    }
}
