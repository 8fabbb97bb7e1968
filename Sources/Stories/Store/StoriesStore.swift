import Foundation
import GRDB
import GlassDatabase

/// The Stories app's library in SQLite (through GRDB): heroes, stories with their pages,
/// custom events and reading sessions. It opens as every GlassKit store does (`StoreFile`): a
/// damaged file is kept aside and the user told where. A new library starts with a small
/// sample, two heroes and five stories. Every change is one transaction.
public final class StoriesStore {
    public let path: String
    private let queue: DatabaseQueue

    /// Opens (or creates) the library at `path`; a new one is seeded with the sample, its
    /// stories dated in the days before `now`.
    public init(path: String, now: Date = Date()) throws(StoreError) {
        self.path = path
        (queue, _) = try StoreFile.open(path: path, now: now, migrator: StoriesSchema.migrator) { db in
            try StoreFile.checkTables(StoriesSchema.tables, in: db)
            _ = try Self.fetchHeroes(db)
            _ = try Self.fetchStories(db)
        }
        try write { db in
            if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM hero") == 0 { try StoriesSample.seed(db, now: now) }
        }
    }

    // MARK: Heroes

    public func heroes() throws(StoreError) -> [Hero] { try read(Self.fetchHeroes) }

    /// Adds a hero after checking its name and traits (`Hero.validated`).
    @discardableResult
    public func addHero(name: String, traits: [String], avatar: Avatar) throws -> Hero {
        let (name, traits) = try Hero.validated(name: name, traits: traits)
        return try write { db in
            try db.execute(
                sql: "INSERT INTO hero (name, traits, hue, face, hair, accessory) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [
                    name, traits.joined(separator: "\n"), avatar.hue, avatar.face, avatar.hair, avatar.accessory,
                ])
            return Hero(id: db.lastInsertedRowID, name: name, traits: traits, avatar: avatar)
        }
    }

    static func fetchHeroes(_ db: Database) throws -> [Hero] {
        try Row.fetchAll(db, sql: "SELECT * FROM hero ORDER BY id").map { row in
            let traits: String = row["traits"]
            return Hero(
                id: row["id"], name: row["name"], traits: traits.split(separator: "\n").map(String.init),
                avatar: Avatar(hue: row["hue"], face: row["face"], hair: row["hair"], accessory: row["accessory"]))
        }
    }

    // MARK: Stories

    /// Every story, newest first.
    public func stories() throws(StoreError) -> [Story] { try read(Self.fetchStories) }

    /// Keeps `generated` as a story of `hero` about `theme` (and `event`), made at `date`. A
    /// title longer than `Story.maximumTitleLength` is cut with an ellipsis.
    @discardableResult
    public func addStory(
        _ generated: GeneratedStory, hero: Hero, theme: StoryTheme, event: CustomEvent?, at date: Date
    ) throws(StoreError) -> Story {
        try write { db in try Self.insert(generated, heroID: hero.id, theme: theme, eventID: event?.id, at: date, db) }
    }

    static func insert(
        _ generated: GeneratedStory, heroID: Int64, theme: StoryTheme, eventID: Int64?, at date: Date, _ db: Database
    ) throws -> Story {
        let title = Story.shortened(generated.title)
        try db.execute(
            sql: "INSERT INTO story (title, hero, theme, event, seed, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [
                title, heroID, theme.rawValue, eventID, Int64(bitPattern: generated.seed), date.timeIntervalSince1970,
            ])
        let id = db.lastInsertedRowID
        for (number, text) in generated.pages.enumerated() {
            try db.execute(
                sql: "INSERT INTO page (story, number, text) VALUES (?, ?, ?)", arguments: [id, number, text])
        }
        return Story(
            id: id, title: title, heroID: heroID, pages: generated.pages, theme: theme, eventID: eventID,
            seed: generated.seed, createdAt: date)
    }

    static func fetchStories(_ db: Database) throws -> [Story] {
        var pages: [Int64: [String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT story, text FROM page ORDER BY story, number") {
            pages[row["story"], default: []].append(row["text"])
        }
        return try Row.fetchAll(db, sql: "SELECT * FROM story ORDER BY createdAt DESC, id DESC").map { row in
            let id: Int64 = row["id"], theme: String = row["theme"], seed: Int64 = row["seed"]
            guard let storyTheme = StoryTheme(rawValue: theme) else {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "story \(id) has an unknown theme '\(theme)'")
            }
            return Story(
                id: id, title: row["title"], heroID: row["hero"], pages: pages[id] ?? [], theme: storyTheme,
                eventID: row["event"], seed: UInt64(bitPattern: seed),
                createdAt: Date(timeIntervalSince1970: row["createdAt"]))
        }
    }

    // MARK: Events

    public func events() throws(StoreError) -> [CustomEvent] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM customEvent ORDER BY date, id").map { row in
                let id: Int64 = row["id"], date: String = row["date"], kind: String = row["kind"]
                return CustomEvent(
                    id: id, name: row["name"], date: try EventDate(text: date),
                    kind: CustomEvent.Kind(rawValue: kind) ?? .other)
            }
        }
    }

    /// Adds an event after checking its name (`CustomEvent.validatedName`).
    @discardableResult
    public func addEvent(name: String, date: EventDate, kind: CustomEvent.Kind) throws -> CustomEvent {
        let name = try CustomEvent.validatedName(name)
        return try write { db in
            try db.execute(
                sql: "INSERT INTO customEvent (name, date, kind) VALUES (?, ?, ?)",
                arguments: [name, date.text, kind.rawValue])
            return CustomEvent(id: db.lastInsertedRowID, name: name, date: date, kind: kind)
        }
    }

    /// Replaces the event with `event.id`'s name, date and kind.
    public func updateEvent(_ event: CustomEvent) throws {
        let name = try CustomEvent.validatedName(event.name)
        try write { db in
            try db.execute(
                sql: "UPDATE customEvent SET name = ?, date = ?, kind = ? WHERE id = ?",
                arguments: [name, event.date.text, event.kind.rawValue, event.id])
        }
    }

    /// Deletes an event; its stories stay, no longer linked to it.
    public func deleteEvent(_ id: Int64) throws(StoreError) {
        try write { db in try db.execute(sql: "DELETE FROM customEvent WHERE id = ?", arguments: [id]) }
    }

    // MARK: Reading

    public func record(_ session: ReadingSession) throws(StoreError) {
        try write { db in
            try db.execute(
                sql:
                    "INSERT INTO readingSession (story, start, duration, pagesRead, finished) VALUES (?, ?, ?, ?, ?)",
                arguments: [
                    session.storyID, session.start.timeIntervalSince1970, session.duration, session.pagesRead,
                    session.finished,
                ])
        }
    }

    public func sessions() throws(StoreError) -> [ReadingSession] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM readingSession ORDER BY start, id").map { row in
                ReadingSession(
                    storyID: row["story"], start: Date(timeIntervalSince1970: row["start"]),
                    duration: row["duration"], pagesRead: row["pagesRead"], finished: row["finished"])
            }
        }
    }

    // MARK: Preferences and reset

    public func preferences() throws(StoreError) -> StoriesPreferences {
        try read { db in
            StoriesPreferences(
                values: Dictionary(
                    try Row.fetchAll(db, sql: "SELECT key, value FROM preference").map { ($0["key"], $0["value"]) },
                    uniquingKeysWith: { a, _ in a }))
        }
    }

    public func save(_ preferences: StoriesPreferences) throws(StoreError) {
        try write { db in
            for (key, value) in preferences.values {
                try db.execute(
                    sql:
                        "INSERT INTO preference (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    arguments: [key, value])
            }
        }
    }

    /// Starts the library again, in one transaction: every hero, story, event, reading and
    /// setting is erased and the sample told again as of `now`.
    public func reset(now: Date = Date()) throws(StoreError) {
        try write { db in
            for table in ["readingSession", "page", "story", "customEvent", "hero", "preference"] {
                try db.execute(sql: "DELETE FROM \(table)")
            }
            try StoriesSample.seed(db, now: now)
        }
    }

    // MARK: Transactions

    private func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        try queue.reading(library: path, body)
    }

    private func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        try queue.writing(library: path, body)
    }
}
