import Foundation

extension UISplitViewController {
    /// Collapses in a horizontally compact environment, expands in a
    /// regular one (nothing when the state is already right).
    func updateCollapse(compact: Bool) {
        collapseDecided = true
        guard compact != isCollapsedStorage else { return }
        if compact { collapse() } else { expand() }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Collapses to one stack (see the type's documentation).
    private func collapse() {
        isCollapsedStorage = true
        if style == .unspecified {
            collapseClassic()
            return
        }
        collapsedPrimaryDepth = columnNavigations[.primary]?.viewControllers.count ?? 0
        if columnStorage[.compact] == nil {
            CallbackTrace.record("splitViewController(_:topColumnForCollapsingToProposedTopColumn:)", on: delegate)
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            let moving: [Column] = switch top {
            case .secondary: [.supplementary, .secondary]
            case .supplementary: [.supplementary]
            default: []
            }
            moveOntoPrimary(from: moving.filter { styleColumns.contains($0) })
        }
        CallbackTrace.record("splitViewControllerDidCollapse", on: delegate)
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Pushes the controllers of `columns` (leading first) on the primary stack.
    private func moveOntoPrimary(from columns: [Column]) {
        guard let primary = columnNavigations[.primary] else { return }
        var moved: [(UIViewController, Column)] = []
        for column in columns {
            guard let navigation = columnNavigations[column] else { continue }
            let controllers = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
            moved += controllers.map { ($0, column) }
        }
        collapsedMoves = moved
        collapsedPrimaryDepth = primary.viewControllers.count
        if !moved.isEmpty { primary.setViewControllers(primary.viewControllers + moved.map(\.0), animated: false) }
    }

    /// Expands to columns again, putting back what the collapse moved,
    /// with the display mode the delegate chooses.
    private func expand() {
        isCollapsedStorage = false
        if style == .unspecified {
            expandClassic()
            return
        }
        if let primary = columnNavigations[.primary], primary.viewControllers.count > collapsedPrimaryDepth {
            let stack = primary.viewControllers
            let extra = stack.dropFirst(collapsedPrimaryDepth)
            let supplementary = extra.filter { controller in
                collapsedMoves.contains { $0.controller === controller && $0.column == .supplementary }
            }
            let secondary = extra.filter { controller in !supplementary.contains { $0 === controller } }
            primary.setViewControllers(Array(stack.prefix(collapsedPrimaryDepth)), animated: false)
            if !supplementary.isEmpty { columnNavigations[.supplementary]?.setViewControllers(supplementary, animated: false) }
            if let root = secondary.first, let navigation = columnNavigations[.secondary] {
                navigation.setViewControllers(Array(secondary), animated: false)
                columnStorage[.secondary] = root
            }
        }
        collapsedMoves = []
        expansionPending = true
    }

    /// After an expansion, in the first layout at the new size: the
    /// delegate chooses the display mode (proposed: the automatic one for
    /// that size), then hears that the split expanded.
    func finishExpansion() {
        guard expansionPending else { return }
        expansionPending = false
        CallbackTrace.record("splitViewController(_:displayModeForExpandingToProposedDisplayMode:)", on: delegate)
        let proposed = automaticDisplayMode
        displayModeStorage = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        CallbackTrace.record("splitViewControllerDidExpand", on: delegate)
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Classic collapse: the delegate's `collapseSecondary:onto:`, else
    /// the secondary pushed on a navigation primary.
    private func collapseClassic() {
        guard classicStorage.count == 2 else { return }
        let (primary, secondary) = (classicStorage[0], classicStorage[1])
        CallbackTrace.record("splitViewController(_:collapseSecondary:onto:)", on: delegate)
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true {
            classicStorage = [primary]
            detachFromSplit(secondary)
            return
        }
        guard let navigation = primary as? UINavigationController else { return }
        detachFromSplit(secondary)
        classicStorage = [primary]
        let pushed = (secondary as? UINavigationController).map { nested in
            let controllers = nested.viewControllers
            nested.setViewControllers([], animated: false)
            return controllers
        } ?? [secondary]
        collapsedMoves = pushed.map { ($0, .secondary) }
        collapsedPrimaryDepth = navigation.viewControllers.count
        navigation.setViewControllers(navigation.viewControllers + pushed, animated: false)
    }

    /// Classic expansion: the delegate's `separateSecondaryFrom:`, else
    /// what the collapse pushed comes back as the secondary.
    private func expandClassic() {
        guard let primary = classicPrimary else { return }
        CallbackTrace.record("splitViewController(_:separateSecondaryFrom:)", on: delegate)
        if let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary) {
            setClassicViewControllers([primary, separated])
            collapsedMoves = []
            return
        }
        collapsedMoves = []
        guard let navigation = primary as? UINavigationController, navigation.viewControllers.count > collapsedPrimaryDepth else { return }
        let back = Array(navigation.viewControllers.dropFirst(collapsedPrimaryDepth))
        navigation.setViewControllers(Array(navigation.viewControllers.prefix(collapsedPrimaryDepth)), animated: false)
        setClassicViewControllers([primary, back.count == 1 ? back[0] : UINavigationController(rootViewController: back[0])])
    }

    /// A child leaves the split (its view too).
    private func detachFromSplit(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }
}
