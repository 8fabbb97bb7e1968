import CCairo
import GlassCore

/// Retained layers: a view tree's picture kept in tiles, so that a layer that moves, fades or
/// is clipped is composited again instead of drawn again.
extension RasterCanvas {
    /// The side of a layer's tiles, in points: 768 pixels at 3×, 2.25 MB a tile. A phone
    /// screen shows at most 3 × 5 of them, 34 MB.
    static let tileSide = 256.0

    public var visibleBounds: Rect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(context, &x0, &y0, &x1, &y1)
        return Rect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    public func drawPixelAligned(_ body: () -> Void) {
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        guard m.yx == 0, m.xy == 0, abs(m.xx - scale) < 1e-9, abs(m.yy - scale) < 1e-9 else {
            body()
            return
        }
        cairo_save(context)
        cairo_translate(context, (m.x0.rounded() - m.x0) / m.xx, (m.y0.rounded() - m.y0) / m.yy)
        body()
        cairo_restore(context)
    }

    public func drawRetainedLayer(key: AnyHashable, bounds: Rect, _ body: (Canvas) -> Void) -> Bool {
        // Tiles are kept at the canvas's scale: turned or scaled, they would be resampled (and
        // show their seams), so such a layer is drawn directly.
        guard AffineTransform.scale(1 / scale).concatenating(currentTransform).isTranslationOnly else { return false }
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite, bounds.height.isFinite,
            bounds.width < 1e6, bounds.height < 1e6
        else { return false }
        guard bounds.width > 0, bounds.height > 0 else { return true }
        guard let shown = visibleBounds.intersection(bounds) else { return true }
        let side = Self.tileSide
        let (columns, rows) = Self.tiles(meeting: shown, of: bounds)
        let tileBytes = Int(side * scale) * Int(side * scale) * 4
        // What one frame shows must fit in the half of the cache that eviction keeps.
        guard columns.count * rows.count * tileBytes <= LayerCache.budgetBytes / 2 else { return false }
        let kept = layers.count
        for row in rows {
            for column in columns {
                let x = bounds.minX + Double(column) * side, y = bounds.minY + Double(row) * side
                let tile = Rect(x: x, y: y, width: min(side, bounds.maxX - x), height: min(side, bounds.maxY - y))
                drawRasterized(key: LayerTile(layer: key, column: column, row: row), bounds: tile, body)
            }
        }
        // Tiles were made: the layer moved, and those it left far behind can go.
        if layers.count != kept { letGoOfFarTiles(of: key, bounds: bounds) }
        return true
    }

    /// The columns and rows of the tiles laid over `bounds` from its top-left corner that
    /// `area` (a part of the same space, not empty) meets, beyond `bounds` too if it reaches there.
    static func tiles(meeting area: Rect, of bounds: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let side = tileSide
        return (
            Int(((area.minX - bounds.minX) / side).rounded(.down))...Int(
                ((area.maxX - bounds.minX) / side).rounded(.up))
                - 1,
            Int(((area.minY - bounds.minY) / side).rounded(.down))...Int(
                ((area.maxY - bounds.minY) / side).rounded(.up))
                - 1
        )
    }

    /// Lets go of the layer's tiles lying more than a screen beyond the screen, as a tiled layer
    /// drops what scrolled far away: a long scroll keeps about three screens of tiles, not the
    /// cache's whole budget, and scrolling back a screen still finds them.
    private func letGoOfFarTiles(of key: AnyHashable, bounds: Rect) {
        guard let toUser = currentTransform.inverted else { return }
        let screen = toUser.boundingBox(of: Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)))
        let (columns, rows) = Self.tiles(meeting: screen.insetBy(dx: -screen.width, dy: -screen.height), of: bounds)
        layers.remove { entry in
            guard let tile = entry.base as? LayerTile, tile.layer == key else { return false }
            return !columns.contains(tile.column) || !rows.contains(tile.row)
        }
    }
}

extension RasterCanvas {
    public func redrawRetainedLayer(key: AnyHashable, bounds: Rect, areas: [Rect], _ body: (Canvas) -> Void) {
        let side = Self.tileSide, visible = visibleBounds
        var tiles: Set<LayerTile> = []
        for area in areas {
            guard let area = area.intersection(bounds) else { continue }
            let (columns, rows) = Self.tiles(meeting: area, of: bounds)
            for row in rows { for column in columns { tiles.insert(LayerTile(layer: key, column: column, row: row)) } }
        }
        for tileKey in tiles {
            guard let tile = layers.kept(tileKey) else { continue }
            let origin = Point(
                x: bounds.minX + Double(tileKey.column) * side, y: bounds.minY + Double(tileKey.row) * side)
            let frame = Rect(origin: origin, size: tile.size)
            // A tile out of sight goes: drawn whole when it shows, not again for each change.
            guard frame.intersects(visible) else {
                layers.remove(tileKey)
                continue
            }
            for area in areas {
                guard let area = area.intersection(frame) else { continue }
                // The part in the tile's pixels, rounded out to whole ones: each is cleared and
                // drawn again whole, so no seam shows where the part ends.
                let x0 = ((area.minX - origin.x) * scale).rounded(.down),
                    y0 = ((area.minY - origin.y) * scale).rounded(.down)
                let x1 = ((area.maxX - origin.x) * scale).rounded(.up),
                    y1 = ((area.maxY - origin.y) * scale).rounded(.up)
                let part = Rect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
                tile.withLayer(clip: Path(rect: part)) {
                    let cairo = tile.cairo
                    cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
                    cairo_paint(cairo)
                    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
                    tile.withLayer(transform: .translation(Vector(dx: -origin.x, dy: -origin.y))) { body(tile) }
                }
            }
            tile.isOpaque = tile.pixels.isOpaque
            tile.scratch = RasterCanvas.Scratch()
        }
    }

    public func discardRetainedLayer(key: AnyHashable) {
        layers.remove { ($0.base as? LayerTile)?.layer == key }
    }
}

/// One tile of a retained layer, in the layer cache.
private struct LayerTile: Hashable {
    let layer: AnyHashable
    let column: Int
    let row: Int
}
