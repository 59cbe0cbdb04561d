import Foundation

/// The constraints a stack view makes for its arranged views.
extension UIStackView {
    /// The attributes of one axis: both edges, the size and the centre.
    struct AxisAttributes {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute

        /// The attributes of `axis`.
        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal {
                (start, end, size, center) = (.leading, .trailing, .width, .centerX)
            } else {
                (start, end, size, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    /// Replaces the stack's constraints with ones for the current views
    /// and settings.
    func rebuildArrangement() {
        arrangementIsStale = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        // A loop, not `filter`: a closure made in main-actor code checks
        // the executor at each call.
        var visible: [UIView] = []
        visible.reserveCapacity(arrangedSubviews.count)
        for view in arrangedSubviews where !view.isHidden { visible.append(view) }
        // One array for all of them (at most about four per view).
        var made: [NSLayoutConstraint] = []
        made.reserveCapacity(4 * arrangedSubviews.count + 2)
        appendAlongConstraints(visible, canvas: canvas, to: &made)
        appendHidingConstraints(canvas: canvas, to: &made)
        appendAcrossConstraints(canvas: canvas, firstVisible: visible.first, to: &made)
        arrangementConstraints = made
        // The arranged views join the engine with their content sizes
        // before the stack's constraints, as leaves come before their
        // container in the constraint pass: the solver then places each
        // new constraint against sizes it already has, which takes it
        // fewer pivots than fitting content sizes into a finished
        // arrangement (0.7 % of the 1,000-view screen's first layout).
        let engine = AutoLayoutEngine.current
        for view in arrangedSubviews { _ = engine.node(for: view) }
        engine.refreshStaleIntrinsicSizes()
        engine.activateArrangement(made, of: self)
    }

    /// `first.a relation m × second.b + c` with a priority and UIKit's identifier.
    func stackConstraint(
        _ first: AnyObject, _ a: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ b: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, _ identifier: String
    ) -> NSLayoutConstraint {
        // `if let`, not `Optional.map`: a closure made in main-actor code
        // checks the executor at each call.
        var secondSide: AnchorExpression?
        if let second { secondSide = AnchorExpression(second, b) }
        let constraint = NSLayoutConstraint(
            trusting: AnchorExpression(first, a), relation: relation, second: secondSide,
            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }

    /// `first.a == m × second.b + c` with a priority and UIKit's identifier.
    func stackConstraint(
        _ first: AnyObject, _ a: NSLayoutConstraint.Attribute, _ second: AnyObject?, _ b: NSLayoutConstraint.Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String
    ) -> NSLayoutConstraint {
        stackConstraint(
            first, a, .equal, second, b, multiplier: multiplier, constant: constant, priority: priority, identifier)
    }

    /// Along the axis: the ends meet the canvas, neighbours are spaced,
    /// and the distribution sets the sizes or the gaps.
    private func appendAlongConstraints(_ views: [UIView], canvas: AnyObject, to made: inout [NSLayoutConstraint]) {
        guard let first = views.first, let last = views.last else { return }
        let along = AxisAttributes(axis)
        made.append(stackConstraint(first, along.start, canvas, along.start, "UISV-canvas-connection"))
        made.append(stackConstraint(canvas, along.end, last, along.end, "UISV-canvas-connection"))
        let baselines = axis == .vertical && isBaselineRelativeArrangement
        let (endEdge, startEdge) = baselines
            ? (NSLayoutConstraint.Attribute.lastBaseline, NSLayoutConstraint.Attribute.firstBaseline)
            : (along.end, along.start)
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            var totalGap: CGFloat = 0
            for (previous, next) in zip(views, views.dropFirst()) {
                let gap = gap(after: previous)
                totalGap += gap
                made.append(stackConstraint(next, startEdge, previous, endEdge, constant: gap, "UISV-spacing"))
            }
            if distribution == .fillEqually {
                for view in views.dropFirst() {
                    made.append(stackConstraint(view, along.size, first, along.size, "UISV-fill-equally"))
                }
            } else if distribution == .fillProportionally {
                made += proportionalConstraints(views, canvas: canvas, totalGap: totalGap)
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            for (previous, next) in zip(views, views.dropFirst()) {
                let gap = gap(after: previous)
                made.append(stackConstraint(next, startEdge, .greaterThanOrEqual, previous, endEdge, constant: gap, "UISV-spacing"))
                let guide = UILayoutGuide()
                guide.identifier = centering ? "UISV-distributing-edge" : "UISV-distributing"
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                let (from, to) = centering ? (along.center, along.center) : (endEdge, startEdge)
                made.append(stackConstraint(guide, along.start, previous, from, "UISV-distributing-edge"))
                made.append(stackConstraint(guide, along.end, next, to, "UISV-distributing-edge"))
            }
            if let reference = spacerGuides.first {
                for guide in spacerGuides.dropFirst() {
                    made.append(stackConstraint(guide, along.size, reference, along.size, "UISV-fill-equally"))
                }
            }
            let across = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
            for guide in spacerGuides {
                made.append(stackConstraint(guide, across.start, canvas, across.start, "UISV-spacer-position"))
                made.append(stackConstraint(guide, across.size, nil, .notAnAttribute, "UISV-spacer-size"))
            }
        }
    }

    /// `.fillProportionally`: each size is its share of the canvas less the
    /// gaps, in proportion to the intrinsic sizes (equal shares when no
    /// view has one), just below required so it gives way to the canvas.
    private func proportionalConstraints(_ views: [UIView], canvas: AnyObject, totalGap: CGFloat) -> [NSLayoutConstraint] {
        let along = AxisAttributes(axis)
        let sizes = views.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            return Swift.max(0, axis == .horizontal ? size.width : size.height)
        }
        let total = sizes.reduce(0, +)
        return zip(views, sizes).map { view, size in
            let share = total > 0 ? size / total : 1 / CGFloat(views.count)
            return stackConstraint(
                view, along.size, canvas, along.size, multiplier: share, constant: -totalGap * share,
                priority: .required - 1, "UISV-fill-proportionally")
        }
    }

    /// Hidden arranged views take no length and sit at the canvas's start.
    private func appendHidingConstraints(canvas: AnyObject, to made: inout [NSLayoutConstraint]) {
        let along = AxisAttributes(axis)
        for view in arrangedSubviews where view.isHidden {
            made.append(stackConstraint(view, along.size, nil, .notAnAttribute, "UISV-hiding"))
            made.append(stackConstraint(view, along.start, canvas, along.start, "UISV-hiding"))
        }
    }

    /// Across the axis: each view by ``alignment``; unless views fill the
    /// canvas, a weak `UISV-canvas-fit` pulls the canvas to the largest.
    private func appendAcrossConstraints(
        canvas: AnyObject, firstVisible: UIView?, to made: inout [NSLayoutConstraint]
    ) {
        let across = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
        var mode = alignment
        if axis == .vertical, mode == .firstBaseline || mode == .lastBaseline { mode = .leading }
        for view in arrangedSubviews {
            switch mode {
            case .fill:
                made.append(stackConstraint(view, across.start, canvas, across.start, "UISV-alignment"))
                made.append(stackConstraint(view, across.end, canvas, across.end, "UISV-alignment"))
            case .leading:
                made.append(stackConstraint(view, across.start, canvas, across.start, "UISV-alignment"))
                made.append(stackConstraint(view, across.end, .lessThanOrEqual, canvas, across.end, "UISV-spanning-boundary"))
            case .trailing:
                made.append(stackConstraint(view, across.end, canvas, across.end, "UISV-alignment"))
                made.append(stackConstraint(view, across.start, .greaterThanOrEqual, canvas, across.start, "UISV-spanning-boundary"))
            case .center:
                made.append(stackConstraint(view, across.center, canvas, across.center, "UISV-alignment"))
                made.append(stackConstraint(view, across.start, .greaterThanOrEqual, canvas, across.start, "UISV-spanning-boundary"))
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = mode == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference = firstVisible, reference !== view {
                    made.append(stackConstraint(view, baseline, reference, baseline, "UISV-alignment"))
                }
                made.append(stackConstraint(view, across.start, .greaterThanOrEqual, canvas, across.start, "UISV-spanning-boundary"))
                made.append(stackConstraint(view, across.end, .lessThanOrEqual, canvas, across.end, "UISV-spanning-boundary"))
            }
        }
        if mode != .fill, !arrangedSubviews.isEmpty {
            made.append(stackConstraint(
                canvas, across.size, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit"))
        }
    }
}
