import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

@MainActor
@Suite struct AutoLayoutFormTests {
    /// The form on the gallery's stage (which sizes it in its own layout).
    private func showForm(_ host: TestHost) throws -> UIViewController {
        let example = try #require(GalleryCatalog.example(id: "auto-layout"))
        let stage = ExampleStageViewController(example: example)
        host.window.rootViewController = stage
        host.turn()
        return stage.content
    }

    @Test func theFormLaysOutOnTheStageWithoutAmbiguityOrConflicts() throws {
        let host = TestHost()
        _ = try showForm(host)
        host.resizeWindow(to: CGSize(width: 800, height: 500))
        host.resizeWindow(to: CGSize(width: 390, height: 844))
        #expect(host.diagnostics == [])
    }

    @Test func inPortraitLabelsSitAboveTheirFields() throws {
        let host = TestHost()
        let form = try showForm(host)
        let nameLabel = try #require(labels(in: form.view).first { $0.text == "Name" })
        let nameField = try #require(labels(in: form.view).first { $0.text == "Ada Lovelace" })
        let field = nameField.convert(nameField.bounds, to: form.view)
        #expect(nameLabel.convert(nameLabel.bounds, to: form.view).maxY < field.minY)
    }

    @Test func inLandscapeLabelsSitBesideTheirFields() throws {
        let host = TestHost()
        let form = try showForm(host)
        host.resizeWindow(to: CGSize(width: 800, height: 500))
        let nameLabel = try #require(labels(in: form.view).first { $0.text == "Name" })
        let nameField = try #require(labels(in: form.view).first { $0.text == "Ada Lovelace" })
        let label = nameLabel.convert(nameLabel.bounds, to: form.view)
        let field = nameField.convert(nameField.bounds, to: form.view)
        #expect(label.maxX < field.minX)
        #expect(abs(label.midY - field.midY) < 4)
    }

    private func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { subview in ((subview as? UILabel).map { [$0] } ?? []) + labels(in: subview) }
    }
}
