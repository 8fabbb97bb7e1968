// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "GlassKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "GlassCore", targets: ["GlassCore"]),
        .library(name: "GlassMotion", targets: ["GlassMotion"]),
        .library(name: "HomeScreen", targets: ["HomeScreen"]),
        .library(name: "GlassStore", targets: ["GlassStore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // Geometry, color, design tokens and screen metrics. Foundation only.
        .target(name: "GlassCore"),
        .testTarget(name: "GlassCoreTests", dependencies: ["GlassCore"]),
        // Springs, keyframe tracks, timing curves and the home screen's motions. GlassCore only.
        .target(name: "GlassMotion", dependencies: ["GlassCore"]),
        // The SpringBoard model of spec 000: layout, geometry, interaction. Foundation only.
        .target(name: "HomeScreen", dependencies: ["GlassCore", "GlassMotion"]),
        .testTarget(name: "HomeScreenTests", dependencies: ["HomeScreen"]),
        // Persistence of the layout and settings in SQLite through GRDB.
        .target(name: "GlassStore", dependencies: ["HomeScreen", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "GlassStoreTests", dependencies: ["GlassStore"]),
    ],
    swiftLanguageModes: [.v6]
)
