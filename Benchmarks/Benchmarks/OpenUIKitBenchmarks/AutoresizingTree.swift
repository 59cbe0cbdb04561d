import OpenUIKit

/// Section 5's scene (BENCHMARKS.md): a root view in the key window holding
/// 10,000 autoresizing views — 100 containers in a 10 × 10 grid, 99 leaves
/// in a 9 × 11 grid inside each (100 + 9,900) — every one with an
/// `autoresizingMask`.
///
/// Containers all stretch (flexible width and height) and mix in
/// flexible margins; leaves cycle through six masks, each of which moves
/// or stretches the view on both axes, so every frame in the tree changes
/// when the root's size does:
/// width + height; left + top margins; everything; width + top + bottom;
/// left + right + height; right + width + top + bottom.
///
/// Each sample sets the root's bounds to the other of two sizes
/// (390 × 844 and 414 × 896: growing, then shrinking back, which the
/// autoresizing rule undoes exactly) — UIKit autoresizes the whole tree
/// synchronously in the bounds setter — and then calls
/// `root.layoutIfNeeded()`.
@MainActor
final class AutoresizingTree {
    static let containerColumns = 10
    static let containerRows = 10
    static let leafColumns = 9
    static let leafRows = 11
    static let small = CGSize(width: 390, height: 844)
    static let large = CGSize(width: 414, height: 896)

