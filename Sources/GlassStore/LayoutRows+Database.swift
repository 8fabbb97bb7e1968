import GRDB

/// Reading and writing the layout tables.
extension LayoutRows {
    static func fetch(_ db: Database) throws -> LayoutRows {
        let placements = try Row.fetchAll(db, sql: "SELECT app, container, folder, page, position FROM placement").map { row in
            Placement(app: row["app"], container: Container(rawValue: row["container"]) ?? .page,
                      folder: row["folder"], page: row["page"], position: row["position"])
        }
        let folders = try Row.fetchAll(db, sql: "SELECT id, name, page, position FROM folder").map { row in
            FolderRow(id: row["id"], name: row["name"], page: row["page"], position: row["position"])
        }
        return LayoutRows(placements: placements, folders: folders)
    }

    /// Replaces both tables with these rows; the caller's transaction makes it all-or-nothing.
    func replaceAll(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM placement")
        try db.execute(sql: "DELETE FROM folder")
        let folderInsert = try db.cachedStatement(sql: "INSERT INTO folder (id, name, page, position) VALUES (?, ?, ?, ?)")
        for row in folders { try folderInsert.execute(arguments: [row.id, row.name, row.page, row.position]) }
        let placementInsert = try db.cachedStatement(sql: "INSERT INTO placement (app, container, folder, page, position) VALUES (?, ?, ?, ?, ?)")
        for row in placements {
            try placementInsert.execute(arguments: [row.app, row.container.rawValue, row.folder, row.page, row.position])
        }
    }
}
