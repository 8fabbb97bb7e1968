import Foundation
import GlassDatabase
import GlassUI
import Horizon

/// Horizon's state: the place the user is at (kept across launches), the lists read so far,
/// the account, the drafts and the settings. Pages come from the cache; when a list reaches
/// the end of what the cache holds, the next page is read from the source. The offline
/// source reads a page of 50 posts from its file on the main thread; a network source would
/// be called from a task.
@Observable @MainActor
public final class HorizonModel {
    public let reader: PageReader
    public var store: HorizonStore { reader.store }
    /// Where the user is; saved whenever it changes. In one column, choosing a post or a
    /// person shows the detail, and choosing in the sidebar shows the list.
    public var place = HorizonPlace() {
        didSet {
            guard place != oldValue else { return }
            if place.sidebar != oldValue.sidebar { compactColumn = .content }
            if place.detail != oldValue.detail, place.detail != nil { compactColumn = .detail }
            savePlace()
        }
    }
    public private(set) var account: ProfileViewDetailed
    public private(set) var pinnedFeeds: [GeneratorView] = []
    public internal(set) var unreadCount = 0
    /// The notification reasons shown and counted (the Focus filter's stand-in); all when empty.
    public var notificationFilter: Set<String> = [] {
        didSet {
            saveSetting("notificationFilter", LexiconFile.encode(notificationFilter.sorted()))
            countUnread()
        }
    }
    /// The notifications that were unread when the list was opened: they keep their mark while
    /// it shows, though opening it marked them read.
    var unreadWhenOpened: Set<String> = []
    /// Lists read so far, by feed key (made as a view first asks, so not observed).
    @ObservationIgnored var lists: [String: FeedList] = [:]
    /// The item at the top of each feed's grid (its position in the feed), by feed key: kept
    /// as the grid scrolls (not observed: the scroll view itself sets it), saved when the app
    /// leaves the screen (`saveScrollPositions`), and scrolled back to at the next launch.
    @ObservationIgnored var scrolled: [String: Int] = [:]
    /// Why something the user asked for could not be done, shown once.
    public var problem: String?
    /// The draft being written in the composer, when it is open.
    public var composer: Composing?
    /// The video playing, in its post or in picture in picture.
    public var playback: VideoPlayback?
    /// The pictures shown full screen, when they are.
    public var viewing: ImageViewing?
    /// Whether the AI Summary sheet shows.
    public var showsSummary = false
    /// What exporting or importing drafts did, for Settings to say.
    var draftsMessage: String?
    /// Counts changes to posts (a like), so that views showing a post read it again.
    var version = 0
    /// The column the arrow keys work in (`KeyboardColumn`).
    public var keyboardColumn = KeyboardColumn.content
    /// The item the keyboard last chose in the list, for the list to scroll to.
    public var keyboardTarget: DetailItem?
    /// The column a compact width shows (one column): the list first.
    public var compactColumn = NavigationSplitViewColumn.content
    /// The search field's text.
    public var searchQuery = ""
    /// The clock posts and drafts are stamped with (a test's fixed time).
    let now: () -> Date

    /// A page of the cache is this many items.
    static let pageSize = 60

    public init(reader: PageReader, now: @escaping () -> Date = Date.init) {
        self.reader = reader
        self.now = now
        account = SampleNetwork.account
        if let saved = try? reader.store.setting("place"),
            let place = try? JSONDecoder().decode(HorizonPlace.self, from: Data(saved.utf8))
        {
            self.place = place
        }
        if let saved = try? reader.store.setting("scrolled"),
            let positions = try? JSONDecoder().decode([String: Int].self, from: Data(saved.utf8))
        {
            scrolled = positions.filter { $0.value >= 0 }
        }
        if let saved = try? reader.store.setting("notificationFilter"),
            let reasons = try? JSONDecoder().decode([String].self, from: Data(saved.utf8))
        {
            notificationFilter = Set(reasons)
        }
        account = (try? reader.store.profile(SampleNetwork.account.did)) ?? SampleNetwork.account
        refreshPinnedFeeds()
        if (try? store.pageState(of: PageReader.notificationsList).cursorsSeen.isEmpty) == true,
            (try? store.notifications(limit: 1).isEmpty) == true
        {
            _ = try? reader.readNextNotifications()
        }
        countUnread()
    }

