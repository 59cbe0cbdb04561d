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
    nonisolated static let corpus = FuzzCorpus.folder("Corpus")

    /// The regression inputs' file names, sorted.
    nonisolated static let inputs = FuzzCorpus.names(in: corpus).filter { $0.hasPrefix("regression-") }

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
