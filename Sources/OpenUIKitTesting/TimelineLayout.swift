import Foundation
import OpenUIKit

/// Where everything of a ``TransitionTimeline`` picture goes, in points.
struct TimelineLayout {
    let timeline: TransitionTimeline
    let width: CGFloat
    let margin: CGFloat = 12
    let labelColumn: CGFloat = 150
    let rowHeight: CGFloat = 13
    let titleHeight: CGFloat = 24
    let progressHeight: CGFloat = 80
    let axisHeight: CGFloat = 22
    /// Each tick's row within its lane, in tick order.
    let rows: [Int]
    /// Each tick's label's left edge (right of the tick, or left of it near the end).
    let labelX: [CGFloat]
    /// Rows per lane.
    let laneRows: [TransitionTimeline.Lane: Int]

    static let font = UIFont.systemFont(ofSize: 10)
    static let ink = UIColor(white: 0.15, alpha: 1)
    static let laneColors: [UIColor] = [
        UIColor(red: 0.0, green: 0.45, blue: 0.85, alpha: 1), UIColor(red: 0.85, green: 0.35, blue: 0.0, alpha: 1),
        UIColor(red: 0.45, green: 0.25, blue: 0.75, alpha: 1), UIColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 1),
        UIColor(red: 0.7, green: 0.1, blue: 0.35, alpha: 1), UIColor(white: 0.4, alpha: 1),
    ]

    init(timeline: TransitionTimeline, width: CGFloat) {
        self.timeline = timeline
        self.width = width
        let plotLeft = margin + labelColumn, plotWidth = width - margin * 2 - labelColumn
        var rows: [Int] = []
        var labelX: [CGFloat] = []
        var ends: [TransitionTimeline.Lane: [CGFloat]] = [:]
        for tick in timeline.ticks {
            let x = plotLeft + CGFloat(tick.time / timeline.duration) * plotWidth
            let labelWidth = (tick.callback as NSString).size(withAttributes: [.font: Self.font]).width + 6
            let start = x + labelWidth > plotLeft + plotWidth ? x - labelWidth : x + 3
            labelX.append(start)
            var laneEnds = ends[tick.lane, default: []]
            let row = laneEnds.firstIndex { $0 <= start } ?? laneEnds.count
            if row == laneEnds.count { laneEnds.append(0) }
            laneEnds[row] = start + labelWidth
            ends[tick.lane] = laneEnds
            rows.append(row)
        }
        self.rows = rows
        self.labelX = labelX
        laneRows = ends.mapValues(\.count)
    }

    var plotLeft: CGFloat { margin + labelColumn }
    var plotWidth: CGFloat { width - margin * 2 - labelColumn }
    func x(_ time: TimeInterval) -> CGFloat { plotLeft + CGFloat(time / timeline.duration) * plotWidth }
    func laneHeight(_ lane: TransitionTimeline.Lane) -> CGFloat { CGFloat(Swift.max(1, laneRows[lane] ?? 0)) * rowHeight + 12 }
    func laneTop(_ lane: TransitionTimeline.Lane) -> CGFloat {
        titleHeight + TransitionTimeline.Lane.allCases.prefix { $0 != lane }.reduce(0) { $0 + laneHeight($1) }
    }
    var progressTop: CGFloat { laneTop(.other) + laneHeight(.other) + 8 }
    var height: CGFloat { progressTop + progressHeight + axisHeight + margin }

    func draw(in context: CGContext) {
        UIColor.white.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        text(timeline.title.isEmpty ? "Callback timeline" : "Callback timeline: \(timeline.title)",
             at: CGPoint(x: margin, y: 6), font: UIFont.systemFont(ofSize: 13, weight: .semibold))
        for lane in TransitionTimeline.Lane.allCases {
            let top = laneTop(lane), color = Self.laneColors[lane.rawValue]
            UIColor(white: lane.rawValue % 2 == 0 ? 0.97 : 0.93, alpha: 1).setFill()
            context.fill(CGRect(x: margin, y: top, width: width - margin * 2, height: laneHeight(lane)))
            text(lane.description, at: CGPoint(x: margin + 4, y: top + 4), color: color)
        }
        for (index, tick) in timeline.ticks.enumerated() {
            let top = laneTop(tick.lane), color = Self.laneColors[tick.lane.rawValue]
            let tickX = x(tick.time), labelY = top + 4 + CGFloat(rows[index]) * rowHeight
            color.setStroke()
            context.setLineWidth(1)
            context.move(to: CGPoint(x: tickX, y: top + 2))
            context.addLine(to: CGPoint(x: tickX, y: labelY + rowHeight - 1))
            context.strokePath()
            text(tick.callback, at: CGPoint(x: labelX[index], y: labelY), color: color)
        }
        drawProgress(in: context)
        drawAxis(in: context)
    }

    private func drawProgress(in context: CGContext) {
        let top = progressTop, bottom = progressTop + progressHeight
        text("progress", at: CGPoint(x: margin + 4, y: top + 4))
        text("1", at: CGPoint(x: plotLeft - 12, y: top - 6))
        text("0", at: CGPoint(x: plotLeft - 12, y: bottom - 7))
        UIColor(white: 0.75, alpha: 1).setStroke()
        context.setLineWidth(0.5)
        for y in [top, bottom] {
            context.move(to: CGPoint(x: plotLeft, y: y))
            context.addLine(to: CGPoint(x: plotLeft + plotWidth, y: y))
        }
        context.strokePath()
        guard !timeline.progress.isEmpty else {
            text("(no progress samples)", at: CGPoint(x: plotLeft + 6, y: bottom - 16), color: UIColor(white: 0.5, alpha: 1))
            return
        }
        UIColor(red: 0.0, green: 0.45, blue: 0.85, alpha: 1).setStroke()
        context.setLineWidth(1.5)
        for (index, sample) in timeline.progress.enumerated() {
            let point = CGPoint(x: x(sample.time), y: bottom - CGFloat(sample.value) * progressHeight)
            if index == 0 { context.move(to: point) } else { context.addLine(to: point) }
        }
        context.strokePath()
    }

    private func drawAxis(in context: CGContext) {
        let y = progressTop + progressHeight + 4
        let steps: [TimeInterval] = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60]
        let step = steps.first { timeline.duration / $0 <= 8 } ?? 60
        Self.ink.setStroke()
        context.setLineWidth(0.5)
        var time = 0.0
        while time <= timeline.duration + 1e-9 {
            context.move(to: CGPoint(x: x(time), y: y))
            context.addLine(to: CGPoint(x: x(time), y: y + 4))
            context.strokePath()
            text(String(format: step < 0.1 ? "%.2f s" : "%.1f s", time), at: CGPoint(x: x(time) - 10, y: y + 5))
            time += step
        }
    }

    private func text(_ string: String, at point: CGPoint, color: UIColor = ink, font: UIFont = font) {
        (string as NSString).draw(at: point, withAttributes: [.font: font, .foregroundColor: color])
    }
}
