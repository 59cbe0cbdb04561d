import Foundation
import Testing
@_spi(Fuzzing) import UIKit

/// Crash safety of the archive file: a child process (`StateArchiveWriter`)
/// saves over and over and is killed with SIGKILL at a different moment
/// each time; the archive left behind is always a whole one. The moments
/// come from the child's own progress (killed right after its Nth "saved"
/// line, so during the next save), not from sleeping.
@MainActor
@Suite struct StateArchiveKillTests {
    /// The writer next to the test bundle (SwiftPM builds it for this target).
    nonisolated static let writer = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("StateArchiveWriter")

    @Test func anArchiveKilledMidSaveIsAlwaysTheLastWholeOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = folder.appendingPathComponent("state.archive")
        var checked = 0
        for round in 0..<24 {
            let child = Process()
            child.executableURL = Self.writer
            child.arguments = [archive.path]
            let output = Pipe()
            child.standardOutput = output
            try child.run()
            let reader = output.fileHandleForReading
            var lines = 0, pending = Data()
            while lines < 1 + round % 6 {
                let chunk = reader.availableData
                guard !chunk.isEmpty else { break }
                pending.append(chunk)
                lines = pending.split(separator: UInt8(ascii: "\n")).count
            }
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            #expect(child.terminationReason == .uncaughtSignal, "round \(round): the writer ended by itself")
            let data = try Data(contentsOf: archive)
            #expect(UIApplication.exerciseStateArchiveForFuzzing(data) == 21, "round \(round): the archive is not whole")
            checked += 1
        }
        #expect(checked == 24)
    }
}
