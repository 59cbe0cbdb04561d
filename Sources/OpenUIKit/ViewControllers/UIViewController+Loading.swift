import Foundation

extension UIViewController {
    /// The view, loading it first: ``UIViewController/loadView()``, then
    /// ``UIViewController/viewDidLoad()``. Asking for the view while it
    /// loads (from `loadView`) gets nil, as in UIKit, which would recurse.
    func loadedView() -> UIView? {
        if let viewStorage { return viewStorage }
        guard !isLoadingView else { return nil }
        isLoadingView = true
        CallbackTrace.record("loadView", on: self)
        loadView()
        isLoadingView = false
        if viewStorage == nil {
            UIKitDiagnostics.report(
                "-[\(ObjectDescription.typeName(self)) loadView] did not set the view; using a plain view.")
            setView(UIView(frame: UIScreen.main.bounds))
        }
        viewStorage?.stored.needsConstraintUpdateStorage = true
        CallbackTrace.record("viewDidLoad", on: self)
        viewDidLoad()
        return viewStorage
    }

    /// `loadView()`'s default: the storyboard scene's view; else the nib's
    /// (``nibName``, or a nib named after the class) — the File's Owner's
    /// `view` outlet; else a plain view the size of the main screen. A nib
    /// name that OpenUIKit cannot load, or a nib that does not set the
    /// view, raises UIKit's exception; refused, the controller gets the
    /// plain view.
    func defaultLoadView() {
        if let scene = archivedScene, scene.loadView(of: self) { return }
        let bundle = nibBundleStorage ?? .main
        let nibName = nibNameStorage ?? (archivedScene == nil ? classNibName(in: bundle) : nil)
        if let nibName, UINib.exists(named: nibName, in: bundle) {
            _ = UINib(nibName: nibName, bundle: bundle).instantiate(withOwner: self)
            if viewStorage != nil { return }
            UIKitDiagnostics.raise(
                "NSInternalInconsistencyException",
                reason: "-[\(ObjectDescription.typeName(self)) _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but the view outlet was not set.")
        } else if let nibName = nibNameStorage {
            UIKitDiagnostics.raise(
                "NSInternalInconsistencyException",
                reason: "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(nibName)'")
        }
        setView(UIView(frame: UIScreen.main.bounds))
    }

    /// A nib named after the controller's class in `bundle` (UIKit's lookup
    /// when no nib name is given), if there is one.
    private func classNibName(in bundle: Bundle) -> String? {
        UINib.nibName(for: type(of: self), in: bundle)
    }

    /// Installs `newView` as the root view (its next responder becomes this
    /// controller); nil unloads the view.
    func setView(_ newView: UIView?) {
        guard newView !== viewStorage else { return }
        if let old = viewStorage, old.owningViewController === self { old.owningViewController = nil }
        if let newView, let previousOwner = newView.owningViewController as? UIViewController, previousOwner !== self {
            previousOwner.viewStorage = nil
        }
        viewStorage = newView
        newView?.owningViewController = self
    }
}