    /// The badge: the unread notifications the filter lets through.
    func countUnread() {
        unreadCount =
            (try? store.unreadNotificationCount(reasons: notificationFilter.isEmpty ? nil : notificationFilter)) ?? 0
    }

    /// Reads the preferences' pinned feeds and their names from the source.
    func refreshPinnedFeeds() {
        guard let preferences = try? reader.source.preferences() else { return }
        let uris = preferences.pinnedFeeds
        if let generators = try? reader.source.feedGenerators(uris) { try? store.save(generators) }
        pinnedFeeds = uris.compactMap { try? store.generator($0) }
    }

    // MARK: Lists

    /// The list of `feed`, read from the cache (and the source) up to its first page.
    func list(_ feed: FeedName) -> FeedList {
        if let list = lists[feed.key] { return list }
        let list = FeedList(feed: feed, model: self)
        lists[feed.key] = list
        return list
    }

    /// Marks the notifications read, as opening them does.
    func openNotifications() {
        unreadWhenOpened = Set(((try? store.notifications(limit: 200)) ?? []).filter { !$0.isRead }.map(\.uri))
        try? store.markNotificationsRead()
        unreadCount = 0
    }

    // MARK: Saving

    private func savePlace() { saveSetting("place", LexiconFile.encode(place)) }

    /// Saves where each feed is scrolled to, as the app leaves the screen (to the background,
    /// or closing): saved as each row passed the top, a flick would write dozens a second.
    public func saveScrollPositions() { saveSetting("scrolled", LexiconFile.encode(scrolled)) }

    func saveSetting(_ key: String, _ value: Data) {
        do { try store.save(settings: [key: String(decoding: value, as: UTF8.self)]) } catch {
            problem = "\(error)"
        }
    }
}

/// One paged list of a feed: the items read so far, and whether there are more.
@Observable @MainActor
final class FeedList {
    let feed: FeedName
    private(set) var items: [HorizonStore.FeedItem] = []
    private(set) var isComplete = false
    /// Why the list stopped early (a page that could not be read).
    private(set) var problem: String?
    @ObservationIgnored private unowned let model: HorizonModel

    init(feed: FeedName, model: HorizonModel) {
        self.feed = feed
        self.model = model
        // What the cache holds shows at once; the source is read here only for a feed with
        // nothing cached, and otherwise as the list nears its end (`itemAppeared`): a page read
        // at launch cost a relaunch 100 ms before its first frame.
        loadMore(readingSource: false)
        // The pages down to where the list was scrolled at the last launch, so it can show there.
        // At most 100 pages (6,000 items): a position beyond them shows the last read.
        if let top = model.scrolled[feed.key] {
            var pages = 0
            while !isComplete, pages < 100, let last = items.last?.position, last < top {
                loadMore()
                pages += 1
            }
        }
    }

    /// Reads the next page: from the cache while it has more, else from the source (without
    /// `readingSource`, only when the cache has none).
    func loadMore(readingSource: Bool = true) {
        guard !isComplete else { return }
        do {
            var next = try model.store.items(in: feed, offset: items.count, limit: HorizonModel.pageSize)
            if next.isEmpty || (readingSource && next.count < HorizonModel.pageSize) {
                if case .failed(let why) = try model.reader.readNextPage(of: feed) { problem = why }
                next = try model.store.items(in: feed, offset: items.count, limit: HorizonModel.pageSize)
            }
            items += next
            isComplete = try next.isEmpty && model.store.pageState(of: feed.key).isComplete
            if problem == nil { problem = try model.store.pageState(of: feed.key).problem }
        } catch {
            problem = "\(error)"
            isComplete = true
        }
    }

    /// Reads the items again from the cache (a post was written at the top).
    func reload() {
        items = (try? model.store.items(in: feed, limit: max(items.count + 1, HorizonModel.pageSize))) ?? items
    }

    /// Called as item `index` comes on screen: within 20 of the end, the next page is read.
    func itemAppeared(_ index: Int) {
        if index >= items.count - 20 { loadMore() }
    }
}
