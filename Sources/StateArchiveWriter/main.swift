// A child process for the crash-safety test of state preservation
// (Tests/OpenUIKitTests/Restoration/StateArchiveKillTests.swift): it
// preserves an interface of 20 controllers to the archive path it is given,
// over and over, printing "saved N" after each save, until it is killed.
//
//   StateArchiveWriter ARCHIVE_PATH
import Foundation
import OpenUIKit

/// Saves whenever asked.
final class WriterDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
}

@MainActor
func run(_ path: String) {
    let runtime = UIKitRuntime(clock: CAVirtualMediaClock(startTime: 0))
    runtime.makeCurrent()
    UIScreen.install(UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let tabs = UITabBarController()
    tabs.restorationIdentifier = "Tabs"
    tabs.setViewControllers((0..<4).map { tab in
        let navigation = UINavigationController()
        navigation.restorationIdentifier = "Navigation\(tab)"
        navigation.setViewControllers((0..<4).map { depth in
            let page = UIViewController()
            page.restorationIdentifier = "Page\(tab).\(depth)"
            return page
        }, animated: false)
        return navigation
    }, animated: false)
    window.rootViewController = tabs
    let application = UIApplication.shared
    application.delegate = WriterDelegate()
    application.stateRestorationArchiveURL = URL(fileURLWithPath: path)
    var saves = 0
    while application.preserveApplicationState() {
        saves += 1
        FileHandle.standardOutput.write(Data("saved \(saves)\n".utf8))
    }
    print("a save failed")
}

guard CommandLine.arguments.count == 2 else {
    print("usage: StateArchiveWriter ARCHIVE_PATH")
    exit(2)
}
MainActor.assumeIsolated { run(CommandLine.arguments[1]) }
