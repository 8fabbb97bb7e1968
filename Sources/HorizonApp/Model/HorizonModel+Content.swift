import Foundation
import GlassDatabase
import GlassUI
import Horizon

extension HorizonModel {
    /// The first `limit` notifications the filter lets through, reading pages from the source
    /// until the cache holds that many or the source has no more.
    func notifications(limit: Int) -> [NotificationItem] {
        let reasons = notificationFilter.isEmpty ? nil : notificationFilter
        do {
            var items = try store.notifications(reasons: reasons, limit: limit)
            while items.count < limit, case .read = try reader.readNextNotifications() {
                items = try store.notifications(reasons: reasons, limit: limit)
            }
            return items
        } catch {
            return []
        }
    }

    /// Posts matching `query`, best first (FTS5 over what has been read).
    func search(_ query: String, limit: Int = 120) -> [PostView] {
        (try? store.search(query, limit: limit)) ?? []
    }

    /// A post, its ancestors (root first) and its first `replies` replies.
    func thread(_ uri: String, replies: Int) -> (
        ancestors: [PostView], post: PostView?, replies: [PostView], total: Int
    ) {
        _ = version  // a like changes the post: read again
        let post = try? store.post(uri)
        return (
            (try? store.ancestors(of: uri)) ?? [], post, (try? store.replies(to: uri, limit: replies)) ?? [],
            (try? store.replyCount(to: uri)) ?? 0
        )
    }

    /// A profile's page, read from the source the first time.
    func profile(_ did: String) -> ProfileViewDetailed? {
        if let known = try? store.profile(did), known.followersCount != nil { return known }
        return try? reader.readProfile(did)
    }

    func posts(by did: String, limit: Int) -> [PostView] { (try? store.posts(by: did, limit: limit)) ?? [] }

    /// The posts the summary reads: the thread shown in the detail, else the list shown in
    /// the content column (its first 200 posts read).
    func postsToSummarize() -> (title: String, posts: [PostView]) {
        if case .post(let uri)? = place.detail {
            let thread = thread(uri, replies: 200)
            if thread.total > 0 {
                return ("this thread", thread.ancestors + [thread.post].compactMap { $0 } + thread.replies)
            }
        }
        guard let feed = place.sidebar.feedName else {
            return ("your feed", list(.timeline).items.prefix(200).map(\.post))
        }
        return (feed == .timeline ? "your feed" : "this feed", list(feed).items.prefix(200).map(\.post))
    }

    /// Posts `draft` as the account: into the store, at the top of the timeline, and the
    /// draft is deleted if it was saved.
    func publish(_ draft: Draft) throws {
        let quoted = draft.quoteUri.flatMap { try? store.post($0) }
        let parent = draft.replyUri.flatMap { try? store.post($0) }
        let post = try Posting.post(draft, by: account.basic, at: now(), quoted: quoted, parent: parent) { handle in
            (try? self.store.profile(handle))?.did
        }
        try store.prepend(post, to: [.timeline])
        if let parent { try store.countReply(to: parent.uri) }
        if let id = draft.id { try store.deleteDraft(id) }
        list(.timeline).reload()
        place.detail = .post(post.uri)
    }
}

extension HorizonModel {
    /// Chooses a sidebar item (opening the notifications marks them read).
    func choose(_ item: SidebarItem) {
        place.sidebar = item
        if item == .notifications { openNotifications() }
    }

    /// ⌘R: the pinned feeds and the lists read again from the cache, the unread count anew.
    func refresh() {
        refreshPinnedFeeds()
        for list in lists.values { list.reload() }
        countUnread()
    }
}

extension HorizonModel {
    /// Opens the composer on a new draft (⌘N, New Post), quoting `quote` or replying to `reply`.
    public func compose(quoting quote: String? = nil, replyingTo reply: String? = nil) {
        composer = Composing(draft: Draft(quoteUri: quote, replyUri: reply, updatedAt: Timestamp.string(now())))
    }
}

extension HorizonModel {
    /// Likes the post, or takes the like back.
    func toggleLike(_ uri: String) {
        do {
            try store.toggleLike(uri, by: account.did)
            for list in lists.values { list.reload() }
            version += 1
        } catch {
            problem = "\(error)"
        }
    }

    /// Share: the post's link and what it says, as text on the system clipboard (the stand-in
    /// for the share sheet, Universal Clipboard and AirDrop).
    func share(_ post: PostView) {
        UIPasteboard.general.string = ShareText.of(post)
        AccessibilityNotification.Announcement("Link copied").post()
    }
}

/// What Share puts on the clipboard: who, what, when, and the link.
enum ShareText {
    static func of(_ post: PostView) -> String {
        "\(post.author.name) (@\(post.author.handle)) on Horizon, \(post.indexedAt.prefix(10)):\n"
            + "“\(post.record.text)”\n\(HorizonLink.url(of: post))"
    }
}

extension HorizonModel {
    /// Plays `video` of the post at `uri` (the one playing before stops).
    func startVideo(_ video: VideoView, of uri: String) {
        let playback = VideoPlayback(video: video, postUri: uri)
        playback.play()
        self.playback = playback
    }
}

extension HorizonModel {
    /// Where drafts are exported and imported: beside the cache.
    var draftsFile: String {
        ((store.path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("horizon-drafts.json")
    }

    /// Writes every draft to `draftsFile`, and says how many, or why not.
    func exportDrafts() {
        do {
            let drafts = try store.drafts()
            try Draft.export(drafts).write(to: URL(fileURLWithPath: draftsFile), options: .atomic)
            draftsMessage = "\(drafts.count) drafts exported to \(draftsFile)"
        } catch {
            draftsMessage = "The drafts could not be exported: \(error)"
        }
    }

    /// Adds the drafts in `draftsFile` as new drafts, and says how many, or why not.
    func importDrafts() {
        do {
            guard let data = FileManager.default.contents(atPath: draftsFile) else {
                draftsMessage = "No drafts to import: \(draftsFile) does not exist"
                return
            }
            let drafts = try Draft.importing(data, file: (draftsFile as NSString).lastPathComponent)
            for draft in drafts { try store.save(draft) }
            draftsMessage = "\(drafts.count) drafts imported from \(draftsFile)"
        } catch {
            draftsMessage = "The drafts could not be imported: \(error)"
        }
    }
}
