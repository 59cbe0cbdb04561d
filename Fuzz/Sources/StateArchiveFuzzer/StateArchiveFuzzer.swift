import Foundation
@_spi(Fuzzing) import OpenUIKit

/// libFuzzer's entry point: each input is a state restoration archive's bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func stateArchiveFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    MainActor.assumeIsolated { _ = UIApplication.exerciseStateArchiveForFuzzing(data) }
    return 0
}
