import Foundation

extension UISplitViewController {
    /// The leading-to-trailing columns of the style (without `.compact`).
    var styleColumns: [Column] {
        switch style {
        case .unspecified: []
        case .doubleColumn: [.primary, .secondary]
        case .tripleColumn: [.primary, .supplementary, .secondary]
        }
    }

    /// `setViewController(_:for:)`.
    func defaultSetViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            UIKitDiagnostics.report(
                "-[UISplitViewController setViewController:forColumn:] is only supported for column-style split view controllers; ignored.")
            return
        }
        guard column == .compact || styleColumns.contains(column) else {
            UIKitDiagnostics.report("UISplitViewController: a \(style) split view controller has no \(column) column; ignored.")
            return
        }
        let oldNavigation = columnNavigations[column]
        let old = columnStorage[column]
        if let oldNavigation { detachColumn(oldNavigation) } else if let old { detachColumn(old) }
        columnStorage[column] = vc
        columnNavigations[column] = nil
        guard let vc else { return }
        let shown: UIViewController
        if column == .compact {
            shown = vc
        } else {
            let navigation = vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
            columnNavigations[column] = navigation
            shown = navigation
        }
        addChild(shown)
        shown.didMove(toParent: self)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Takes a column's controller out: its view leaves, it leaves the children.
    private func detachColumn(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    /// `viewControllers`' getter.
    var defaultViewControllers: [UIViewController] {
        guard style != .unspecified else { return classicStorage }
        return styleColumns.compactMap { columnNavigations[$0] }
    }

    /// `viewControllers`' setter: the classic children, primary first.
    func setClassicViewControllers(_ controllers: [UIViewController]) {
        guard style == .unspecified else {
            UIKitDiagnostics.report(
                "-[UISplitViewController setViewControllers:] is not supported for column-style split view controllers; "
                    + "use setViewController:forColumn:. Ignored.")
            return
        }
        for old in classicStorage where !controllers.containsIdentical(old) { detachColumn(old) }
        classicStorage = Array(controllers.prefix(2))
        for controller in classicStorage where controller.parentStorage !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The classic primary (nil when unset).
    var classicPrimary: UIViewController? { classicStorage.first }

    /// The controller that shows `column` (its navigation controller in
    /// column style; the classic child otherwise).
    func columnController(_ column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return classicStorage.first
            case .secondary: return classicStorage.count > 1 ? classicStorage[1] : nil
            default: return nil
            }
        }
        return column == .compact ? columnStorage[.compact] : columnNavigations[column]
    }

    /// `showDetailViewController(_:sender:)` in a split view controller.
    func defaultSplitShowDetail(_ vc: UIViewController) {
        if isCollapsed {
            guard let primary = (style == .unspecified ? classicPrimary : columnNavigations[.primary]) as? UINavigationController
            else {
                present(vc, animated: true)
                return
            }
            let pushed = (vc as? UINavigationController).map { $0.viewControllers } ?? [vc]
            if let nested = vc as? UINavigationController { nested.setViewControllers([], animated: false) }
            primary.setViewControllers(primary.viewControllers + pushed, animated: true)
            return
        }
        if style == .unspecified {
            setClassicViewControllers(classicPrimary.map { [$0, vc] } ?? [vc])
        } else if let navigation = vc as? UINavigationController {
            setViewController(navigation, for: .secondary)
        } else if let navigation = columnNavigations[.secondary] {
            navigation.setViewControllers([vc], animated: false)
            columnStorage[.secondary] = vc
        } else {
            setViewController(vc, for: .secondary)
        }
    }
}
