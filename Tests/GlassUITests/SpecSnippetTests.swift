import Foundation
import GlassHost
import GlassUI
import Testing

// The SwiftUI snippets of spec 003 ("Glass Button Style", "Standard Transitions", "Interactive
// Animations", "Material Usage Strategy", "Dark Mode Adjustments", "Dynamic Colors",
// "Typography", "Artwork Rendering", "Adaptive Spacing"), copied verbatim. They must compile
// against GlassUI unchanged; the test renders them and checks what they show.

struct GlassButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(.regularMaterial)
            .cornerRadius(10)
            .overlay(
                RoundedRectangle(cornerRadius: 10)
                    .stroke(Color.primary.opacity(0.1), lineWidth: 0.5)
            )
            .scaleEffect(configuration.isPressed ? 0.95 : 1.0)
            .animation(.spring(response: 0.3), value: configuration.isPressed)
    }
}

extension Color {
    static var glassBackground: Color {
        Color(uiColor: .systemBackground).opacity(0.001)
    }

    static var glassOverlay: Color {
        Color(uiColor: .tertiarySystemBackground)
    }
}

@MainActor
final class SnippetAlbum: Identifiable {
    let id: Int
    var loaded = false
    init(id: Int) { self.id = id }
    func loadArtworkIfNeeded() async { loaded = true }
}

struct AlbumCard: View {
    let album: SnippetAlbum
    var body: some View {
        RoundedRectangle(cornerRadius: 12).fill(Color.glassOverlay).frame(height: 60)
    }
}

struct SnippetScreen: View {
    @Environment(\.colorScheme) var colorScheme
    @State private var isPlaying = false
    @State private var isFocused = false
    let albums: [SnippetAlbum]
    let columns = [GridItem(.adaptive(minimum: 150))]

    var glassTint: Color {
        colorScheme == .dark
            ? Color.black.opacity(0.2)
            : Color.white.opacity(0.3)
    }

    var body: some View {
        // Adaptive Spacing
        #if os(tvOS)
            let gridSpacing: CGFloat = 40  // Larger for focus
        #else
            let gridSpacing: CGFloat = 20  // Standard touch
        #endif
        // Thumbnail size for grid
        let thumbnailSize = CGSize(width: 300, height: 300)

        VStack(spacing: gridSpacing) {
            Button("Play") { isPlaying.toggle() }
                .buttonStyle(GlassButtonStyle())
                .accessibilityIdentifier("glassButton")
            HStack {
                // Play button state change
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .symbolEffect(.bounce, value: isPlaying)
                // Loading states
                ProgressView()
                    .progressViewStyle(.circular)
                    .scaleEffect(0.8)
                    .tint(.accentColor)
                Text("3:42").font(.system(.footnote, design: .monospaced))
            }
            // Lazy loading in grid
            LazyVGrid(columns: columns) {
                ForEach(albums) { album in
                    AlbumCard(album: album)
                        .task {
                            await album.loadArtworkIfNeeded()
                        }
                }
            }
            // Grid item appearance
            .transition(
                .asymmetric(
                    insertion: .scale(scale: 0.8).combined(with: .opacity),
                    removal: .scale(scale: 1.2).combined(with: .opacity)
                )
            )
            .animation(.spring(response: 0.4, dampingFraction: 0.8))
            // Navigation transitions
            .navigationTransition(.slide)
            // Sheet presentations
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
            .presentationBackground(.regularMaterial)
            Text("Glass").font(.title3).padding()
                // Primary glass effect for bars and backgrounds
                .background(.ultraThinMaterial)
            Text("Sheet").font(.subheadline).padding().background(.regularMaterial)
            Text("Modal").font(.title).padding().background(.thickMaterial)
            Text("Adaptive").font(.headline).padding()
                // Adaptive based on color scheme
                .background(.ultraThinMaterial.opacity(colorScheme == .dark ? 0.8 : 0.9))
                .background(glassTint)
                .background(Color.glassBackground)
            // Focus animations (tvOS)
            Text("Focus")
                .focusEffect(.lift)
                .animation(.smooth(duration: 0.2), value: isFocused)
            let _ = thumbnailSize
        }
        .padding()
        .background(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
    }
}

@MainActor
@Suite(.serialized) struct SpecSnippetTests {
    @Test func spec003SnippetsCompileRenderAndBehave() async throws {
        let albums = (0..<4).map(SnippetAlbum.init)
        let host = ViewHost(SnippetScreen(albums: albums), size: Size(width: 393, height: 852))
        let button = try #require(host.element(identifier: "glassButton"))
        #expect(button.label == "Play" && button.traitNames == ["button"])
        // 20 + 20 pt of horizontal padding and 12 + 12 pt of vertical padding around "Play".
        #expect(button.frame.height > 24 + 17)
        _ = try host.render(scale: 1)
        host.advance(to: 0.5)
        for _ in 0..<10 { await Task.yield() }
        let loaded = albums.filter { $0.loaded }.count
        #expect(loaded == 4)  // each card's .task ran
        #expect(host.element(label: "3:42") != nil)
    }
}
