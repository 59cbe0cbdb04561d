import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

/// The bars' tests (items, navigation bar, toolbar, tab bar), grouped so
/// that `swift test --filter Bar` runs them all.
@Suite struct BarsTests {}

/// An object bar button items call, recording each call by name.
@MainActor
final class BarActionReceiver {
    var calls: [String] = []
    var senders: [UIBarButtonItem] = []

    func itemTapped(_ sender: UIBarButtonItem) {
        calls.append("itemTapped")
        senders.append(sender)
    }

    func somethingHappened() {
        calls.append("somethingHappened")
    }

    func anySenderTapped(_ sender: Any) {
        calls.append("anySenderTapped")
    }
}

/// A navigation bar delegate recording each call by name, that can refuse
/// pushes and pops.
@MainActor
final class RecordingNavigationBarDelegate: UINavigationBarDelegate {
    var calls: [String] = []
    var allowsPush = true
    var allowsPop = true

    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        calls.append("shouldPush")
        return allowsPush
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        calls.append("didPush")
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        calls.append("shouldPop")
        return allowsPop
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        calls.append("didPop")
    }
}

extension TestHost {
    /// Taps the middle of `view` (which is in the host's window).
    func tap(_ view: UIView) {
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }
}

/// A navigation bar 390 points wide at the top of `host`'s window, laid out.
@MainActor
func makeNavigationBar(in host: TestHost, items: [UINavigationItem] = []) -> UINavigationBar {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
    bar.setItems(items, animated: false)
    host.window.addSubview(bar)
    bar.layoutIfNeeded()
    return bar
}

/// The button `bar` shows for `item`.
@MainActor
func button(for item: UIBarButtonItem, in bar: UINavigationBar) -> UIView? {
    bar.itemViews.view(for: item)
}

/// Whether `a` and `b` are the same position on a 3x screen (within a
/// fraction of a pixel: frames land on pixels, sums of them may not).
func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool {
    abs(a - b) < 0.01
}

/// Writes `image` to /tmp/openuikit-bars/`name`.png for a person to look at.
func writeBarPicture(_ image: CGImage, _ name: String) {
    let directory = URL(fileURLWithPath: "/tmp/openuikit-bars")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? image.pngData()?.write(to: directory.appendingPathComponent("\(name).png"))
}

extension UITabBar {
    /// The slot showing `item` (nil when it is not shown).
    func slot(for item: UITabBarItem) -> TabBarButton? {
        slots.first { $0.item === item }
    }
}
