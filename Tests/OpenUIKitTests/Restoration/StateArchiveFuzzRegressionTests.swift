import Foundation
import Testing
@_spi(Fuzzing) import UIKit
import OpenUIKitTesting

/// Every archive the state archive fuzzer crashed on
/// (`Fuzz/StateArchiveCorpus/regression-*`) is read again and refused or
/// decoded without a trap; the archives OpenUIKit wrote there are accepted.
@MainActor
@Suite struct StateArchiveFuzzRegressionTests {
    nonisolated static let corpus = FuzzCorpus.folder("StateArchiveCorpus")
    nonisolated static let names = FuzzCorpus.names(in: corpus)

    @Test(arguments: names.filter { $0.hasPrefix("regression-") })
    func aRegressionArchiveIsRefusedWithoutATrap(name: String) throws {
        let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
        #expect(UIApplication.exerciseStateArchiveForFuzzing(data) == 0)
    }

    @Test(arguments: names.filter { !$0.hasPrefix("regression-") })
    func anArchiveOpenUIKitWroteIsAccepted(name: String) throws {
        let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
        #expect(UIApplication.exerciseStateArchiveForFuzzing(data) > 0)
    }
}
