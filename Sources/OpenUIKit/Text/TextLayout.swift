internal import CPangoCairo
import Foundation

/// Text laid out by Pango and stacked into lines the way TextKit stacks
/// them; the one layout behind every text measurement and drawing, so sizes
/// always match what is drawn.
///
/// Pango breaks the text into lines (wrapping, ellipsizing, shaping); this
/// type then places the lines itself, which gives UIKit's paragraph
/// spacing, line spacing, line-height limits, per-paragraph alignment,
/// line limits and truncation of the last visible line. Layouts are made,
/// used and freed on one thread (see ``PangoTextContext``).
final class TextLayout {
    /// A placed line.
    struct Line {
        /// The Pango line (owned by one of ``layouts``).
        var pangoLine: UnsafeMutablePointer<PangoLayoutLine>
        /// Byte range of the line in the source text.
        var startIndex: Int
        var isParagraphStart: Bool
        /// Logical extents relative to the line's origin, in points.
        var logicalX: CGFloat
        var width: CGFloat
        var ascent: CGFloat
        var descent: CGFloat
        /// Placement in the layout's space (top-left origin, y down).
        var x: CGFloat = 0
        var top: CGFloat = 0
        var height: CGFloat = 0
        var baseline: CGFloat = 0
        var paragraph: NSParagraphStyle.Values
    }

    let source: TextSource
    let options: TextLayoutOptions
    /// The thread's context, which makes and frees the Pango layouts.
    private let textContext = PangoTextContext.current
    /// Pango layouts that own the lines (freed with this object).
    private(set) var layouts: [OpaquePointer] = []
    /// The visible lines, top to bottom.
    private(set) var lines: [Line] = []
    /// Whether text was hidden: lines cut by the limits, a line ellipsized
    /// or a line wider than the container.
    private(set) var isTruncated = false
    /// The size of the laid-out text (widest line, bottom of the last line).
    private(set) var size: CGSize = .zero

    init(source: TextSource, options: TextLayoutOptions) {
        self.source = source
        self.options = options
        guard !source.isEmpty else { return }
        layOut()
    }

    deinit {
        for layout in layouts { textContext.release(layout) }
    }

