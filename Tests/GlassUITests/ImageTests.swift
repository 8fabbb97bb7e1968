import Foundation
import GlassHost
import GlassRaster
import GlassUI
import Testing

import struct GlassCore.Bitmap

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    .path

@MainActor
@Suite(.serialized) struct ImageTests {
    func host<V: View>(_ view: V, size: Size = Size(width: 200, height: 200)) -> ViewHost {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        return ViewHost(view, size: size, environment: environment)
    }

    // libjpeg-turbo decodes the fixture (8 × 6, #E03020 at quality 95) to its size and color.
    @Test func aJPEGDecodes() throws {
        let bitmap = try Bitmap(imageFile: fixtures + "/red-8x6.jpg")
        #expect(bitmap.width == 8 && bitmap.height == 6)
        let pixel = bitmap.pixels[3 * 8 + 4]
        #expect(pixel >> 24 == 0xFF)
        #expect(
            abs(Int(pixel >> 16 & 0xFF) - 0xE0) <= 3 && abs(Int(pixel >> 8 & 0xFF) - 0x30) <= 3
                && abs(Int(pixel & 0xFF) - 0x20) <= 3)
        #expect(throws: RasterError.self) { try Bitmap(imageData: Data([0xFF, 0xD8, 0xFF, 0x00, 0x01])) }
        #expect(throws: RasterError.self) { try Bitmap(imageData: Data("GIF89a".utf8)) }
    }

    // An image keeps its own size; `resizable().aspectRatio(contentMode: .fit)` fills the
    // width of a 100 pt frame at the picture's 4:3.
    @Test func imagesSizeLikeSwiftUI() throws {
        _ = host(EmptyView())  // a host installs the decoder
        let picture = try #require(UIImage(contentsOfFile: fixtures + "/red-8x6.jpg"))
        #expect(picture.size == CGSize(width: 8, height: 6))
        let plain = host(Image(uiImage: picture).accessibilityIdentifier("image"))
        #expect(plain.element(identifier: "image")?.frame.size == CGSize(width: 8, height: 6))
        let fitted = host(
            Image(uiImage: picture).resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 100)
                .accessibilityIdentifier("outer").overlay(Color.clear))
        let fittedImage = host(
            Image(uiImage: picture).resizable().aspectRatio(contentMode: .fit).accessibilityIdentifier("image")
                .frame(width: 100, height: 100))
        #expect(fitted.element(identifier: "outer")?.frame.size == CGSize(width: 100, height: 100))
        #expect(fittedImage.element(identifier: "image")?.frame.size == CGSize(width: 100, height: 75))
    }

    // As in SwiftUI, every image is an element VoiceOver reads as an image, by its name or its
    // accessibility label, or just "image" when it has neither; a decorative one is not read.
    // A named image is found in a bundle's resources as in the image directories.
    @Test func imagesReadAsImagesUnlessDecorative() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glassui-bundle-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixtures + "/red-8x6.jpg", toPath: directory + "/red.jpg")
        let bundle = try #require(Bundle(path: directory))
        let picture = try #require(UIImage(contentsOfFile: fixtures + "/red-8x6.jpg"))
        let h = host(
            VStack {
                Image("red", bundle: bundle)
                Image(uiImage: picture).accessibilityIdentifier("unnamed")
                Image(uiImage: picture).accessibilityLabel("Swatch")
                Image(decorative: "red", bundle: bundle).accessibilityIdentifier("decorative")
            })
        let named = try #require(h.element(label: "red"))
        #expect(named.traitNames == ["image"] && named.frame.size == CGSize(width: 8, height: 6))
        #expect(h.element(identifier: "unnamed")?.traitNames == ["image"])
        #expect(h.element(label: "Swatch")?.traitNames == ["image"])
        #expect(h.element(identifier: "decorative")?.traitNames.contains("image") != true)
    }

    // A picture that is missing or does not decode shows a 44 pt placeholder and is reported
    // once, in a line that names it; nothing crashes.
    @Test func missingAndBrokenPicturesShowAPlaceholder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glassui-images-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: directory + "/broken.png"))
        ImageLibrary.shared.directories = [directory]
        defer { ImageLibrary.shared.directories = [] }
        let view = VStack {
            Image("nowhere").accessibilityIdentifier("missing")
            Image("broken").accessibilityIdentifier("broken")
        }
        let h = host(view)
        #expect(h.element(identifier: "missing")?.frame.size == CGSize(width: 44, height: 44))
        #expect(h.element(identifier: "broken")?.frame.size == CGSize(width: 44, height: 44))
        _ = try h.render(scale: 1)
        let problems = ImageLibrary.shared.problems
        #expect(problems.contains { $0.hasPrefix("image 'nowhere': not found in \(directory)") })
        #expect(problems.contains { $0.contains("broken.png") && $0.contains("not a PNG or JPEG image") })
        #expect(problems.filter { $0.contains("nowhere") }.count == 1)
    }

    // SF Symbol names draw Material glyphs in the foreground style, sized to the font.
    @Test func symbolsDrawInTheForegroundStyle() throws {
        let view = Image(systemName: "play.fill").font(.body).foregroundStyle(Color(red: 1, green: 0, blue: 0))
            .accessibilityIdentifier("play")
        let h = host(view, size: Size(width: 60, height: 60))
        let frame = try #require(h.element(identifier: "play")).frame
        #expect(frame.size == CGSize(width: 20, height: 20))  // 17 pt × 1.2, rounded
        #expect(h.element(identifier: "play")?.traitNames == ["image"])
        let canvas = try h.render(scale: 1)
        var red = 0
        for y in 0..<60 {
            for x in 0..<60 {
                let c = canvas.color(atPixelX: x, y: y)
                if c.red > 0.9 && c.green < 0.3 { red += 1 }
            }
        }
        #expect(red > 40)
        _ = host(Image(systemName: "no.such.symbol"))
        #expect(ImageLibrary.shared.problems.contains("symbol 'no.such.symbol': not in GlassUI's symbol catalog"))
    }
}
