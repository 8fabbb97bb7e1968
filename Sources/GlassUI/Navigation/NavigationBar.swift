import Foundation
import GlassCore

/// A screen's navigation bar, laid out as UINavigationBar on iPhone:
/// - a 44 pt row under the status bar: the back button and leading items, the inline title
///   (17 pt semibold, centred) or the principal item, and the trailing items, 16 pt from the
///   sides;
/// - for a large title, a 52 pt row under it: the title in 34 pt bold, 16 pt from the leading
///   edge. It moves with the content of the scroll view filling the screen and slides under
///   the 44 pt row as the content scrolls up; once it is nearly gone (the content 40–52 pt up)
///   the inline title fades in. Pulled down, it moves down with the content.
///
/// While content scrolls beneath the row, the bar gets a background: on iOS 26 a scroll-edge
/// fade from the system background (the bar itself stays clear, its buttons on glass);
/// before 26 the bar material with a hairline under it, as iOS 15–18 show once content goes
/// under the bar.
///
/// As UIKit's, the 44 pt row (the inline title, the back button and the items) keeps its size
/// at every text size (UIKit offers the Large Content Viewer for it), and the large title
/// grows with the text up to the xxxLarge size, so that it keeps to its row.
///
/// The back button: before iOS 26, a chevron and the previous screen's title (or "Back"),
/// in the tint. On iOS 26 a chevron on a glass circle, as iOS 26 draws it; the previous title
/// is then its VoiceOver label. Toolbar items on iOS 26 sit on capsules of interactive Liquid
/// Glass.
struct NavigationBar: View {
    struct Back {
        let title: String?
        let action: @MainActor () -> Void
    }

    static let rowHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let searchHeight: CGFloat = 52
    static let margin: CGFloat = 16

    let title: Text?
    let items: [ToolbarEntry]
    let largeTitle: Bool
    let back: Back?
    let search: SearchFieldOptions?
    let link: NavigationScrollLink
    let safeTop: CGFloat
    let modern: Bool
    let shown: Bool
    @Environment(\.splitColumnChrome) private var chrome

    /// A screen's bar before its first update. Made anew each time: a bar kept in a static
    /// would keep the environment its `@Environment` was last given (its box is shared by
    /// every copy), and with it the stack's model and the destinations it holds, after the
    /// graph is gone.
    static var empty: NavigationBar {
        NavigationBar(
            title: nil, items: [], largeTitle: false, back: nil, search: nil, link: NavigationScrollLink(), safeTop: 0,
            modern: true, shown: false)
    }

    private func items(_ slot: ToolbarItemPlacement.Slot) -> [AnyView] {
        items.filter { $0.placement.slot == slot }.map(\.content)
    }

    var body: some View {
        if shown {
            VStack(spacing: 0) {
                Color.clear.frame(height: safeTop)
                ZStack {
                    HStack(spacing: 12) {
                        if let back { backButton(back) }
                        ForEach(Array(items(.leading).enumerated()), id: \.offset) { item($0.element) }
                        Spacer(minLength: 0)
                        ForEach(Array(items(.trailing).enumerated()), id: \.offset) { item($0.element) }
                    }
                    .padding(.horizontal, Self.margin)
                    .padding(.leading, chrome?.leadingInset ?? 0)
                    middle
                }
                .dynamicTypeSize(.large)
                .frame(height: Self.rowHeight)
                // The large title and the search field move with the content.
                VStack(spacing: 0) {
                    if largeTitle, let title {
                        title.font(.largeTitle.bold()).lineLimit(1)
                            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                            .padding(.horizontal, Self.margin).padding(.bottom, 6)
                            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
                            .frame(height: Self.largeTitleHeight)
                            .accessibilityAddTraits(.isHeader)
                    }
                    if let search { searchField(search) }
                }
                .modifier(NavigationScrollEffect(link: link, role: .largeTitle))
            }
            .background(alignment: .top) {
                NavigationBarBackdrop(
                    link: link, height: safeTop + Self.rowHeight,
                    collapsesAfter: largeTitle ? Self.largeTitleHeight : 0,
                    modern: modern)
            }
        }
    }

    /// The principal item, else the inline title (which a large title keeps hidden until it
    /// scrolls away).
    @ViewBuilder private var middle: some View {
        if let principal = items(.principal).first {
            principal
        } else if let title {
            title.font(.headline).lineLimit(1).padding(.horizontal, 88)
                .accessibilityAddTraits(.isHeader)
                .accessibilityHidden(largeTitle)
                .modifier(NavigationScrollEffect(link: link, role: largeTitle ? .inlineTitleOfLarge : .inlineTitle))
        }
    }

