// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, which differs between clones.
let glassKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
    .lowercased()

// GlassKit's coverage-guided fuzzer, a package of its own so that `make test` never builds it.
// `make fuzz` builds it with libFuzzer and AddressSanitizer and runs each target for a bounded time.
let package = Package(
    name: "GlassKitFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "GlassFuzz",
            dependencies: [
                .product(name: "GlassCore", package: glassKit),
                .product(name: "HomeScreen", package: glassKit),
                .product(name: "GlassHost", package: glassKit),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
