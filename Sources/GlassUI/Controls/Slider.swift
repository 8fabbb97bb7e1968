import Foundation

/// A value chosen by dragging a thumb along a track, as SwiftUI's `Slider`. iOS's look: a
/// 4 pt track, the part before the thumb in the tint, a 27 pt white thumb with a soft shadow;
/// a touch anywhere on the track moves the thumb there (the thumb is smaller at a smaller
/// `controlSize`). The value is clamped to its range and
/// snapped to `step`. VoiceOver reads it as adjustable, with the value as a percentage.
public struct Slider<Label: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let onEditingChanged: (Bool) -> Void
    @Environment(\.controlSize) private var controlSize

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label()
        self.onEditingChanged = onEditingChanged
    }

    /// The thumb's diameter at the environment's control size.
    private var thumb: CGFloat {
        switch controlSize {
        case .mini: 16
        case .small: 20
        default: 27
        }
    }

    public var body: some View {
        let fraction =
            bounds.upperBound > bounds.lowerBound
            ? (min(max(value.wrappedValue, bounds.lowerBound), bounds.upperBound) - bounds.lowerBound)
                / (bounds.upperBound - bounds.lowerBound)
            : 0
        GeometryReader { proxy in
            let travel = max(proxy.size.width - thumb, 0)
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.adaptive(light: .init(hex6: 0xE3E3E8), dark: .init(hex6: 0x38383C)))).frame(
                    height: 4)
                Capsule().fill(Color.accentColor).frame(width: thumb / 2 + travel * fraction, height: 4)
                Circle().fill(Color.white)
                    .frame(width: thumb, height: thumb)
                    .shadow(color: .black.opacity(0.2), radius: 6, y: 2)
                    .offset(x: travel * fraction)
            }
            .frame(height: proxy.size.height)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        onEditingChanged(true)
                        set(fraction: travel > 0 ? (drag.location.x - thumb / 2) / travel : 0)
                    }
                    .onEnded { _ in onEditingChanged(false) })
        }
        .frame(height: 44)
        .accessibilityElement(children: .ignore)
        // iOS shows no label beside a slider; VoiceOver reads it.
        .modifier(AccessibilityModifier { if let text = label as? Text { $0.label = text.string } })
        .accessibilityAddTraits(.isAdjustable)
        .accessibilityValue("\(Int((fraction * 100).rounded())) percent")
    }

    private func set(fraction: CGFloat) {
        let f = min(max(Double(fraction), 0), 1)
        var v = bounds.lowerBound + f * (bounds.upperBound - bounds.lowerBound)
        if let step, step > 0 { v = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step }
        value.wrappedValue = min(max(v, bounds.lowerBound), bounds.upperBound)
    }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension AccessibilityTraits {
    /// A value VoiceOver adjusts by swiping up and down.
    public static let isAdjustable = AccessibilityTraits(rawValue: 1 << 17)
}
