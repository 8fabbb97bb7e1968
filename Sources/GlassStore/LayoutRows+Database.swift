import GRDB
import GlassCore

/// Reading and writing the layout tables.
extension LayoutRows {
    /// The layout's rows, each value checked against its column's type: a row that holds text
    /// where a number belongs, or a blob as an app id, is a damaged store (SQLite's own checks
    /// pass it), reported as corrupt with the table, row and column.
    static func fetch(_ db: Database) throws -> LayoutRows {
        let placements = try Row.fetchAll(db, sql: "SELECT app, container, folder, page, position FROM placement")
            .enumerated().map { i, row in
                let read = Checked(row: row, table: "placement", index: i)
                let container: String = try read("container")
                return Placement(
                    app: try read("app"), container: Container(rawValue: container) ?? .page,
                    folder: try read("folder"), page: try read("page"), position: try read("position"))
            }
        let folders = try Row.fetchAll(db, sql: "SELECT id, name, page, position FROM folder").enumerated().map {
            i, row in
            let read = Checked(row: row, table: "folder", index: i)
            return FolderRow(
                id: try read("id"), name: try read("name"), page: try read("page"), position: try read("position"))
        }
        return LayoutRows(placements: placements, folders: folders)
    }

    /// Reads one row's columns as their types, or throws SQLite's corruption error naming the value.
    private struct Checked {
        let row: Row
        let table: String
        let index: Int

        func callAsFunction<Value: DatabaseValueConvertible>(_ column: String) throws -> Value {
            do {
                return try row.decode(forColumn: column)
            } catch {
                let stored: DatabaseValue = row[column]
                throw DatabaseError(
                    resultCode: .SQLITE_CORRUPT,
                    message:
                        "\(table) row \(index + 1): column '\(column)' holds \(Self.describe(stored)), not \(Value.self)"
                )
            }
        }

        static func describe(_ value: DatabaseValue) -> String {
            switch value.storage {
            case .null: "NULL"
            case .int64(let n): "the integer \(n)"
            case .double(let x): "the number \(x)"
            case .string(let text): "the text \(text.quotedForMessage)"
            case .blob(let data): "a blob of \(data.count) bytes"
            }
        }
    }

    /// Replaces both tables with these rows; the caller's transaction makes it all-or-nothing.
    func replaceAll(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM placement")
        try db.execute(sql: "DELETE FROM folder")
        let folderInsert = try db.cachedStatement(
            sql: "INSERT INTO folder (id, name, page, position) VALUES (?, ?, ?, ?)")
        for row in folders { try folderInsert.execute(arguments: [row.id, row.name, row.page, row.position]) }
        let placementInsert = try db.cachedStatement(
            sql: "INSERT INTO placement (app, container, folder, page, position) VALUES (?, ?, ?, ?, ?)")
        for row in placements {
            try placementInsert.execute(arguments: [
                row.app, row.container.rawValue, row.folder, row.page, row.position,
            ])
        }
    }
}
