internal import CCairo
import Foundation

extension CGContext {
    /// Fills the current path with the fill colour, then clears the path.
    ///
    /// Open subpaths are closed implicitly. A path with a non-finite
    /// coordinate draws nothing; coordinates beyond ±4,000,000 device pixels
    /// are clamped (Cairo's fixed-point limit).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        guard !path.isEmpty else { return }
        render { op in fillDevicePath(path, rule: rule, color: gstate.fillColor, operator: op) }
    }

    /// Strokes the current path with the stroke colour and line attributes,
    /// then clears the path.
    ///
    /// A line width of 0 draws a one-device-pixel hairline.
    public func strokePath() {
        let path = takePath()
        guard !path.isEmpty else { return }
        render { op in strokeDevicePath(path, operator: op) }
    }

    /// Paints the current path as `mode` says, then clears the path.
    ///
    /// Fill-and-stroke modes paint the fill then the stroke as one drawing,
    /// so they cast a single shadow.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takePath()
        guard !path.isEmpty else { return }
        render { op in
            switch mode {
            case .fill: fillDevicePath(path, rule: .winding, color: gstate.fillColor, operator: op)
            case .eoFill: fillDevicePath(path, rule: .evenOdd, color: gstate.fillColor, operator: op)
            case .stroke: strokeDevicePath(path, operator: op)
            case .fillStroke, .eoFillStroke:
                fillDevicePath(path, rule: mode == .fillStroke ? .winding : .evenOdd, color: gstate.fillColor, operator: op)
                strokeDevicePath(path, operator: op)
            }
        }
    }

    /// Fills `rect` with the fill colour. The current path is unchanged.
    ///
    /// Negative sizes are standardized. `CGRect.infinite` fills the whole
    /// clip; a rectangle with NaN or other infinite values draws nothing.
    public func fill(_ rect: CGRect) {
        if rect.isInfinite {
            render(requiringFiniteCTM: false) { op in
                cairo_save(cr)
                setSource(gstate.fillColor)
                cairo_set_operator(cr, op)
                cairo_paint(cr)
                cairo_restore(cr)
            }
            return
        }
        fill([rect])
    }

    /// Fills each rectangle with the fill colour (non-zero union). The
    /// current path is unchanged.
    public func fill(_ rects: [CGRect]) {
        let path = CGMutablePath()
        for rect in rects where !rect.isNull { path.addRect(rect, transform: gstate.ctm) }
        guard !path.isEmpty else { return }
        render { op in fillDevicePath(path, rule: .winding, color: gstate.fillColor, operator: op) }
    }

    /// Strokes `rect` with the stroke colour and line attributes.
    ///
    /// As in Core Graphics, this clears the current path.
    public func stroke(_ rect: CGRect) {
        devicePath = devicePath(for: rect)
        strokePath()
    }

    /// Strokes `rect` with line width `width`, leaving the graphics state's
    /// line width unchanged. Clears the current path.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = gstate.lineWidth
        if width.isFinite, width >= 0 { gstate.lineWidth = width }
        stroke(rect)
        gstate.lineWidth = saved
    }

    /// Makes `rect` fully transparent (black for contexts without alpha),
    /// ignoring alpha, blend mode and shadow but respecting the clip. The
    /// current path is unchanged.
    public func clear(_ rect: CGRect) {
        let area: CGPath = rect.isInfinite ? CGMutablePath() : devicePath(for: rect)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        if rect.isInfinite {
            cairo_paint(cr)
        } else if setCairoPath(area) {
            applyRasterSettings()
            cairo_fill(cr)
        }
        cairo_new_path(cr)
        cairo_restore(cr)
        didDraw()
    }

    /// Fills the ellipse inscribed in `rect`. Clears the current path.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in `rect`. Clears the current path.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate line segments between consecutive pairs of points
    /// (an odd last point is ignored). Clears the current path.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }
}
