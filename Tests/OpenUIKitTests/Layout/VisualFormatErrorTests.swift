import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct VisualFormatErrorTests {
    /// The console message of the one exception `format` raises (the call
    /// returning no constraints), with views `a`, `b` and `c` unless told.
    func message(
        _ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]? = nil, in fixture: VisualFormatFixture = VisualFormatFixture()
    ) -> String? {
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views ?? fixture.views)
        #expect(constraints.isEmpty)
        #expect(fixture.host.diagnostics.count == 1)
        return fixture.host.diagnostics.first
    }

    /// UIKit's exception for `problem`, with the caret under `caret`.
    func parseError(_ problem: String, _ format: String, caret: Int) -> String {
        "NSInvalidArgumentException, reason: 'Unable to parse constraint format: \n\(problem) \n\(format) \n"
            + String(repeating: " ", count: caret) + "^'; the call was refused."
    }

    @Test func aNameMissingFromTheViewsIsReportedAfterTheName() {
        #expect(
            message("[a]-[missing]")
                == parseError("missing is not a key in the views dictionary.", "[a]-[missing]", caret: 12))
    }

    @Test func aSuperviewBarNextToAViewWithoutSuperviewIsReportedAfterTheView() {
        let popUp = UIView()
        #expect(
            message("H:|-0-[popUp]-0-|", views: ["popUp": popUp])
                == parseError(
                    "Unable to interpret '|' character, because the related view doesn't have a superview",
                    "H:|-0-[popUp]-0-|", caret: 13))
    }

    @Test func aClosingSuperviewBarNextToAViewWithoutSuperviewIsReportedAfterTheBar() {
        #expect(
            message("V:[v]|", views: ["v": UIView()])
                == parseError(
                    "Unable to interpret '|' character, because the related view doesn't have a superview", "V:[v]|",
                    caret: 6))
    }

    @Test func aLayoutGuideWithoutOwningViewHasNoSuperview() {
        #expect(message("|[g]", views: ["g": UILayoutGuide()])?.contains("doesn't have a superview") == true)
    }

    @Test func aFormatWithoutAViewExpectsOne() {
        #expect(message("H:|-10-|") == parseError("Expected a view", "H:|-10-|", caret: 7))
        #expect(message("") == parseError("Expected a view", "", caret: 0))
    }

    @Test func aConnectionMustCloseWithADash() {
        #expect(message("[a]-8[b]") == parseError("Expected a '-' here", "[a]-8[b]", caret: 5))
    }

    @Test func aViewMustCloseWithABracket() {
        #expect(message("[a(50)") == parseError("Expected ']'", "[a(50)", caret: 6))
    }

    @Test func aPredicateListMustCloseWithAParenthesis() {
        #expect(message("[a(50]") == parseError("Expected ',' or ')'", "[a(50]", caret: 5))
    }

    @Test func aBracketMustHoldAName() {
        #expect(message("[]") == parseError("Expected a view name", "[]", caret: 1))
    }

    @Test func whitespaceIsNotAConstant() {
        #expect(
            message("H:|[a]- (8)-[b]|")
                == parseError(
                    "Expected a number or key from the metrics dictionary, but encountered something else",
                    "H:|[a]- (8)-[b]|", caret: 7))
    }

    @Test func aConnectionMetricMustBeInTheMetrics() {
        #expect(
            message("[a]-gap-[b]")
                == parseError("gap is not a key in the metrics dictionary.", "[a]-gap-[b]", caret: 7))
    }

    @Test func aViewPredicateNameMustBeAMetricOrAView() {
        #expect(
            message("[a(x)]") == parseError("x is not a key in the metrics or views dictionary.", "[a(x)]", caret: 4))
    }

    @Test func aMetricMustBeANumber() {
        #expect(
            message("[a(w)]", metrics: ["w": "wide"])
                == parseError("The value for w in the metrics dictionary is not a number.", "[a(w)]", caret: 4))
    }

    @Test func aViewsValueMustBeAViewOrLayoutGuide() {
        #expect(
            message("[a]", views: ["a": "label"])
                == parseError(
                    "The value for a in the views dictionary is not a view or layout guide.", "[a]", caret: 2))
    }

    @Test func nothingMayFollowTheClosingSuperviewBar() {
        #expect(message("[a]|-[b]") == parseError("Expected the end of the format string", "[a]|-[b]", caret: 4))
    }

    @Test func horizontalAlignmentInAHorizontalFormatIsRefused() {
        #expect(
            message("[a][b]", .alignAllLeft)
                == parseError(
                    "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout "
                        + "that is also horizontal.", "[a][b]", caret: 6))
    }

    @Test func verticalAlignmentInAVerticalFormatIsRefused() {
        #expect(
            message("V:[a][b]", .alignAllTop)
                == parseError(
                    "Options mask required views to be aligned on a vertical edge, which is not allowed for layout "
                        + "that is also vertical.", "V:[a][b]", caret: 8))
    }

    @Test func aPriorityOutsideTheRangeRaisesThePriorityException() {
        let reported = message("[a(50@0)]")
        #expect(
            reported?.hasPrefix("NSInternalInconsistencyException, reason: 'Priority must be greater than 0") == true)
    }

    @Test func aRefusedFormatActivatesNothing() {
        let f = VisualFormatFixture()
        _ = message("|-[a]-[missing]", in: f)
        f.host.turn()
        #expect(f.container.constraints.isEmpty)
        #expect(f.host.diagnostics.count == 1)
    }
}