    /// A search field: a magnifying glass and the text on a rounded grey field 36 pt tall.
    private func searchField(_ search: SearchFieldOptions) -> some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(.secondary).accessibilityHidden(true)
            TextField(search.prompt, text: search.text)
        }
        .padding(.horizontal, 10)
        .frame(height: 36)
        .background(Color.primary.opacity(0.07), in: RoundedRectangle(cornerRadius: modern ? 18 : 10))
        .padding(.horizontal, Self.margin)
        .frame(height: Self.searchHeight)
    }

    private func backButton(_ back: Back) -> some View {
        Button(action: back.action) {
            if modern {
                Image(systemName: "chevron.left").font(.body.weight(.semibold))
                    .frame(width: 44, height: 44)
                    .glassEffect(.regular.interactive(), in: Circle())
            } else {
                HStack(spacing: 4) {
                    Image(systemName: "chevron.left").font(.body.weight(.semibold))
                    Text(back.title ?? "Back").lineLimit(1)
                }
                .foregroundStyle(.tint)
                .frame(height: 44)
            }
        }
        .buttonStyle(.plain)
        .padding(.leading, modern ? 0 : -8)
        .accessibilityLabel(Text(back.title.map { "Back, \($0)" } ?? "Back"))
    }

    private func item(_ content: AnyView) -> some View { Self.item(content, modern: modern) }

    /// A toolbar item: on a glass capsule on iOS 26, in the tint before.
    @ViewBuilder static func item(_ content: AnyView, modern: Bool) -> some View {
        if modern {
            content.foregroundStyle(Color.primary).padding(.horizontal, 12).frame(minWidth: 44, minHeight: 44)
                .glassEffect(.regular.interactive())
        } else {
            content.foregroundStyle(.tint).frame(minHeight: 44)
        }
    }
}

/// What the bar does as the content scrolls: the large title moves with it (clipped to below
/// the bar's row), the inline title of a large-title bar fades in as the large one leaves.
struct NavigationScrollEffect: ViewModifier, PrimitiveModifier {
    enum Role { case largeTitle, inlineTitle, inlineTitleOfLarge }
    let link: NavigationScrollLink
    let role: Role

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { NavigationScrollEffectBehavior() }
        behavior.link = link
        behavior.role = role
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class NavigationScrollEffectBehavior: NodeBehavior {
    weak var link: NavigationScrollLink?
    var role = NavigationScrollEffect.Role.inlineTitle

    private var offset: CGFloat { link?.offset ?? 0 }

    /// The inline title's opacity: hidden while the large title shows, in over the last 12 pt
    /// of its way under the row.
    var inlineOpacity: Double {
        guard role == .inlineTitleOfLarge else { return 1 }
        return Double(min(max((offset - 40) / 12, 0), 1))
    }

    override func transform(size: CGSize) -> AffineTransform? {
        guard role == .largeTitle, offset != 0 else { return nil }
        return .translation(Vector(dx: 0, dy: -Double(offset)))
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        switch role {
        case .largeTitle:
            // The row's top stays put: what moves above it is under the bar's row.
            let size = node.presentedFrame.size
            let visible = Rect(x: -1000, y: Double(offset), width: Double(size.width) + 2000, height: 100_000)
            context.canvas.withLayer(clip: GlassCore.Path(rect: visible)) { context.paintChildren(of: node) }
        case .inlineTitle, .inlineTitleOfLarge:
            let alpha = inlineOpacity
            guard alpha > 0 else { return }
            context.canvas.withLayer(opacity: alpha) { context.paintChildren(of: node) }
        }
    }
}

/// The bar's background, behind the status bar and the 44 pt row: none while the content
/// rests below the bar; once it scrolls under (past the large title's row, if any) it fades
/// in over 8 pt.
struct NavigationBarBackdrop: View, PrimitiveView {
    let link: NavigationScrollLink
    let height: CGFloat
    let collapsesAfter: CGFloat
    let modern: Bool

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { NavigationBarBackdropBehavior() }
        behavior.link = link
        behavior.height = height
        behavior.collapsesAfter = collapsesAfter
        behavior.modern = modern
        node.setUnit(behavior, children: [])
    }
}

@MainActor
final class NavigationBarBackdropBehavior: NodeBehavior {
    weak var link: NavigationScrollLink?
    var height: CGFloat = 0
    var collapsesAfter: CGFloat = 0
    var modern = true

    override var forwardsTraits: Bool { false }
    override var allowsHitTesting: Bool { false }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: height)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {}

    var opacity: Double {
        Double(min(max(((link?.offset ?? 0) - collapsesAfter) / 8, 0), 1))
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let alpha = opacity
        guard alpha > 0 else { return }
        let size = node.presentedFrame.size
        let scheme = node.environment.colorScheme
        let ground = SemanticColor.systemBackground.resolved(in: scheme.core)
        if modern {
            // The scroll-edge effect: the background over the status bar, fading out down the row.
            let rect = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
            context.canvas.fill(
                GlassCore.Path(rect: rect),
                with: .linearGradient(
                    stops: [
                        GradientStop(ground.opacity(0.92 * alpha), at: 0),
                        GradientStop(ground.opacity(0.75 * alpha), at: 0.55), GradientStop(ground.opacity(0), at: 1),
                    ],
                    start: Point(x: 0, y: 0), end: Point(x: 0, y: rect.height)))
        } else {
            let path = Path(CGRect(origin: .zero, size: size))
            context.drawMaterial(.ultraThin, opacity: alpha, in: path, bounds: CGRect(origin: .zero, size: size))
            let hairline = Rect(x: 0, y: Double(size.height) - 1 / 3, width: Double(size.width), height: 1 / 3)
            context.canvas.fill(
                GlassCore.Path(rect: hairline),
                with: SemanticColor.separator.resolved(in: scheme.core).opacity(alpha))
        }
    }
}
