import Testing
@testable import OpenLayoutEngine

/// The numbers kiwi's own examples and tests expect, re-expressed.
@Suite struct KiwiOracleTests {
    @Test func theKiwiReadmeSystemSolvesToSevenAndThree() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x + y == 10)
        try solver.add(x - y == 4)
        #expect(solver.value(of: x) == 7)
        #expect(solver.value(of: y) == 3)
    }

    @Test func theKiwiJavaReadmeSystemSolvesToTwentyAndTwelve() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x == 20)
        try solver.add(x + 2 == y + 10)
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 12)
    }

    @Test func theSuperviewWithTwoSubviewsSplitsThreeHundredInHalves() throws {
        let (solver, superView, subView1, subView2) = try superviewWorkload()
        #expect(solver.value(of: subView1.width) == 150)
        #expect(solver.value(of: subView2.left) == 150)
        #expect(solver.value(of: subView2.right) == 300)
        #expect(solver.value(of: subView1.height) == 200)
        #expect(solver.value(of: superView.right) == 300)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func theSuperviewWorkloadFollowsSuggestedSizes() throws {
        let (solver, superView, subView1, subView2) = try superviewWorkload()
        try solver.suggestValue(100, for: superView.width)
        try solver.suggestValue(50, for: superView.height)
        #expect(solver.value(of: subView1.width) == 50)
        #expect(solver.value(of: subView2.left) == 50)
        #expect(solver.value(of: subView2.height) == 50)
        try solver.suggestValue(200, for: superView.width)
        try solver.suggestValue(500, for: superView.height)
        #expect(solver.value(of: subView1.width) == 100)
        #expect(solver.value(of: subView2.bottom) == 500)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func theKiwiJavaGridLayoutPutsTheRowsWhereKiwiDoes() throws {
        let grid = try GridLayout()
        #expect(grid.top("thumb0") == 20 && grid.top("thumb1") == 20)
        #expect(grid.top("title0") == 85 && grid.top("title1") == 85)
        #expect(grid.top("thumb2") == 210 && grid.top("thumb3") == 210)
        #expect(grid.top("title2") == 275 && grid.top("title3") == 275)
        #expect(grid.top("thumb4") == 420 && grid.top("thumb5") == 420)
        #expect(grid.top("title4") == 485 && grid.top("title5") == 485)
        #expect(grid.solver.brokenInvariant() == nil)
    }
}

/// A rectangle's variables, with `right` and `bottom` tied to the others.
struct Box {
    let left, top, width, height, right, bottom: Variable

    init(_ solver: Solver, _ name: String) throws {
        left = solver.makeVariable("\(name).left")
        top = solver.makeVariable("\(name).top")
        width = solver.makeVariable("\(name).width")
        height = solver.makeVariable("\(name).height")
        right = solver.makeVariable("\(name).right")
        bottom = solver.makeVariable("\(name).bottom")
        try solver.add(right == left + width)
        try solver.add(bottom == top + height)
    }
}

/// kiwi.js's benchmark system: a 300 × 200 superview (strong-ish edits)
/// and two subviews side by side with equal widths, at strength (0, 900, 1000).
func superviewWorkload() throws -> (Solver, Box, Box, Box) {
    let solver = Solver()
    let strength = Strength.kiwi(0, 900, 1000)
    let superView = try Box(solver, "superView")
    try solver.add(superView.left == 0)
    try solver.add(superView.top == 0)
    try solver.addEditVariable(superView.width, strength: .kiwi(999, 1000, 1000))
    try solver.addEditVariable(superView.height, strength: .kiwi(999, 1000, 1000))
    try solver.suggestValue(300, for: superView.width)
    try solver.suggestValue(200, for: superView.height)
    let subView1 = try Box(solver, "subView1")
    let subView2 = try Box(solver, "subView2")
    try solver.add((subView1.left == superView.left) | strength)
    try solver.add((subView1.top == superView.top) | strength)
    try solver.add((subView1.bottom == superView.bottom) | strength)
    try solver.add((subView1.width == subView2.width) | strength)
    try solver.add((subView1.right == subView2.left) | strength)
    try solver.add((subView2.right == superView.right) | strength)
    try solver.add((subView2.top == superView.top) | strength)
    try solver.add((subView2.bottom == superView.bottom) | strength)
    return (solver, superView, subView1, subView2)
}

