import OpenUIKit

/// The screen of BENCHMARKS.md's "Auto Layout": a list of 100 cells laid
/// out entirely by Auto Layout, with stack views — **1,000 views** in all,
/// under the key window:
///
/// - 1 column: a vertical `UIStackView` (fill), pinned with anchors to
///   the window's top (+ ``topInset``), leading and trailing edges; its
///   height comes from its content (as a scroll view's content would).
/// - 100 cells × 9 views = 900:
///   - the card (`UIView`, arranged in the column), holding
///   - the row: a horizontal `UIStackView` (centre-aligned, spacing 12)
///     pinned to the card with anchors, 12 pt top and bottom, 16 pt at
///     the sides, arranging
///   - the avatar: a `UIImageView` fixed at 40 × 40 by two constraints;
///   - the text: a vertical `UIStackView` (leading-aligned, spacing 2) of
///   - a title `UILabel` (17 pt) and
///   - a subtitle `UILabel` (13 pt, long enough to be compressed);
///   - the accessory: a vertical `UIStackView` (trailing-aligned,
///     spacing 4) of
///   - a time `UILabel` (12 pt; hugs and resists compression at 751, so
///     the subtitle is the one that gives) and
///   - a badge `UIImageView` whose size comes from its 12 × 12 pt image.
/// - 99 separators: a 1 pt `UIView` arranged between consecutive cards.
///
/// 1 + 900 + 99 = 1,000. Every one of them has
/// `translatesAutoresizingMaskIntoConstraints == false` (the stacks set it
/// on arranged views, the screen on the column and the rows); the window
/// is the only view whose frame is pinned. The screen activates 702
/// constraints of its own as it is built (column 3, per cell 4 row pins
/// and 2 avatar sizes, 99 separator heights); the stack views make theirs
/// (3,298) in the constraint pass of the first layout, which also reads
/// the intrinsic size of all 1,000 views and makes the content-size
/// constraints of the 400 that have one (800, one per axis with both
/// priorities, as UIKit's `NSContentSizeLayoutConstraint`: the 300 labels
/// measure their text with Pango, the 100 badges have their image's size).
///
/// The column, cards, rows and inner stacks (the 401 views with
/// engine-positioned subviews) are trivial subclasses that count their
/// `layoutSubviews()` calls (``LayoutCounter``).
///
/// `init()` makes everything and activates the screen's constraints;
/// ``layout()`` is `window.layoutIfNeeded()`; ``check()`` verifies the
/// laid-out frames against the structure above.
@MainActor
final class ConstrainedScreen {
    static let cellCount = 100
    static let viewCount = 1_000
    static let avatarSide: CGFloat = 40
    static let rowSpacing: CGFloat = 12
    static let rowInsets = (vertical: CGFloat(12), horizontal: CGFloat(16))
    static let separatorHeight: CGFloat = 1

    /// One cell's views that the checks and relayout benchmarks use.
    struct Cell {
        let card: UIView
        let row: UIStackView
        let avatar: UIImageView
        let avatarWidth: NSLayoutConstraint
        let text: UIStackView
        let title: UILabel
        let subtitle: UILabel
        let accessory: UIStackView
        let time: UILabel
        let badge: UIImageView
    }

