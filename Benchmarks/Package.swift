// swift-tools-version:6.1
//
// OpenUIKit's performance benchmarks (package-benchmark, ordo-one/benchmark).
// A separate package so that the library's own Package.swift stays free of
// the benchmark plugin and its dependencies. Run with `scripts/benchmarks`
// from the repository root; results and how to read them: BENCHMARKS.md.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder: the repository root is
// "main" in one clone and something else in another, so read it off disk.
let rootPackage = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "OpenUIKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The library under test: the repository root.
        .package(path: ".."),
        // The malloc interposer trait gives the malloc-count / leaked-bytes
        // metrics; naming the traits explicitly also turns off the default
        // "RuntimeInterposer" trait, whose package is not available offline.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "OpenQuartzCoreBenchmarks",
            dependencies: [
                .product(name: "OpenQuartzCore", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/OpenQuartzCoreBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        .executableTarget(
            name: "OpenUIKitBenchmarks",
            dependencies: [
                .product(name: "OpenUIKit", package: rootPackage),
                .product(name: "OpenUIKitTesting", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/OpenUIKitBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        .executableTarget(
            name: "OpenUIKitSnapshotBenchmarks",
            dependencies: [
                .product(name: "OpenUIKitTesting", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/OpenUIKitSnapshotBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // The solver workloads shared with scripts/kiwisolver-workloads.py.
        .target(
            name: "LayoutWorkloads",
            dependencies: [.product(name: "OpenLayoutEngine", package: rootPackage)],
            path: "Sources/LayoutWorkloads",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // OpenLayoutEngine's side of scripts/autolayout-vs-kiwisolver (prints JSON).
        .executableTarget(
            name: "layout-vs-kiwisolver",
            dependencies: ["LayoutWorkloads"],
            path: "Sources/LayoutVsKiwisolver",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // What every benchmark target shares: the hop to the main actor,
        // process memory and the memory-flatness check.
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "CHeapStats"],
            path: "Sources/BenchmarkSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // glibc's heap statistics (mallinfo2), for the memory-flatness checks.
        .target(name: "CHeapStats", path: "Sources/CHeapStats"),
    ]
)
