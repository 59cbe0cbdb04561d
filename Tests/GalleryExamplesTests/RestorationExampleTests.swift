import Foundation
import Testing
import UIKit
@testable import GalleryExamples
import OpenUIKitTesting

/// Example 15: a notes app preserved, rebuilt and restored.
@MainActor
@Suite struct RestorationExampleTests {
    @Test func theOpenNoteAndItsScrollPositionComeBackAfterTheRelaunch() throws {
        let recording = GalleryRecording(example: try #require(GalleryCatalog.example(id: "restoration")))
        recording.play()
        recording.host.runUntilIdle()
        #expect(recording.problems.isEmpty)
        #expect(recording.host.diagnostics.isEmpty)
        let example = try #require(recording.host.window.rootViewController as? RestorationExampleController)
        #expect(example.app.viewControllers.map { "\(type(of: $0))" } == ["NotesListViewController", "NoteViewController"])
        let note = try #require(example.app.topViewController as? NoteViewController)
        #expect(note.number == 2)
        #expect(note.title == "Note 2")
        #expect(note.scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(example.statusLabel.text?.hasPrefix("Saved ") == true)
        #expect(example.statusLabel.text?.hasSuffix("2 screen(s) restored, 1 made by the app delegate.") == true)
    }
}
