import GRDB
import GlassDatabase

extension HorizonStore {
    /// Saves a draft (a new one gets an id) and returns it as saved.
    @discardableResult
    public func save(_ draft: Draft) throws(StoreError) -> Draft {
        try write { db in
            var saved = draft
            let images = String(decoding: LexiconFile.encode(draft.images), as: UTF8.self)
            if let id = draft.id {
                try db.execute(
                    sql:
                        "UPDATE draft SET text = ?, images = ?, quoteUri = ?, replyUri = ?, updatedAt = ? WHERE id = ?",
                    arguments: [draft.text, images, draft.quoteUri, draft.replyUri, draft.updatedAt, id])
            } else {
                try db.execute(
                    sql: "INSERT INTO draft (text, images, quoteUri, replyUri, updatedAt) VALUES (?, ?, ?, ?, ?)",
                    arguments: [draft.text, images, draft.quoteUri, draft.replyUri, draft.updatedAt])
                saved.id = db.lastInsertedRowID
            }
            return saved
        }
    }

    /// Every draft, the last changed first.
    public func drafts() throws(StoreError) -> [Draft] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM draft ORDER BY updatedAt DESC, id DESC").map { row in
                Draft(
                    id: row["id"], text: row["text"], images: try Self.decode([String].self, row["images"]),
                    quoteUri: row["quoteUri"], replyUri: row["replyUri"], updatedAt: row["updatedAt"])
            }
        }
    }

    public func deleteDraft(_ id: Int64) throws(StoreError) {
        try write { try $0.execute(sql: "DELETE FROM draft WHERE id = ?", arguments: [id]) }
    }
}
