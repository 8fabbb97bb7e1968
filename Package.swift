// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "GlassKit",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "GlassCore", targets: ["GlassCore"]),
        .library(name: "GlassMotion", targets: ["GlassMotion"]),
        .library(name: "HomeScreen", targets: ["HomeScreen"]),
        .library(name: "Dotfield", targets: ["Dotfield"]),
        .library(name: "GlassStore", targets: ["GlassStore"]),
        .library(name: "GlassRaster", targets: ["GlassRaster"]),
        .library(name: "Scenes", targets: ["Scenes"]),
        .library(name: "GlassUI", targets: ["GlassUI"]),
        .library(name: "GlassHost", targets: ["GlassHost"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "Stories", targets: ["Stories"]),
        .library(name: "StoriesApp", targets: ["StoriesApp"]),
        .library(name: "DotfieldApp", targets: ["DotfieldApp"]),
        .library(name: "Music", targets: ["Music"]),
        .library(name: "MusicApp", targets: ["MusicApp"]),
        .library(name: "MusicAudio", targets: ["MusicAudio"]),
        .library(name: "Horizon", targets: ["Horizon"]),
        .library(name: "HorizonApp", targets: ["HorizonApp"]),
        .executable(name: "glass", targets: ["glass"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
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
        // Spec 001's Dotfield: the grid, the spring field and its settings. Foundation only.
        .target(name: "Dotfield", dependencies: ["GlassCore", "GlassMotion"]),
        .testTarget(name: "DotfieldTests", dependencies: ["Dotfield"]),
        // SQLite files opened safely (checked, migrated, a damaged one kept aside), for every store.
        .target(name: "GlassDatabase", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        // The Stories app's data: heroes, stories told offline by a grammar, events, reading.
        .target(
            name: "Stories",
            dependencies: ["GlassCore", "GlassDatabase", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "StoriesTests", dependencies: ["Stories", .product(name: "GRDB", package: "GRDB.swift")]),
        // Spec 003's music library: tags read from WAV, MP3, FLAC and Ogg files, the scan into an
        // SQLite cache, the play queue, and a synthesized sample library. Foundation and GRDB only.
        .target(
            name: "Music",
            dependencies: ["GlassCore", "GlassDatabase", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "MusicTests", dependencies: ["Music"], resources: [.copy("Fixtures")]),
        // SDL2_mixer, the audio decoder and output; only MusicAudio imports it.
        .systemLibrary(name: "CSDLMixer", pkgConfig: "SDL2_mixer", providers: [.apt(["libsdl2-mixer-dev"])]),
        // The player's real output: SDL2_mixer on SDL's audio device.
        .target(name: "MusicAudio", dependencies: ["Music", "CSDLMixer"]),
        .testTarget(name: "MusicAudioTests", dependencies: ["MusicAudio", "Music"]),
        // Spec 004's social data: AT Protocol lexicon shapes, an offline source of JSON pages,
        // the SQLite cache with FTS5 search, the composer's facets, the extractive summary.
        .target(
            name: "Horizon",
            dependencies: ["GlassCore", "GlassDatabase", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "HorizonTests", dependencies: ["Horizon", .product(name: "GRDB", package: "GRDB.swift")]),
        // Persistence of the layout and settings in SQLite through GRDB.
        .target(
            name: "GlassStore",
            dependencies: [
                "GlassCore", "HomeScreen", "Dotfield", "GlassDatabase", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(name: "GlassStoreTests", dependencies: ["GlassStore"]),
        // Cairo + Pango, found through pkg-config; only GlassRaster and the executable import C.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpixman-1-dev", "libpango1.0-dev"])]
        ),
        // libjpeg-turbo, for JPEG pictures; only GlassRaster imports it.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // The Linux raster backend: the Canvas on Cairo/Pango surfaces, our own kernels, PNG and JPEG.
        .target(name: "GlassRaster", dependencies: ["GlassCore", "CCairo", "CTurboJPEG"]),
        .testTarget(name: "GlassRasterTests", dependencies: ["GlassRaster"]),
        // SwiftUI's API and semantics on Linux: views, layout, state, input, animation,
        // accessibility, painted onto any Canvas. Portable: no C, no backend.
        .target(name: "GlassUI", dependencies: ["GlassCore", "GlassMotion"]),
        .testTarget(
            name: "GlassUITests", dependencies: ["GlassUI", "GlassHost", "GoldenSupport"], exclude: ["Fixtures"]),
        // Hosts any GlassUI view without a display: Pango text, the raster renderer, events, the element tree.
        .target(name: "GlassHost", dependencies: ["GlassUI", "GlassCore", "GlassRaster"]),
        // `catalog`: GlassUI's UI catalog, the first app, written as plain SwiftUI code.
        // Its two pictures (a JPEG photo and a PNG with transparency, drawn by us) are compiled
        // into the binary, so the catalog shows them wherever it runs.
        .target(
            name: "Catalog", dependencies: ["GlassUI"],
            resources: [.embedInCode("Pictures/sunset.jpg"), .embedInCode("Pictures/star.png")]),
        .testTarget(
            name: "CatalogTests",
            dependencies: [
                "Catalog", "GlassHost", "GlassRaster", "GoldenSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        // The GlassUI apps hosts can run, by name.
        // Spec 002's story app, as SwiftUI code on GlassUI over its data.
        .target(name: "StoriesApp", dependencies: ["GlassCore", "GlassUI", "Stories"]),
        .testTarget(name: "StoriesAppTests", dependencies: ["StoriesApp", "Stories", "GlassHost", "GlassUI"]),
        // Spec 004's iPad social app, as SwiftUI code on GlassUI over the Horizon data.
        .target(name: "HorizonApp", dependencies: ["GlassCore", "GlassUI", "Horizon", "GlassDatabase"]),
        .testTarget(
            name: "HorizonAppTests", dependencies: ["HorizonApp", "Horizon", "GlassHost", "GlassRaster", "GlassUI"]),
        // Spec 003's music player, as SwiftUI code on GlassUI over the Music library and player.
        .target(name: "MusicApp", dependencies: ["GlassCore", "GlassUI", "Music"]),
        .testTarget(name: "MusicAppTests", dependencies: ["MusicApp", "Music", "GlassHost", "GlassRaster", "GlassUI"]),
        .target(name: "DotfieldApp", dependencies: ["Dotfield", "GlassCore", "GlassStore", "GlassUI"]),
        .testTarget(
            name: "DotfieldAppTests", dependencies: ["DotfieldApp", "Dotfield", "GlassStore", "GlassHost", "GlassUI"]),
        .target(
            name: "GlassApps",
            dependencies: [
                "Catalog", "StoriesApp", "Stories", "DotfieldApp", "Music", "MusicApp", "MusicAudio", "Horizon",
                "HorizonApp", "GlassStore",
                "GlassDatabase", "GlassHost", "GlassUI",
            ]),
        // Backend-neutral drawing of each model on a Canvas.
        .target(name: "Scenes", dependencies: ["GlassCore", "GlassMotion", "HomeScreen", "Dotfield"]),
        // Golden-image comparison with our own PNG diff, for the test targets that keep golden images.
        .target(
            name: "GoldenSupport",
            dependencies: [
                "GlassCore", "GlassRaster", "GlassHost", "GlassUI",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/GoldenSupport"
        ),
        .testTarget(
            name: "ScenesTests",
            dependencies: [
                "Scenes", "GlassRaster", "GoldenSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // SDL2 for the window, found through pkg-config; only GlassWindow imports it.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // The main job: the home screen in an SDL2 window, driven by the mouse, keys and touches.
        .target(
            name: "GlassWindow",
            dependencies: [
                "CSDL2", "GlassCore", "HomeScreen", "Dotfield", "GlassStore", "GlassRaster", "Scenes",
                "GlassUI", "GlassHost",
            ]),
        .testTarget(name: "GlassWindowTests", dependencies: ["GlassWindow", "Catalog", "GlassHost", "GlassUI"]),
        // The command line as a library, so its parsing and its errors are testable.
        .target(
            name: "GlassCLI",
            dependencies: [
                "GlassCore", "GlassMotion", "HomeScreen", "Dotfield", "GlassStore", "GlassRaster", "Scenes",
                "GlassWindow",
                "GlassUI", "GlassHost", "GlassApps",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "glass", dependencies: ["GlassCLI"]),
        // The CLI's tests run `glass` as a process too, so they build it; GRDB damages store files.
        .testTarget(
            name: "GlassCLITests",
            dependencies: ["GlassCLI", "glass", .product(name: "GRDB", package: "GRDB.swift")]),
    ],
    swiftLanguageModes: [.v6]
)

// Members of a module are visible only where that module is imported (SE-0444), so each file
// names what it uses.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
