import Foundation

extension UIApplication {
    /// The key of the storyboard a controller came from, in the coder a
    /// restoration class or the app delegate receives.
    public static let stateRestorationViewControllerStoryboardKey = StateRestorationCoder.storyboardKey
    /// Reserved key: the app's bundle version when the state was saved.
    public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersionKey"
    /// Reserved key: the interface idiom when the state was saved.
    public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiomKey"

    /// Registers `object` for state preservation and restoration under
    /// `restorationIdentifier`: a preserved object that encodes it
    /// preserves it (its path continues its ``UIStateRestoring/restorationParent``'s),
    /// and at restoration an object registered with the same path before
    /// restoration runs is used when it has no restoration class. Held
    /// weakly.
    public static func registerObject(forStateRestoration object: any UIStateRestoring, restorationIdentifier: String) {
        shared.restorationRegistry.register(object, identifier: restorationIdentifier)
    }

    /// Asks UIKit not to show the snapshot of the interface it took when
    /// the app moved to the background at the next launch. OpenUIKit
    /// takes no such snapshots (the restored interface is drawn by the
    /// first frame), so there is nothing to ignore: the call is accepted,
    /// as apps make it, and preservation is unchanged.
    public func ignoreSnapshotOnNextApplicationLaunch() {}

    /// Preserves the interface, as UIKit does when the app moves to the
    /// background (ORACLE 43): if the delegate's
    /// `application(_:shouldSaveSecureApplicationState:)` returns true, the
    /// delegate encodes app-level state, then every window's root
    /// controller is preserved, and the archive replaces the one at
    /// ``stateRestorationArchiveURL`` (a save interrupted at any point
    /// leaves the previous archive). Returns whether an archive was
    /// written. An OpenUIKit addition for hosts and tests.
    @discardableResult
    public func preserveApplicationState() -> Bool {
        guard let url = stateRestorationArchiveURL, let delegate else { return false }
        let appCoder = StateRestorationCoder(mode: .encoding(StatePreservation(registry: restorationRegistry), owner: nil), subject: "the application")
        guard delegate.application(self, shouldSaveSecureApplicationState: appCoder) else { return false }
        let preservation = StatePreservation(registry: restorationRegistry)
        let coder = StateRestorationCoder(mode: .encoding(preservation, owner: nil), subject: "the application")
        coder.encode(Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "", forKey: Self.stateRestorationBundleVersionKey)
        coder.encode(UIScreen.main.traitCollection.userInterfaceIdiom.rawValue, forKey: Self.stateRestorationUserInterfaceIdiomKey)
        delegate.application(self, willEncodeRestorableStateWith: coder)
        preservation.setApplicationState(coder.values)
        for window in windows {
            if let root = window.rootViewController { preservation.preserve(root, from: nil) }
        }
        do {
            try StateRestorationStore.write(preservation.archive.propertyList(), to: url)
            return true
        } catch {
            UIKitDiagnostics.report("State preservation: the archive could not be saved (\(error)); the previous one is kept.")
            return false
        }
    }

    /// Restores the interface saved at ``stateRestorationArchiveURL`` into
    /// the one the app built so far (ORACLE 44), if the delegate's
    /// `application(_:shouldRestoreSecureApplicationState:)` returns true.
    /// A corrupt or unreadable archive is one message and a fresh launch.
    /// ``launch(delegate:options:)`` calls it between `willFinishLaunching`
    /// and `didFinishLaunching`. Returns whether state was restored. An
    /// OpenUIKit addition for hosts and tests.
    @discardableResult
    public func restoreApplicationState() -> Bool {
        guard let url = stateRestorationArchiveURL, let delegate, let data = StateRestorationStore.read(url) else { return false }
        let archive: StateRestorationArchive
        do {
            archive = try StateRestorationArchive.read(data)
        } catch {
            UIKitDiagnostics.report("State restoration: the saved state at \(url.path) cannot be used (\(error.reason)); launching fresh.")
            return false
        }
        let appCoder = StateRestorationCoder(mode: .decoding { _ in nil }, subject: "the application", values: archive.application)
        guard delegate.application(self, shouldRestoreSecureApplicationState: appCoder) else { return false }
        var restoration = StateRestoration(
            archive: archive, registry: restorationRegistry,
            delegateController: { [unowned self] path, coder in
                self.delegate?.application(self, viewControllerWithRestorationIdentifierPath: path, coder: coder)
            },
            delegateDidDecode: { [unowned self] coder in self.delegate?.application(self, didDecodeRestorableStateWith: coder) })
        restoration.run(roots: windows.compactMap(\.rootViewController))
        return true
    }
}
