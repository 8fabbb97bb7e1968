import Benchmark
import Foundation
import GlassHost
import GlassRaster
import GlassUI

/// Colored rows scrolling under a floating glass tab bar (about 351 × 62 pt), as iOS 26 puts
/// the bar over content; without its glass, the baseline the glass's cost is measured from.
struct RowsUnderGlassBar: View {
    var hasGlass = true

    var body: some View {
        ZStack(alignment: .bottom) {
            LazyRows(count: 2_000)
            HStack(spacing: 0) {
                ForEach(["house", "books.vertical", "chart.bar", "gearshape"], id: \.self) { symbol in
                    Image(systemName: symbol).font(.system(size: 22)).frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
            .frame(height: 62)
            .glassEffect(in: Capsule(), isEnabled: hasGlass)
            .padding(.horizontal, 21)
            .padding(.bottom, 21)
        }
    }
}

/// The same rows as the first of four tabs of a `TabView`, under iOS 26's floating bar: its
/// glass, the chosen tab's glass droplet, four symbols and titles.
struct RowsInATabView: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { LazyRows(count: 2_000) }
            Tab("Library", systemImage: "books.vertical") { Color.clear }
            Tab("Journey", systemImage: "chart.bar") { Color.clear }
            Tab("Settings", systemImage: "gearshape") { Color.clear }
        }
    }
}

/// Colored rows scrolling under a container of five glass circles that melt together.
struct RowsUnderMeltedGlass: View {
    var body: some View {
        ZStack(alignment: .bottom) {
            LazyRows(count: 2_000)
            GlassEffectContainer(spacing: 16) {
                HStack(spacing: 10) {
                    ForEach(0..<5) { _ in Color.clear.frame(width: 56, height: 56).glassEffect(in: Circle()) }
                }
            }
            .padding(.bottom, 40)
        }
    }
}

/// Issue 16's glass over moving content: a frame of the bar, of the container and of the same
/// rows without glass, whose difference is the glass's cost (budgets: the bar ≤ 1 ms, the
/// container ≤ 2 ms, at 3×).
func glassBenchmarks() {
    Benchmark("Rows scrolling under a tab bar without glass, a frame at 3×") { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run { try scrollDown(benchmark, through: RowsUnderGlassBar(hasGlass: false)) }
    }
    Benchmark("Glass tab bar over rows scrolling under it, a frame at 3×") { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run { try scrollDown(benchmark, through: RowsUnderGlassBar()) }
    }
    Benchmark("TabView's floating bar (glass, droplet, titles) over rows scrolling under it, a frame at 3×") {
        benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run { try scrollDown(benchmark, through: RowsInATabView()) }
    }
    Benchmark("Glass container of 5 melting circles over scrolling rows, a frame at 3×") { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run { try scrollDown(benchmark, through: RowsUnderMeltedGlass()) }
    }
}
