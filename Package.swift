// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "GlassKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "GlassCore", targets: ["GlassCore"]),
    ],
    targets: [
        // Geometry, color, design tokens and screen metrics. Foundation only.
        .target(name: "GlassCore"),
        .testTarget(name: "GlassCoreTests", dependencies: ["GlassCore"]),
    ],
    swiftLanguageModes: [.v6]
)
