import GlassUI
import Horizon

/// `horizon`: spec 004's iPad social app, written as SwiftUI code. A three-column split view
/// (sidebar, content, detail) in landscape; in portrait the content and the detail, the
/// sidebar sliding over them when asked; one column (a navigation stack) in a compact width:
/// Slide Over, Split View at ⅓, the iPhone, where it opens on the list (the feed) as
/// Bluesky's iPhone app does, the sidebar one step back. The place the user is at (the
/// sidebar's choice, the detail, the columns shown) is saved as it changes, where each feed
/// is scrolled to as the app leaves the screen, and all of it comes back at the next launch.
public struct HorizonApp: View {
    @Bindable var model: HorizonModel
    /// At the accessibility text sizes the sidebar widens (280 to 400 pt) so its items read whole
    /// (a title longer than a line takes two).
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.scenePhase) private var scenePhase

    public init(model: HorizonModel) {
        self.model = model
    }

    public var body: some View {
        // Read here, not in the reader's closure, so that a change runs this body again.
        let place = model.place
        GeometryReader { proxy in
            NavigationSplitView(columnVisibility: columnVisibility, preferredCompactColumn: $model.compactColumn) {
                HorizonSidebar(model: model)
                    .navigationSplitViewColumnWidth(typeSize.isAccessibilitySize ? 400 : 280)
            } content: {
                ContentColumn(model: model, item: place.sidebar)
                    .navigationSplitViewColumnWidth(Self.contentWidth(window: proxy.size.width))
            } detail: {
                DetailColumn(model: model, item: place.detail)
            }
        }
        .sheet(item: $model.composer) { composing in
            ComposerSheet(model: model, draft: composing.draft)
        }
        .sheet(isPresented: $model.showsSummary) { SummarySheet(model: model) }
        .fullScreenCover(item: $model.viewing) { viewing in ImageViewer(images: viewing.images, index: viewing.index) }
        .overlay {
            if let playback = model.playback, playback.isPictureInPicture {
                PictureInPictureWindow(playback: playback) { model.playback = nil }
                    .transition(.scale(scale: 0.6).combined(with: .opacity))
            }
        }
        .background { HorizonShortcuts(model: model) }
        .onOpenURL { model.open($0) }
        .onChange(of: scenePhase) { _, phase in
            if phase != .active { model.saveScrollPositions() }
        }
        .alert("Horizon", isPresented: showsProblem) {
            Button("OK") { model.problem = nil }
        } message: {
            Text(model.problem ?? "")
        }
    }

    private var showsProblem: Binding<Bool> {
        Binding(get: { model.problem != nil }, set: { if !$0 { model.problem = nil } })
    }

    /// The content column's width: 41 % of the window, from 360 to 960 pt. The feed's grid
    /// (cards of at least 250 pt) has two columns from 544 pt: the 13-inch iPad in landscape
    /// (1,376 pt, content 564 pt) shows two, the 11-inch one (496 pt) and the iPads in
    /// portrait one, a 2,560 pt external display (960 pt) three; the detail keeps the rest
    /// (532 pt on the 13-inch iPad).
    static func contentWidth(window: CGFloat) -> CGFloat { min(max(window * 0.41, 360), 960) }

    /// The split view's visibility, kept in the saved place.
    private var columnVisibility: Binding<NavigationSplitViewVisibility> {
        Binding(
            get: {
                switch model.place.columns {
                case .automatic: .automatic
                case .all: .all
                case .doubleColumn: .doubleColumn
                case .detailOnly: .detailOnly
                }
            },
            set: { visibility in
                model.place.columns =
                    switch visibility {
                    case .all: .all
                    case .doubleColumn: .doubleColumn
                    case .detailOnly: .detailOnly
                    default: .automatic
                    }
            })
    }
}
