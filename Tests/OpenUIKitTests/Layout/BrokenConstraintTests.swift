import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct BrokenConstraintTests {
    @Test func aConstraintBrokenWhileItsContainerWasEmptyReturnsOnceItFits() {
        let host = TestHost()
        let root = layoutRoot(host)
        let container = UIView()
        root.addSubview(container)
        let box = constrainedView(in: container)
        let minimum = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 70)
        NSLayoutConstraint.activate([
            minimum, box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.turn()
        let conflicts = { host.diagnostics.filter { $0.contains("Unable to simultaneously satisfy constraints.") }.count }
        #expect(conflicts() == 1)
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        host.turn()
        #expect(box.frame.width == 200)
        #expect(!box.hasAmbiguousLayout)
        container.frame.size.width = 40
        host.turn()
        #expect(conflicts() == 2)
    }
}
