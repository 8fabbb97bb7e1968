// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, which differs between clones.
let glassKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
    .lowercased()

// GlassKit's benchmarks, a package of their own so that `make test` never builds the harness.
// Run them with `make bench` (release build, ordo-one/benchmark).
let package = Package(
    name: "GlassKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "GlassRasterBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GlassRaster", package: glassKit),
            ],
            path: "Benchmarks/GlassRasterBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DotfieldBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Dotfield", package: glassKit),
                .product(name: "Scenes", package: glassKit),
                .product(name: "GlassRaster", package: glassKit),
            ],
            path: "Benchmarks/DotfieldBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "HomeSceneBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Scenes", package: glassKit),
                .product(name: "GlassRaster", package: glassKit),
                .product(name: "HomeScreen", package: glassKit),
                .product(name: "Dotfield", package: glassKit),
            ],
            path: "Benchmarks/HomeSceneBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "GlassUIBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GlassUI", package: glassKit),
                .product(name: "GlassHost", package: glassKit),
                .product(name: "GlassRaster", package: glassKit),
                .product(name: "Stories", package: glassKit),
                .product(name: "StoriesApp", package: glassKit),
                .product(name: "DotfieldApp", package: glassKit),
                .product(name: "Music", package: glassKit),
                .product(name: "MusicApp", package: glassKit),
                .product(name: "MusicAudio", package: glassKit),
                .product(name: "Horizon", package: glassKit),
                .product(name: "HorizonApp", package: glassKit),
            ],
            path: "Benchmarks/GlassUIBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "HomeScreenBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HomeScreen", package: glassKit),
                .product(name: "GlassStore", package: glassKit),
            ],
            path: "Benchmarks/HomeScreenBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
