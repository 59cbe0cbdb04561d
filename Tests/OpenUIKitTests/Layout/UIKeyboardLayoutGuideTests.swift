import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct KeyboardLayoutGuideTests {
    @Test func withoutAKeyboardTheGuideSitsAtTheSafeAreasBottom() {
        let host = TestHost()
        let root = layoutRoot(host)
        let bar = constrainedView(in: root)
        NSLayoutConstraint.activate([
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        host.turn()
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        #expect(root.keyboardLayoutGuide === root.keyboardLayoutGuide)
    }

    @Test func notUsingTheBottomSafeAreaPutsTheGuideAtTheViewsBottom() {
        let host = TestHost()
        let root = layoutRoot(host)
        let bar = constrainedView(in: root)
        root.keyboardLayoutGuide.usesBottomSafeArea = false
        NSLayoutConstraint.activate([
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.widthAnchor.constraint(equalToConstant: 10),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        host.turn()
        #expect(bar.frame.maxY == 844)
    }
}
