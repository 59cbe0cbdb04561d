import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A 300 × 200 view at (0, 100) in the root, with 20-point margins all
/// round (not pushed by the safe area), holding the views a test lays out.
@MainActor
func visualFormatContainer(_ host: TestHost) -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
    container.insetsLayoutMarginsFromSafeArea = false
    container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    layoutRoot(host).addSubview(container)
    return container
}

/// Each constraint as `first.attribute relation second.attribute + constant @priority`
/// (`first.attribute relation constant @priority` without a second item; a
/// multiplier other than 1 would show as `×m`), items named by `names`.
@MainActor
func visualFormatEquations(_ constraints: [NSLayoutConstraint], _ names: [String: AnyObject]) -> [String] {
    func name(_ item: AnyObject?) -> String { names.first { $0.value === item }?.key ?? "?" }
    func number(_ value: Double) -> String { String(format: "%g", value) }
    return constraints.map { constraint in
        let relation = [.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="][constraint.relation] ?? "?"
        var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
        if constraint.secondItem == nil {
            text += number(Double(constraint.constant))
        } else {
            if constraint.multiplier != 1 { text += "×\(number(Double(constraint.multiplier))) " }
            text += "\(name(constraint.secondItem)).\(constraint.secondAttribute) + "
                + number(Double(constraint.constant))
        }
        return text + " @" + number(Double(constraint.priority.rawValue))
    }
}

/// A host with three views `a`, `b`, `c` in a ``visualFormatContainer(_:)``.
/// Made inside each test (UIKit objects must not outlive it off the main actor).
@MainActor
final class VisualFormatFixture {
    let host = TestHost()
    let container: UIView
    let a: UIView, b: UIView, c: UIView

    init() {
        container = visualFormatContainer(host)
        a = constrainedView(in: container)
        b = constrainedView(in: container)
        c = constrainedView(in: container)
    }

    /// The views by name, as formats refer to them.
    var views: [String: Any] { ["a": a, "b": b, "c": c] }

    /// The constraints `format` describes, as ``visualFormatEquations(_:_:)``
    /// writes them (`super` is the container, `margins` its margins guide);
    /// each must be inactive.
    func equations(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil)
        -> [String]
    {
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views)
        #expect(constraints.allSatisfy { !$0.isActive })
        let names: [String: AnyObject] = [
            "a": a, "b": b, "c": c, "super": container, "margins": container.layoutMarginsGuide,
        ]
        return visualFormatEquations(constraints, names)
    }

    /// Activates the constraints of each format and runs a frame.
    func layOut(_ formats: [String], _ options: NSLayoutConstraint.FormatOptions = [], views: [String: Any]? = nil) {
        for format in formats {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: nil, views: views ?? self.views))
        }
        host.turn()
    }
}

@MainActor
@Suite struct VisualFormatParsingTests {
    func equations(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil)
        -> [String]
    {
        VisualFormatFixture().equations(format, options, metrics: metrics)
    }

    @Test func formatOptionsHaveUIKitsRawValues() {
        typealias Options = NSLayoutConstraint.FormatOptions
        let aligned: [Options] = [
            .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
            .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
        ]
        #expect(aligned.map(\.rawValue) == [2, 4, 8, 16, 32, 64, 512, 1024, 2048, 4096])
        #expect(Options.alignmentMask.rawValue == 0xFFFF)
        #expect(Options.directionLeadingToTrailing.rawValue == 0)
        #expect(Options.directionLeftToRight.rawValue == 65536)
        #expect(Options.directionRightToLeft.rawValue == 131072)
        #expect(Options.directionMask.rawValue == 196608)
        #expect(Options.spacingEdgeToEdge.rawValue == 0)
        #expect(Options.spacingBaselineToBaseline.rawValue == 524288)
        #expect(Options.spacingMask.rawValue == 524288)
    }

    @Test func aNumberBetweenViewsSpacesTheSecondAfterTheFirst() {
        #expect(equations("[a]-12-[b]") == ["b.leading == a.trailing + 12 @1000"])
    }

    @Test func aDashAloneIsTheStandardEightPointSpacing() {
        #expect(equations("[a]-[b]") == ["b.leading == a.trailing + 8 @1000"])
    }

    @Test func adjacentViewsAreFlush() {
        #expect(equations("[a][b]") == ["b.leading == a.trailing + 0 @1000"])
    }

