// swift-tools-version:6.0
//
// Fuzz targets for OpenUIKit (libFuzzer). A separate package so that the
// library's own build never carries the sanitizer flags. Run with
// `scripts/fuzz-storyboards` and `scripts/fuzz-state-archives` from the
// repository root; results: BENCHMARKS.md.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder (see Benchmarks/Package.swift).
let rootPackage = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "OpenUIKitFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "StoryboardFuzzer",
            dependencies: [
                .product(name: "OpenUIKit", package: rootPackage),
                .product(name: "OpenQuartzCore", package: rootPackage),
            ],
            swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "StateArchiveFuzzer",
            dependencies: [.product(name: "OpenUIKit", package: rootPackage)],
            swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