/// kiwi-java's `RealWorldTests.testGridLayout`: two columns of thumbnails
/// and titles in a 300-wide container, rows pushed down by the taller
/// title, a line and a "more" button below.
struct GridLayout {
    let solver = Solver()
    private var boxes: [String: Box] = [:]

    init() throws {
        let names = (0..<6).flatMap { ["thumb\($0)", "title\($0)"] } + ["container", "line", "more"]
        var boxes: [String: Box] = [:]
        for name in names { boxes[name] = try Box(solver, name) }
        self.boxes = boxes
        let t = { (name: String) in boxes[name]! }
        let c = t("container")
        let columnWidth = solver.makeVariable("columnWidth"), thumbHeight = solver.makeVariable("thumbHeight")
        let padding = solver.makeVariable("padding"), leftPadding = solver.makeVariable("leftPadding")
        let rightPadding = solver.makeVariable("rightPadding"), paddingUnderThumb = solver.makeVariable("paddingUnderThumb")
        let rowPadding = solver.makeVariable("rowPadding"), buttonPadding = solver.makeVariable("buttonPadding")
        try solver.add(columnWidth == c.width * 0.4)
        try solver.add(thumbHeight == columnWidth / 2)
        try solver.add(padding == c.width * (0.2 / 3))
        try solver.add(leftPadding == Expression(padding))
        try solver.add(rightPadding == c.width - padding)
        try solver.add(paddingUnderThumb == 5)
        try solver.add(rowPadding == 15)
        try solver.add(buttonPadding == 20)
        let intrinsic: [String: Double] = [
            "title0": 100, "title1": 110, "title2": 120, "title3": 130, "title4": 140, "title5": 150, "more": 160,
        ]
        for index in 0..<6 {
            let thumb = t("thumb\(index)"), title = t("title\(index)")
            let isLeft = index % 2 == 0
            try solver.add(isLeft ? thumb.left == Expression(leftPadding) : thumb.right == Expression(rightPadding))
            try solver.add(thumb.height == Expression(thumbHeight))
            try solver.add(thumb.width == Expression(columnWidth))
            try solver.add(isLeft ? title.left == Expression(leftPadding) : title.right == Expression(rightPadding))
            try solver.add(title.height == intrinsic["title\(index)"]!)
            try solver.add(title.width == Expression(columnWidth))
        }
        try solver.add(t("thumb0").top == Expression(padding))
        try solver.add(t("thumb1").top == Expression(padding))
        try solver.add(t("title0").top == t("thumb0").bottom + paddingUnderThumb)
        try solver.add(t("title1").top == t("thumb0").bottom + paddingUnderThumb)
        for (row, above) in [(2, 0), (4, 2)] {
            let thumb = t("thumb\(row)")
            for title in [t("title\(above)"), t("title\(above + 1)")] {
                try solver.add(thumb.top >= title.bottom + rowPadding)
                try solver.add((thumb.top == title.bottom + rowPadding) | .weak)
            }
            try solver.add(t("title\(row)").top == thumb.bottom + paddingUnderThumb)
            try solver.add(t("thumb\(row + 1)").top == Expression(thumb.top))
            try solver.add(t("title\(row + 1)").top == t("thumb\(row + 1)").bottom + paddingUnderThumb)
        }
        let line = t("line"), more = t("more")
        try solver.add(line.height == 1)
        try solver.add(line.width == Expression(c.width))
        try solver.add(line.top >= t("title4").bottom + rowPadding)
        try solver.add(line.top >= t("title5").bottom + rowPadding)
        try solver.add(more.top == line.bottom + buttonPadding)
        try solver.add(more.height == intrinsic["more"]!)
        try solver.add(more.left == Expression(leftPadding))
        try solver.add(more.right == Expression(rightPadding))
        try solver.add(c.height == more.bottom + buttonPadding)
        try solver.add(c.width == 300)
    }

    /// The solved top of the box named `name`, rounded to 1/100.
    func top(_ name: String) -> Double {
        (solver.value(of: boxes[name]!.top) * 100).rounded() / 100
    }
}
