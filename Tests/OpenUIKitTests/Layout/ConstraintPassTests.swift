import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A view that logs its constraint and layout passes.
private final class PassView: UIView {
    let name: String
    let log: Log
    var onUpdate: () -> Void = {}
    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override func updateConstraints() {
        log.append("\(name).updateConstraints")
        onUpdate()
        super.updateConstraints()
    }
    override func layoutSubviews() {
        log.append("\(name).layoutSubviews")
        super.layoutSubviews()
    }
}

@MainActor
@Suite struct ConstraintPassTests {
    @Test func oracle45TheConstraintPassRunsBottomUpBeforeTheLayoutPassOfTheSameTurn() {
        let host = TestHost()
        let log = Log()
        let root = layoutRoot(host)
        let outer = PassView("outer", log: log), inner = PassView("inner", log: log)
        root.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor), outer.topAnchor.constraint(equalTo: root.topAnchor),
            outer.widthAnchor.constraint(equalToConstant: 200), outer.heightAnchor.constraint(equalToConstant: 200),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor), inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 100), inner.heightAnchor.constraint(equalToConstant: 100),
        ])
        host.turn()
        log.clear()
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        outer.setNeedsLayout()
        host.turn()
        #expect(log.entries == [
            "inner.updateConstraints", "outer.updateConstraints", "outer.layoutSubviews", "inner.layoutSubviews",
        ])
    }

    @Test func constantsChangedInUpdateConstraintsApplyInTheSameTurn() {
        let host = TestHost()
        let log = Log()
        let root = layoutRoot(host)
        let box = PassView("box", log: log)
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        host.turn()
        box.onUpdate = { width.constant = 150 }
        box.setNeedsUpdateConstraints()
        host.turn()
        #expect(box.frame.width == 150)
    }

    @Test func updateConstraintsIfNeededRunsThePassNowAndOnlyOnce() {
        let host = TestHost()
        let log = Log()
        let root = layoutRoot(host)
        let box = PassView("box", log: log)
        root.addSubview(box)
        host.turn()
        log.clear()
        box.setNeedsUpdateConstraints()
        #expect(box.needsUpdateConstraints())
        box.updateConstraintsIfNeeded()
        box.updateConstraintsIfNeeded()
        #expect(!box.needsUpdateConstraints())
        #expect(log.entries == ["box.updateConstraints"])
    }

    @Test func aViewControllersUpdateViewConstraintsRunsAfterItsViewsSubviews() {
        let host = TestHost()
        let log = Log()
        let controller = LoggingViewController("vc", log: log)
        host.window.rootViewController = controller
        host.turn()
        let box = PassView("box", log: log)
        controller.view.addSubview(box)
        log.clear()
        box.setNeedsUpdateConstraints()
        controller.view.setNeedsUpdateConstraints()
        host.turn()
        #expect(Array(log.entries.prefix(2)) == ["box.updateConstraints", "vc.updateViewConstraints"])
    }
}