    typealias Mask = UIView.AutoresizingMask
    static let containerMasks: [Mask] = [
        [.flexibleWidth, .flexibleHeight],
        [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
        [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin, .flexibleTopMargin],
        [.flexibleWidth, .flexibleHeight, .flexibleRightMargin, .flexibleBottomMargin],
    ]
    static let leafMasks: [Mask] = [
        [.flexibleWidth, .flexibleHeight],
        [.flexibleLeftMargin, .flexibleTopMargin],
        [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
        [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin],
        [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight],
        [.flexibleRightMargin, .flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin],
    ]

    let root = UIView(frame: CGRect(origin: .zero, size: AutoresizingTree.small))
    private(set) var containers: [UIView] = []
    private(set) var viewCount = 0
    private(set) var isLarge = false

    /// Views whose frames are checked after every sample, with the frame
    /// they must have at each root size (computed once, when the tree is
    /// built, by `expectedFrames`).
    /// What the one-off round trip in `init` found wrong, if anything.
    private(set) var setUpProblem: String?

    private var probes: [(view: UIView, small: CGRect, large: CGRect)] = []

    init() {
        UIKitHost.install()
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let cellWidth = Self.small.width / CGFloat(Self.containerColumns)
        let cellHeight = Self.small.height / CGFloat(Self.containerRows)
        for c in 0..<(Self.containerColumns * Self.containerRows) {
            let container = UIView(frame: CGRect(
                x: CGFloat(c % Self.containerColumns) * cellWidth + 1, y: CGFloat(c / Self.containerColumns) * cellHeight + 1,
                width: cellWidth - 2, height: cellHeight - 2))
            container.autoresizingMask = Self.containerMasks[c % Self.containerMasks.count]
            root.addSubview(container)
            containers.append(container)
            viewCount += 1
            let leafWidth = container.bounds.width / CGFloat(Self.leafColumns)
            let leafHeight = container.bounds.height / CGFloat(Self.leafRows)
            for l in 0..<(Self.leafColumns * Self.leafRows) {
                let leaf = UIView(frame: CGRect(
                    x: CGFloat(l % Self.leafColumns) * leafWidth + 0.5, y: CGFloat(l / Self.leafColumns) * leafHeight + 0.5,
                    width: leafWidth - 1, height: leafHeight - 1))
                leaf.autoresizingMask = Self.leafMasks[(c + l) % Self.leafMasks.count]
                container.addSubview(leaf)
                viewCount += 1
            }
        }
        UIKitHost.window.addSubview(root)
        UIKitHost.turn()
        // Once: a round trip to the large size and back must move every
        // view and then put every view back where it was.
        let all = containers + containers.flatMap(\.subviews)
        let before = all.map(\.frame)
        resizeAndLayout()
        let unchanged = zip(all, before).filter { $0.0.frame == $0.1 }.count
        resizeAndLayout()
        let notBack = zip(all, before).filter { !Self.close($0.0.frame, $0.1) }.count
        commit()
        if all.count != 10_000 || unchanged != 0 || notBack != 0 {
            setUpProblem = "\(all.count) views; \(unchanged) kept their frame on resizing, \(notBack) not back after resizing back"
        }
        // Probes: the first, a middle and the last container, and six
        // consecutive leaves of each (one of every leaf mask).
        for c in [0, 45, containers.count - 1] {
            let container = containers[c]
            let parentLarge = Self.resized(
                container.frame, mask: container.autoresizingMask, oldSize: Self.small, newSize: Self.large)
            probes.append((container, container.frame, parentLarge))
            for leaf in container.subviews[40..<46] {
                probes.append((leaf, leaf.frame, Self.resized(
                    leaf.frame, mask: leaf.autoresizingMask, oldSize: container.bounds.size, newSize: parentLarge.size)))
            }
        }
    }

    /// One sample: the root to the other size, then layout.
    func resizeAndLayout() {
        isLarge.toggle()
        root.bounds = CGRect(origin: .zero, size: isLarge ? Self.large : Self.small)
        root.layoutIfNeeded()
    }

    /// What a host does next: a turn (commits the changed layers).
    func commit() {
        UIKitHost.turn()
    }

    /// Checks the probes against the autoresizing rule, and that layout is
    /// done and nothing was reported.
    func check() -> String? {
        if let setUpProblem { return setUpProblem }
        for probe in probes {
            let expected = isLarge ? probe.large : probe.small
            let actual = probe.view.frame
            if !Self.close(actual, expected) {
                return "frame \(actual) ≠ \(expected) (mask \(probe.view.autoresizingMask.rawValue), root \(isLarge ? "large" : "small"))"
            }
        }
        if root.layer.needsLayout() || containers.contains(where: { $0.layer.needsLayout() }) {
            return "layout still pending after layoutIfNeeded()"
        }
        return UIKitHost.checkDiagnostics()
    }

    /// Equal within 1e-6 points (the rule divides; results are not exact).
    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height)) < 1e-6
    }

    /// The autoresizing rule as UIKit documents it, written out separately
    /// from the library's: on each axis the change of the superview's
    /// length is shared among the flexible parts (leading margin, size,
    /// trailing margin) in proportion to their current lengths, equally
    /// when those are all zero.
    static func resized(_ frame: CGRect, mask: Mask, oldSize: CGSize, newSize: CGSize) -> CGRect {
        func axis(_ delta: CGFloat, _ lead: CGFloat, _ size: CGFloat, _ trail: CGFloat,
                  _ fLead: Bool, _ fSize: Bool, _ fTrail: Bool) -> (CGFloat, CGFloat) {
            let flexible = [fLead ? lead : 0, fSize ? size : 0, fTrail ? trail : 0]
            let count = [fLead, fSize, fTrail].filter { $0 }.count
            guard delta != 0, count > 0 else { return (lead, size) }
            let total = flexible.reduce(0, +)
            let shareLead = fLead ? (total > 0 ? delta * flexible[0] / total : delta / CGFloat(count)) : 0
            let shareSize = fSize ? (total > 0 ? delta * flexible[1] / total : delta / CGFloat(count)) : 0
            return (lead + shareLead, size + shareSize)
        }
        let (x, w) = axis(newSize.width - oldSize.width, frame.minX, frame.width, oldSize.width - frame.maxX,
                          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let (y, h) = axis(newSize.height - oldSize.height, frame.minY, frame.height, oldSize.height - frame.maxY,
                          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: w, height: h)
    }
}