    /// The baseline of the first line (0 when there is no text).
    var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }

    /// The baseline of the last line (0 when there is no text).
    var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }

    // MARK: Laying out

    private func layOut() {
        let first = source.paragraphs.first?.style ?? NSParagraphStyle.Values()
        let main = makeMainLayout(firstParagraph: first)
        layouts.append(main)
        var all = collectLines(of: main)
        stack(&all)
        var visibleCount = all.count
        if options.maximumNumberOfLines > 0 { visibleCount = Swift.min(visibleCount, options.maximumNumberOfLines) }
        if let height = options.height {
            let fitting = all.prefix(visibleCount).prefix { $0.top + $0.height <= height + 0.001 }.count
            visibleCount = Swift.min(visibleCount, Swift.max(fitting, options.minimumNumberOfLines))
        }
        var visible = Array(all.prefix(visibleCount))
        if visibleCount < all.count {
            isTruncated = true
            if let mode = lastLineMode, let last = visible.last,
               let replacement = makeLastLine(replacing: last, mode: mode) {
                visible[visible.count - 1] = replacement
            }
        }
        stack(&visible)
        align(&visible)
        lines = visible
        if pango_layout_is_ellipsized(main) != 0 { isTruncated = true }
        let used = visible.map { $0.x + $0.width }.max() ?? 0
        if let width = options.width, used > width + 0.001 { isTruncated = true }
        let usedWidth = Swift.min(visible.map { indent(of: $0) + $0.width }.max() ?? 0, options.width ?? .infinity)
        size = CGSize(width: Swift.max(0, usedWidth), height: visible.last.map { $0.top + $0.height } ?? 0)
    }

    /// The mode for the last visible line when text is left over.
    private var lastLineMode: NSLineBreakMode? {
        if let mode = options.labelLineBreakMode { return mode.wraps ? nil : mode }
        return options.truncatesLastVisibleLine ? .byTruncatingTail : nil
    }

    /// The width lines may take (the container's, less a tail indent).
    private func availableWidth(_ paragraph: NSParagraphStyle.Values) -> CGFloat? {
        guard let width = options.width else { return nil }
        let tail = paragraph.tailIndent
        return tail > 0 ? Swift.min(width, tail) : width + tail
    }

    private func indent(of line: Line) -> CGFloat {
        line.isParagraphStart ? line.paragraph.firstLineHeadIndent : line.paragraph.headIndent
    }

    private func makeMainLayout(firstParagraph style: NSParagraphStyle.Values) -> OpaquePointer {
        let layout = textContext.makeLayout()
        let mode = options.labelLineBreakMode ?? style.lineBreakMode
        let (wraps, ellipsizes) = options.cutting(style)
        if let available = availableWidth(style), wraps || ellipsizes {
            let first = style.firstLineHeadIndent, head = style.headIndent
            pango_layout_set_width(layout, Swift.max(0, available - Swift.min(first, head)).pangoUnits)
            pango_layout_set_indent(layout, (first - head).pangoUnits)
        }
        pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if ellipsizes { pango_layout_set_ellipsize(layout, mode.pangoEllipsize) }
        if wraps && style.alignment == .justified { pango_layout_set_justify(layout, 1) }
        setText(of: layout, range: 0..<source.text.count)
        return layout
    }

    private func setText(of layout: OpaquePointer, range: Range<Int>, appending suffix: [UInt8] = []) {
        var bytes = Array(source.text[range]) + suffix
        bytes.append(0)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                pango_layout_set_text(layout, $0, Int32(buffer.count - 1))
            }
        }
        let attributes = source.makeAttributeList(for: range, extraBytes: suffix.count)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    private func collectLines(of layout: OpaquePointer, startOffset: Int = 0) -> [Line] {
        let count = Int(pango_layout_get_line_count(layout))
        var result: [Line] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let start = Int(line.pointee.start_index) + startOffset
            let paragraph = source.paragraph(containing: start)?.style ?? NSParagraphStyle.Values()
            // UIKit's kerning follows every character, Pango's only goes
            // between characters: add the last character's.
            let end = start + Int(line.pointee.length)
            let trailingKern = end > start ? source.style(at: end - 1)?.kern ?? 0 : 0
            result.append(Line(
                pangoLine: line, startIndex: start, isParagraphStart: line.pointee.is_paragraph_start != 0,
                logicalX: CGFloat(pangoUnits: logical.x), width: CGFloat(pangoUnits: logical.width) + trailingKern,
                ascent: CGFloat(pangoUnits: -logical.y), descent: CGFloat(pangoUnits: logical.height + logical.y),
                paragraph: paragraph))
        }
        return result
    }

    /// The last visible line rebuilt from the rest of its paragraph, cut
    /// by `mode` (an ellipsis, or clipped), so it shows that text is hidden.
    private func makeLastLine(replacing line: Line, mode: NSLineBreakMode) -> Line? {
        guard let paragraph = source.paragraph(containing: line.startIndex) else { return nil }
        let range = line.startIndex..<Swift.max(line.startIndex, paragraph.range.upperBound)
        let morePargraphs = paragraph.range.upperBound < source.text.count
        let suffix: [UInt8] = mode == .byTruncatingTail && morePargraphs ? Array("\u{2026}".utf8) : []
        let layout = textContext.makeLayout()
        layouts.append(layout)
        if mode.truncates, let available = availableWidth(line.paragraph) {
            pango_layout_set_width(layout, Swift.max(0, available - indent(of: line)).pangoUnits)
            pango_layout_set_ellipsize(layout, mode.pangoEllipsize)
        }
        setText(of: layout, range: range, appending: suffix)
        guard var replacement = collectLines(of: layout, startOffset: line.startIndex).first else { return nil }
        replacement.isParagraphStart = line.isParagraphStart
        replacement.paragraph = line.paragraph
        return replacement
    }

    // MARK: Placing

    /// Sets each line's top, height and baseline: TextKit's line height
    /// (natural height, optional font leading, multiple, minimum and
    /// maximum — extra space above the text), line spacing between lines
    /// and paragraph spacing between paragraphs.
    private func stack(_ lines: inout [Line]) {
        var y: CGFloat = lines.first?.paragraph.paragraphSpacingBefore ?? 0
        for index in lines.indices {
            let style = lines[index].paragraph
            if index > 0 {
                let previous = lines[index - 1].paragraph
                y += previous.lineSpacing
                if lines[index].isParagraphStart {
                    y += previous.paragraphSpacing + style.paragraphSpacingBefore
                }
            }
            let height = Self.lineHeight(
                natural: lines[index].ascent + lines[index].descent,
                leading: options.usesFontLeading ? leading(of: lines[index]) : 0, style: style)
            lines[index].top = y
            lines[index].height = height
            lines[index].baseline = y + height - lines[index].descent
            y += height
        }
    }

    /// TextKit's height of a line whose text is `natural` high: plus the
    /// font's `leading` (0 unless asked for), times the multiple, within
    /// the minimum and maximum.
    static func lineHeight(natural: CGFloat, leading: CGFloat, style: NSParagraphStyle.Values) -> CGFloat {
        var height = natural + leading
        if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { height = Swift.max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = Swift.min(height, style.maximumLineHeight) }
        return height
    }

    /// The largest leading of the fonts used from the line's start.
    private func leading(of line: Line) -> CGFloat {
        source.style(at: line.startIndex)?.font.leading ?? 0
    }

    /// Sets each line's x from its paragraph's alignment and indents.
    private func align(_ lines: inout [Line]) {
        let widest = lines.map { indent(of: $0) + $0.width }.max() ?? 0
        for index in lines.indices {
            let line = lines[index]
            let indent = indent(of: line)
            let container = availableWidth(line.paragraph) ?? widest
            let free = container - indent - line.width
            let offset: CGFloat =
                switch line.paragraph.alignment {
                case .center: free / 2
                case .right: free
                case .left, .natural, .justified: 0
                }
            lines[index].x = indent + Swift.max(0, offset)
        }
    }
}

extension NSLineBreakMode {
    /// Pango's ellipsization for a truncating mode.
    var pangoEllipsize: PangoEllipsizeMode {
        switch self {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        default: PANGO_ELLIPSIZE_NONE
        }
    }
}
