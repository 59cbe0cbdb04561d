import Foundation
import Testing
@_spi(Fuzzing) import UIKit
import OpenUIKitTesting

/// Every input the storyboard fuzzer crashed on (`Fuzz/Corpus/regression-*`)
/// goes through the fuzzer's exercise again — read, every scene made, its
/// view loaded, its segues performed, a frame turned — and the app goes on.
/// A regression traps the test process.
@MainActor
@Suite struct StoryboardFuzzRegressionTests {
    /// The corpus folder of the repository this file is in.
    nonisolated static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    /// The regression inputs' file names, sorted.
    nonisolated static let inputs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasPrefix("regression-") }.sorted()
    }()

    @Test func theCorpusHoldsTheRegressionInputs() {
        #expect(Self.inputs.count >= 5)
    }

    @Test(arguments: inputs)
    func aRegressionInputIsExercisedWithoutATrap(name: String) throws {
        let host = TestHost()
        let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
        let made = UIStoryboard.exerciseForFuzzing(data)
        host.runUntilIdle()
        #expect(made == 0 || !host.diagnostics.isEmpty, "bad input is refused whole or reported")
    }
}