    @Test func standardSpacingToTheSuperviewUsesItsLayoutMarginsGuide() {
        #expect(
            equations("|-[a]-|")
                == ["a.leading == margins.leading + 0 @1000", "margins.trailing == a.trailing + 0 @1000"])
    }

    @Test func explicitSpacingToTheSuperviewUsesItsEdges() {
        #expect(
            equations("|-20-[a]-30-|")
                == ["a.leading == super.leading + 20 @1000", "super.trailing == a.trailing + 30 @1000"])
        #expect(
            equations("|[a]|") == ["a.leading == super.leading + 0 @1000", "super.trailing == a.trailing + 0 @1000"])
    }

    @Test func theOrientationDefaultsToHorizontalAndVLinesViewsUpDownwards() {
        #expect(equations("H:[a]-[b]") == equations("[a]-[b]"))
        #expect(equations("V:|-10-[a]-[b]") == ["a.top == super.top + 10 @1000", "b.top == a.bottom + 8 @1000"])
    }

    @Test func viewPredicatesConstrainTheSizeAlongTheAxis() {
        #expect(equations("[a(>=70@500)]") == ["a.width >= 70 @500"])
        #expect(equations("V:[a(44)]") == ["a.height == 44 @1000"])
        #expect(equations("[a(>=70,<=100)]") == ["a.width >= 70 @1000", "a.width <= 100 @1000"])
    }

    @Test func aViewPredicateCanEqualAnotherViewsSize() {
        #expect(equations("[a(==b)]") == ["a.width == b.width + 0 @1000"])
        #expect(equations("V:[a(<=b@250)]") == ["a.height <= b.height + 0 @250"])
    }

    @Test func metricsCanBeAnySwiftNumberOrNSNumber() {
        let metrics: [String: Any] = ["i": 4, "d": 2.5, "f": Float(3), "g": CGFloat(6), "n": NSNumber(value: 7)]
        #expect(
            equations("[a(i,d,f,g,n)]", metrics: metrics)
                == ["a.width == 4 @1000", "a.width == 2.5 @1000", "a.width == 3 @1000", "a.width == 6 @1000",
                    "a.width == 7 @1000"])
    }

    @Test func metricsCanNameConstantsAndPriorities() {
        let metrics: [String: Any] = ["w": 80, "p": 600, "gap": 16]
        #expect(
            equations("[a(==w@p)]-gap-[b]", metrics: metrics)
                == ["a.width == 80 @600", "b.leading == a.trailing + 16 @1000"])
    }

    @Test func aPredicateListMakesOneConstraintPerPredicateInOrder() {
        #expect(
            equations("[a]-(>=8,<=20@750)-[b]")
                == ["b.leading >= a.trailing + 8 @1000", "b.leading <= a.trailing + 20 @750"])
    }

    @Test func parenthesesAllowNegativeSpacing() {
        #expect(equations("[a]-(-5)-[b]") == ["b.leading == a.trailing + -5 @1000"])
    }

    @Test func constraintsComeInOrderOfTheViews() {
        #expect(
            equations("|-[a(50)]-[b(==a)]-|")
                == ["a.width == 50 @1000", "a.leading == margins.leading + 0 @1000", "b.width == a.width + 0 @1000",
                    "b.leading == a.trailing + 8 @1000", "margins.trailing == b.trailing + 0 @1000"])
    }

    @Test func leftToRightUsesLeftAndRightEdges() {
        #expect(
            equations("|-4-[a]-[b]", .directionLeftToRight)
                == ["a.left == super.left + 4 @1000", "b.left == a.right + 8 @1000"])
    }

    @Test func rightToLeftStartsFromTheRightEdge() {
        #expect(
            equations("|-4-[a]-[b]-|", .directionRightToLeft)
                == ["super.right == a.right + 4 @1000", "a.left == b.right + 8 @1000",
                    "b.left == margins.left + 0 @1000"])
    }

    @Test func theDirectionDoesNotAffectVerticalFormats() {
        #expect(equations("V:[a]-[b]", .directionRightToLeft) == ["b.top == a.bottom + 8 @1000"])
    }

    @Test func alignmentOptionsAlignEachPairOfConsecutiveViews() {
        #expect(
            equations("V:[a][b]-[c]", [.alignAllLeading, .alignAllTrailing])
                == ["b.top == a.bottom + 0 @1000", "a.leading == b.leading + 0 @1000",
                    "a.trailing == b.trailing + 0 @1000", "c.top == b.bottom + 8 @1000",
                    "b.leading == c.leading + 0 @1000", "b.trailing == c.trailing + 0 @1000"])
    }

    @Test func baselineSpacingRelatesTheLastBaselineToTheNextFirstBaseline() {
        #expect(
            equations("V:|-[a]-[b]", .spacingBaselineToBaseline)
                == ["a.top == margins.top + 0 @1000", "b.firstBaseline == a.lastBaseline + 8 @1000"])
    }

    @Test func aFullLineLaysOutWithinTheMargins() {
        let f = VisualFormatFixture()
        f.layOut(["H:|-[a(50)]-[b]-|", "V:|-[a]-|", "V:|-[b]-|"])
        #expect(f.a.frame == CGRect(x: 20, y: 20, width: 50, height: 160))
        #expect(f.b.frame == CGRect(x: 78, y: 20, width: 202, height: 160))
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func explicitSpacingLaysOutFromTheEdges() {
        let f = VisualFormatFixture()
        f.layOut(["H:|-10-[a]-10-|", "V:|-30-[a(40)]"])
        #expect(f.a.frame == CGRect(x: 10, y: 30, width: 280, height: 40))
    }

    @Test func rightToLeftLaysTheFirstViewOutRightmost() {
        let f = VisualFormatFixture()
        f.layOut(["H:|-10-[a(50)]-5-[b(60)]"], .directionRightToLeft)
        f.layOut(["V:|[a(10)]", "V:|[b(10)]"])
        #expect(f.a.frame == CGRect(x: 240, y: 0, width: 50, height: 10))
        #expect(f.b.frame == CGRect(x: 175, y: 0, width: 60, height: 10))
    }

    @Test func alignedViewsLayOutOnTheSharedAttribute() {
        let f = VisualFormatFixture()
        f.layOut(["V:|-10-[a(20)]-[b(30)]"], .alignAllCenterX)
        f.layOut(["H:|-[a(100)]", "H:[b(40)]"])
        #expect(f.a.frame == CGRect(x: 20, y: 10, width: 100, height: 20))
        #expect(f.b.frame == CGRect(x: 50, y: 38, width: 40, height: 30))
    }

    @Test func aLayoutGuideIsLaidOutInItsOwningView() {
        let f = VisualFormatFixture()
        let guide = UILayoutGuide()
        f.container.addLayoutGuide(guide)
        f.layOut(["H:|-15-[g]-15-|", "V:|[g]|"], views: ["g": guide])
        #expect(guide.layoutFrame == CGRect(x: 15, y: 0, width: 270, height: 200))
    }
}
