import GlassDatabase

/// Reads paged lists from a `SocialSource` into the `HorizonStore`, one page per call, as a
/// list scrolled near its end asks for more. It follows each page's cursor, and stops a list
/// for good, saying why, when a page cannot be read or a cursor comes back to one already
/// followed (a source that loops would otherwise page forever).
public struct PageReader: Sendable {
    public let source: any SocialSource
    public let store: HorizonStore

    public init(source: any SocialSource, store: HorizonStore) {
        self.source = source
        self.store = store
    }

    /// What a call read.
    public enum Outcome: Equatable, Sendable {
        /// A page of `count` items was added.
        case read(count: Int)
        /// The list was already read to its end (or stopped); nothing was asked.
        case complete
        /// The page could not be used; the list stops here, and the store keeps the reason.
        case failed(String)
    }

    /// The list key the notifications' paging is kept under.
    public static let notificationsList = "notifications"

    /// Reads the next page of `feed`.
    @discardableResult
    public func readNextPage(of feed: FeedName) throws(StoreError) -> Outcome {
        try readNext(list: feed.key) { cursor throws(LexiconError) in
            let page = try source.page(of: feed, cursor: cursor)
            return (page.cursor, page.feed.count, { () throws(StoreError) in try store.append(page, to: feed) })
        }
    }

    /// Reads the next page of notifications.
    @discardableResult
    public func readNextNotifications() throws(StoreError) -> Outcome {
        try readNext(list: Self.notificationsList) { cursor throws(LexiconError) in
            let page = try source.notifications(cursor: cursor)
            return (page.cursor, page.notifications.count, { () throws(StoreError) in try store.append(page) })
        }
    }

    /// Reads the profile's page into the store (a post's author carries only the basics).
    public func readProfile(_ actor: String) throws(StoreError) -> ProfileViewDetailed? {
        guard let profile = try? source.profile(actor) else { return try store.profile(actor) }
        try store.save(profile)
        return profile
    }

    private typealias Fetched = (cursor: String?, count: Int, save: () throws(StoreError) -> Void)

    private func readNext(list: String, fetch: (String?) throws(LexiconError) -> Fetched) throws(StoreError) -> Outcome
    {
        var state = try store.pageState(of: list)
        guard !state.isComplete else { return .complete }
        let fetched: Fetched
        do { fetched = try fetch(state.nextCursor) } catch {
            state.isComplete = true
            state.problem = error.description
            try store.save(state, of: list)
            return .failed(error.description)
        }
        try fetched.save()
        if let cursor = state.nextCursor { state.cursorsSeen.append(cursor) }
        state.nextCursor = fetched.cursor
        if let next = fetched.cursor, state.cursorsSeen.contains(next) {
            state.nextCursor = nil
            state.isComplete = true
            state.problem = "the cursor '\(next.prefix(60))' leads back to a page already read; the list ends here"
        } else if fetched.cursor == nil || fetched.count == 0 {
            state.nextCursor = nil
            state.isComplete = true
        }
        try store.save(state, of: list)
        return state.problem.map { .failed($0) } ?? .read(count: fetched.count)
    }
}
