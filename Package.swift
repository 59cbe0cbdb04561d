// swift-tools-version:6.0
//
// OpenUIKit: UIKit's view-controller system for Linux.
//
// Layers (each imports only what is below it; `scripts/check-layering` enforces it):
//
//   gallery ─ GalleryExamples ─ OpenUIKitSDL      OpenUIKitTesting ─ OpenUIKitSnapshotTesting      UIKit (+ _Testing_UIKit) ─ QuartzCore ─ CoreGraphics
//                  └──────────────────┴──── OpenUIKit ─────────────────────────────────┘
//                                              │
//                                        OpenQuartzCore
//                                              │
//                                       OpenCoreGraphics ── CCairo, CPNG, CZlib
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "OpenLayoutEngine", targets: ["OpenLayoutEngine"]),
        .library(name: "OpenCoreGraphics", targets: ["OpenCoreGraphics"]),
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit", "QuartzCore", "CoreGraphics", "CoreText", "_Testing_CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore", "CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "CoreText", targets: ["CoreText", "CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
        .library(name: "OpenUIKitSnapshotTesting", targets: ["OpenUIKitSnapshotTesting"]),
        .library(name: "OpenUIKitSDL", targets: ["OpenUIKitSDL"]),
        .executable(name: "gallery", targets: ["gallery"]),
        .executable(name: "openuikit-port", targets: ["openuikit-port"]),
        .library(name: "OpenUIKitPorting", targets: ["OpenUIKitPorting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // System libraries (Debian packages; `scripts/ensure-system-packages` installs them).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // The Cassowary constraint solver under Auto Layout (no UIKit types).
        .target(
            name: "OpenLayoutEngine",
            dependencies: [.product(name: "HeapModule", package: "swift-collections")],
            swiftSettings: swiftSettings
        ),
        // Quartz 2D, drawn by Cairo.
        .target(
            name: "OpenCoreGraphics",
            dependencies: ["CCairo", "CPNG", "CZlib"],
            swiftSettings: swiftSettings
        ),
        // Core Animation: media time, layers, animations, transactions, the frame pipeline, the compositor.
        .target(
            name: "OpenQuartzCore",
            dependencies: [
                "OpenCoreGraphics", "CCairo",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            swiftSettings: swiftSettings
        ),
        // UIKit: views, text, events, animation, view controllers, presentation, transitions.
        .target(
            name: "OpenUIKit",
            dependencies: ["OpenQuartzCore", "OpenCoreGraphics", "OpenLayoutEngine", "CPangoCairo"],
            swiftSettings: swiftSettings
        ),
        // `import CoreGraphics`, `import QuartzCore` and `import UIKit` on Linux.
        .target(name: "CoreGraphics", dependencies: ["OpenCoreGraphics"], swiftSettings: swiftSettings),
        .target(name: "CoreText", dependencies: ["CoreGraphics"], swiftSettings: swiftSettings),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "OpenQuartzCore"], swiftSettings: swiftSettings),
        .target(name: "UIKit", dependencies: ["QuartzCore", "OpenUIKit"], swiftSettings: swiftSettings),
        // Swift Testing's cross-import overlays for modules named UIKit and
        // CoreGraphics (see LINUX.md).
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"], swiftSettings: swiftSettings),
        .target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"], swiftSettings: swiftSettings),
        // The deterministic host every test uses.
        .target(
            name: "OpenUIKitTesting",
            dependencies: ["OpenUIKit", "OpenQuartzCore", "OpenCoreGraphics", "CZlib"],
            swiftSettings: swiftSettings
        ),
        // Image snapshot strategies for swift-snapshot-testing.
        .target(
            name: "OpenUIKitSnapshotTesting",
            dependencies: [
                "OpenUIKitTesting", "OpenUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: swiftSettings
        ),
        // A real window (SDL2).
        .target(
            name: "OpenUIKitSDL",
            dependencies: ["OpenUIKit", "OpenQuartzCore", "OpenCoreGraphics", "CSDL2"],
            swiftSettings: swiftSettings
        ),
        // The guide's examples as an app developer writes them, and their headless scripts.
        .target(
            name: "GalleryExamples",
            dependencies: ["UIKit", "CoreText", "OpenUIKitTesting", "OpenUIKit", "OpenQuartzCore", "OpenCoreGraphics"],
            resources: [.copy("Storyboards"), .copy("Fonts")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "gallery",
            dependencies: [
                "GalleryExamples", "OpenUIKitSDL", "OpenUIKitTesting", "OpenUIKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),

        // The child process the crash-safety test of state preservation kills mid-save.
        .executableTarget(
            name: "StateArchiveWriter",
            dependencies: ["OpenUIKit"],
            swiftSettings: swiftSettings
        ),
        // The porting tool: rewrites iOS sources' Objective-C idioms (issue 21).
        .target(
            name: "OpenUIKitPorting",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "openuikit-port",
            dependencies: ["OpenUIKitPorting", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "OpenUIKitPortingTests",
            dependencies: ["OpenUIKitPorting"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "OpenLayoutEngineTests",
            dependencies: ["OpenLayoutEngine"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "OpenCoreGraphicsTests",
            dependencies: ["OpenCoreGraphics", "CCairo"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "OpenQuartzCoreTests",
            dependencies: ["OpenQuartzCore", "OpenCoreGraphics"],
            exclude: ["Render/__Snapshots__"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "OpenUIKitTests",
            dependencies: ["OpenUIKit", "OpenUIKitTesting", "UIKit", "GalleryExamples", "StateArchiveWriter"],
            resources: [.copy("Storyboards/Resources")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "GalleryExamplesTests",
            dependencies: ["GalleryExamples", "OpenUIKitTesting", "UIKit"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "OpenUIKitSnapshotTestingTests",
            dependencies: [
                "OpenUIKitSnapshotTesting", "OpenUIKitTesting", "UIKit", "GalleryExamples",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: swiftSettings
        ),
        // Code written as iOS libraries write it (Swift 5 mode, `import UIKit`,
        // `import QuartzCore`, helpers outside the main actor) must compile.
        // It names OpenUIKit and OpenQuartzCore too: SwiftPM's incremental
        // build recompiles a target when a module it depends on directly
        // changes, and the re-exporting shims' own modules never do.
        .testTarget(
            name: "Swift5ClientTests",
            dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "CoreText", "OpenUIKitTesting", "OpenUIKit", "OpenQuartzCore"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "OpenUIKitSDLTests",
            dependencies: ["OpenUIKitSDL", "OpenUIKit", "CSDL2"],
            swiftSettings: swiftSettings
        ),
    ]
)