    /// The 12 × 12 pt badge image (36 × 36 px at 3x), shared by every cell.
    static let badgeImage: UIImage = {
        let context = CGContext(
            data: nil, width: 36, height: 36, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.setFillColor(CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1))
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 36, height: 36))
        return UIImage(cgImage: context.makeImage()!, scale: 3, orientation: .up)
    }()

    static let cardColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let separatorColor = UIColor(red: 0.85, green: 0.85, blue: 0.87, alpha: 1)
    static let avatarColor = UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1)
    static let secondaryColor = UIColor(red: 0.45, green: 0.45, blue: 0.5, alpha: 1)

    let column = CountingStackView()
    /// The column's top edge below the window's top.
    private(set) var topInset: NSLayoutConstraint!
    private(set) var cells: [Cell] = []
    private(set) var separators: [UIView] = []

    /// Builds the screen into the key window and activates its
    /// constraints; nothing is laid out yet.
    init() {
        UIKitHost.install()
        let window = UIKitHost.window
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        topInset = column.topAnchor.constraint(equalTo: window.topAnchor, constant: 20)
        NSLayoutConstraint.activate([
            topInset,
            column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        for index in 0..<Self.cellCount {
            if index > 0 {
                let separator = UIView()
                separator.backgroundColor = Self.separatorColor
                column.addArrangedSubview(separator)
                separator.heightAnchor.constraint(equalToConstant: Self.separatorHeight).isActive = true
                separators.append(separator)
            }
            let cell = Self.makeCell(index)
            column.addArrangedSubview(cell.card)
            cells.append(cell)
        }
    }

    /// One cell: the card, its row and the row's seven views, with the
    /// row's pins and the avatar's size active.
    private static func makeCell(_ index: Int) -> Cell {
        let card = CountingView()
        card.backgroundColor = cardColor

        let avatar = UIImageView()
        avatar.backgroundColor = avatarColor

        let title = UILabel()
        title.font = .systemFont(ofSize: 17)
        title.text = "Contact \(index + 1)"
        let subtitle = UILabel()
        subtitle.font = .systemFont(ofSize: 13)
        subtitle.textColor = secondaryColor
        subtitle.text = "Last message in conversation \(index + 1): see you at the station at half past \(index % 12 + 1), bring the tickets"
        let text = CountingStackView(arrangedSubviews: [title, subtitle])
        text.axis = .vertical
        text.alignment = .leading
        text.spacing = 2

        let time = UILabel()
        time.font = .systemFont(ofSize: 12)
        time.textColor = secondaryColor
        time.text = "\(index % 12 + 1):\(index % 6)\(index % 10) PM"
        time.setContentHuggingPriority(UILayoutPriority(751), for: .horizontal)
        time.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        let badge = UIImageView(image: badgeImage)
        let accessory = CountingStackView(arrangedSubviews: [time, badge])
        accessory.axis = .vertical
        accessory.alignment = .trailing
        accessory.spacing = 4

        let row = CountingStackView(arrangedSubviews: [avatar, text, accessory])
        row.alignment = .center
        row.spacing = rowSpacing
        row.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(row)

        let avatarWidth = avatar.widthAnchor.constraint(equalToConstant: avatarSide)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: card.topAnchor, constant: rowInsets.vertical),
            row.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -rowInsets.vertical),
            row.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: rowInsets.horizontal),
            row.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -rowInsets.horizontal),
            avatarWidth,
            avatar.heightAnchor.constraint(equalToConstant: avatarSide),
        ])
        return Cell(
            card: card, row: row, avatar: avatar, avatarWidth: avatarWidth, text: text, title: title,
            subtitle: subtitle, accessory: accessory, time: time, badge: badge)
    }

    /// The measured step: the window's layout (constraint pass, intrinsic
    /// sizes, solved frames applied top-down).
    func layout() {
        UIKitHost.window.layoutIfNeeded()
    }

    /// Every view under the column, the column included.
    var allViews: [UIView] {
        var views: [UIView] = []
        func visit(_ view: UIView) {
            views.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(column)
        return views
    }

    /// What is wrong with the laid-out screen, if anything: the view count,
    /// the column's frame, cards and separators stacked edge to edge in
    /// order and all the same height, and inside every cell the row's
    /// insets, the avatar's size and position, the text and accessory
    /// beside it, non-empty labels, the badge at its image's size; no
    /// layout pending and nothing on the console (an ambiguous or
    /// unsatisfiable layout prints there).
    func check() -> String? {
        let window = UIKitHost.window
        let views = allViews
        if views.count != Self.viewCount { return "\(views.count) views, expected \(Self.viewCount)" }
        if let view = views.first(where: { $0.translatesAutoresizingMaskIntoConstraints }) {
            return "\(type(of: view)) translates its autoresizing mask"
        }
        let columnFrame = column.frame
        guard Self.close(columnFrame.minX, 0), Self.close(columnFrame.minY, topInset.constant),
            Self.close(columnFrame.width, window.bounds.width), columnFrame.height > 0
        else { return "column frame \(columnFrame)" }
        var y: CGFloat = 0
        let cardHeight = cells[0].card.frame.height
        let minimumCardHeight = Self.avatarSide + 2 * Self.rowInsets.vertical
        guard cardHeight >= minimumCardHeight else { return "card height \(cardHeight) < \(minimumCardHeight)" }
        for (index, cell) in cells.enumerated() {
            if index > 0 {
                let separator = separators[index - 1].frame
                guard Self.close(separator.minY, y), Self.close(separator.height, Self.separatorHeight),
                    Self.close(separator.minX, 0), Self.close(separator.width, columnFrame.width)
                else { return "separator \(index - 1) at \(separator), expected y \(y)" }
                y = separator.maxY
            }
            let card = cell.card.frame
            guard Self.close(card.minY, y), Self.close(card.height, cardHeight), Self.close(card.minX, 0),
                Self.close(card.width, columnFrame.width)
            else { return "card \(index) at \(card), expected y \(y), height \(cardHeight)" }
            y = card.maxY
            if let problem = checkCell(cell, index: index) { return problem }
        }
        guard Self.close(y, columnFrame.height) else { return "cells end at \(y), column height \(columnFrame.height)" }
        if views.contains(where: { $0.layer.needsLayout() }) || window.layer.needsLayout() {
            return "layout still pending after layoutIfNeeded()"
        }
        if let diagnostics = UIKitHost.checkDiagnostics() {
            return "\(diagnostics)\n\(describeReported(UIKitHost.diagnostics.messages))"
        }
        return nil
    }

    /// The views UIKit's ambiguity messages name, by role ("cell 3
    /// accessory.width"), and how many are ambiguous now.
    func describeReported(_ messages: [String]) -> String {
        let views = allViews
        var roles: [String: String] = [:]
        for view in views { roles["0x" + String(UInt(bitPattern: Unmanaged.passUnretained(view).toOpaque()), radix: 16)] = role(of: view) }
        var named: [String] = []
        for message in messages {
            guard let line = message.split(separator: "\n").last(where: { $0.hasPrefix("*") }),
                let address = line.firstMatch(of: /0x[0-9a-f]+/)?.output,
                let attributes = line.split(separator: " for ").last
            else { continue }
            let what = attributes.split(separator: ", ").map { $0.split(separator: ".").last ?? "" }.joined(separator: "+")
            named.append("\(roles[String(address)] ?? String(address)).\(what)")
        }
        var kinds: [String: Int] = [:]
        for name in named {
            let kind = name.split(separator: " ").dropFirst(2).joined(separator: " ")
            kinds[kind.isEmpty ? name : kind, default: 0] += 1
        }
        let ambiguousNow = views.filter(\.hasAmbiguousLayout).map(role(of:))
        return "reported: \(kinds.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")); "
            + "first: \(named.prefix(8).joined(separator: ", ")); ambiguous now: \(ambiguousNow.count)"
    }

    /// What `view` is in the screen ("cell 3 accessory"), for messages.
    func role(of view: UIView) -> String {
        if view === column { return "column" }
        if let index = separators.firstIndex(where: { $0 === view }) { return "separator \(index)" }
        for (index, cell) in cells.enumerated() {
            let parts: [(String, UIView)] = [
                ("card", cell.card), ("row", cell.row), ("avatar", cell.avatar), ("text", cell.text),
                ("title", cell.title), ("subtitle", cell.subtitle), ("accessory", cell.accessory),
                ("time", cell.time), ("badge", cell.badge),
            ]
            if let part = parts.first(where: { $0.1 === view }) { return "cell \(index) \(part.0)" }
        }
        return "\(type(of: view))"
    }

    /// The cell's inside: see ``check()``.
    private func checkCell(_ cell: Cell, index: Int) -> String? {
        let card = cell.card.bounds
        let row = cell.row.frame
        let expectedRow = card.insetBy(dx: Self.rowInsets.horizontal, dy: Self.rowInsets.vertical)
        guard Self.close(row, expectedRow) else { return "cell \(index): row \(row), expected \(expectedRow)" }
        let avatar = cell.avatar.frame
        let side = cell.avatarWidth.constant
        guard Self.close(avatar.minX, 0), Self.close(avatar.width, side), Self.close(avatar.height, Self.avatarSide),
            Self.close(avatar.midY, row.height / 2)
        else { return "cell \(index): avatar \(avatar)" }
        let text = cell.text.frame, accessory = cell.accessory.frame
        guard Self.close(text.minX, avatar.maxX + Self.rowSpacing),
            Self.close(accessory.minX, text.maxX + Self.rowSpacing), Self.close(accessory.maxX, row.width),
            text.width > 0, text.height > 0, accessory.width > 0, accessory.height > 0
        else { return "cell \(index): text \(text), accessory \(accessory), avatar \(avatar)" }
        for label in [cell.title, cell.subtitle, cell.time] {
            let frame = label.frame
            guard frame.width > 0, frame.height > 0, frame.maxX <= label.superview!.bounds.width + 1e-6 else {
                return "cell \(index): label \"\(label.text ?? "")\" at \(frame)"
            }
        }
        guard Self.close(cell.subtitle.frame.width, text.width) else {
            return "cell \(index): subtitle \(cell.subtitle.frame) not compressed to the text's width \(text.width)"
        }
        guard Self.close(cell.badge.frame.size, Self.badgeImage.size) else {
            return "cell \(index): badge \(cell.badge.frame)"
        }
        return nil
    }

    /// Takes the screen out of the window. Release the screen before the
    /// next turn: once the column's constraints to the window are gone its
    /// width is free, and a turn that lays out the still-referenced
    /// detached cells prints UIKit's ambiguity message for them.
    func detach() {
        column.removeFromSuperview()
    }

    /// Equal within 1e-6 points (frames are rounded to pixels).
    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }
    static func close(_ a: CGSize, _ b: CGSize) -> Bool { close(a.width, b.width) && close(a.height, b.height) }
    static func close(_ a: CGRect, _ b: CGRect) -> Bool { close(a.origin.x, b.origin.x) && close(a.origin.y, b.origin.y) && close(a.size, b.size) }
}

/// `layoutSubviews()` calls of the screen's containers.
@MainActor
enum LayoutCounter {
    static var calls = 0
}

/// A view that counts its `layoutSubviews()` calls.
final class CountingView: UIView {
    override func layoutSubviews() {
        LayoutCounter.calls += 1
        super.layoutSubviews()
    }
}

/// A stack view that counts its `layoutSubviews()` calls.
final class CountingStackView: UIStackView {
    override func layoutSubviews() {
        LayoutCounter.calls += 1
        super.layoutSubviews()
    }
}
