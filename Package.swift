// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "GlassKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "GlassCore", targets: ["GlassCore"]),
        .library(name: "GlassMotion", targets: ["GlassMotion"]),
        .library(name: "HomeScreen", targets: ["HomeScreen"]),
    ],
    targets: [
        // Geometry, color, design tokens and screen metrics. Foundation only.
        .target(name: "GlassCore"),
        .testTarget(name: "GlassCoreTests", dependencies: ["GlassCore"]),
        // Springs, keyframe tracks, timing curves and the home screen's motions. GlassCore only.
        .target(name: "GlassMotion", dependencies: ["GlassCore"]),
        .testTarget(name: "GlassMotionTests", dependencies: ["GlassMotion"]),
        // The SpringBoard model of spec 000: layout, geometry, interaction. Foundation only.
        .target(name: "HomeScreen", dependencies: ["GlassCore", "GlassMotion"]),
        .testTarget(name: "HomeScreenTests", dependencies: ["HomeScreen"]),
    ],
    swiftLanguageModes: [.v6]
)
