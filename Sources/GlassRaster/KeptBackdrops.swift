import CCairo

/// Copies of the pixels under large glass (a sheet's pane), kept from frame to frame while its
/// drawer promises that it draws the glass in every frame that draws beneath it
/// (`keepingBackdrop`). A frame drawing only a band of the screen then finds the backdrop
/// outside the band in the copy, where the screen holds the glass drawn last time, and the
/// glass is drawn again in the band alone (`RasterCanvas.drawGlass`), as a compositor keeps
/// a backdrop layer's input.
final class KeptBackdrops {
    /// Few panes are that large at once (a sheet, a popover over it).
    static let capacity = 4

    final class Copy {
        /// The device pixels copied.
        let box: PixelBox
        let pixels: UnsafeMutablePointer<UInt32>
        var lastUse: Int

        init(box: PixelBox, lastUse: Int) {
            self.box = box
            pixels = .allocate(capacity: max(1, box.width * box.height))
            self.lastUse = lastUse
        }

        deinit { pixels.deallocate() }

        /// The copy as pixels; its (0, 0) is the box's corner.
        var view: PixelView { PixelView(base: pixels, width: box.width, height: box.height, rowStride: box.width) }

        /// Copies the pixels of `source` (the canvas) inside `area` (device pixels) into the
        /// copy, where the two meet.
        func update(from source: PixelView, within area: PixelBox) {
            let x0 = max(area.x, box.x), x1 = min(area.x + area.width, box.x + box.width)
            let y0 = max(area.y, box.y), y1 = min(area.y + area.height, box.y + box.height)
            guard x1 > x0, y1 > y0 else { return }
            let (copy, box) = (view, box)
            parallelRanges(y1 - y0, costPerItem: x1 - x0) { rows in
                for y in rows.lowerBound + y0..<rows.upperBound + y0 {
                    (copy.row(y - box.y) + (x0 - box.x)).update(from: source.row(y) + x0, count: x1 - x0)
                }
            }
        }
    }

    private var copies: [Copy] = []
    private var clock = 0

    /// The copy of `box`, if one is kept.
    func copy(of box: PixelBox) -> Copy? {
        guard let copy = copies.first(where: { $0.box == box }) else { return nil }
        clock += 1
        copy.lastUse = clock
        return copy
    }

    /// A copy of all of `box` in `source`, kept in place of any copy of the same box.
    @discardableResult
    func keep(_ box: PixelBox, from source: PixelView) -> Copy {
        clock += 1
        let copy = self.copy(of: box) ?? Copy(box: box, lastUse: clock)
        copy.update(from: source, within: box)
        if !copies.contains(where: { $0 === copy }) {
            copies.append(copy)
            if copies.count > Self.capacity {
                copies.remove(at: copies.indices.min { copies[$0].lastUse < copies[$1].lastUse }!)
            }
        }
        return copy
    }

    /// Lets go of the copy of `box`: the glass there was drawn without keeping it.
    func forget(_ box: PixelBox) {
        copies.removeAll { $0.box == box }
    }
}

extension RasterCanvas {
    public func keepingBackdrop(_ body: () -> Void) -> Bool {
        let outer = keepsBackdrops
        keepsBackdrops = .keeping
        defer { keepsBackdrops = outer == .no ? .no : (keepsBackdrops == .lost ? .lost : outer) }
        body()
        return keepsBackdrops == .keeping
    }

    /// Whether glass drawn now keeps its backdrop (`keepingBackdrop`), and whether some glass
    /// drawn in the current call could not.
    enum BackdropKeeping {
        case no, keeping, lost
    }

    /// For glass covering `box` that reads the pixels of `read` (device pixels): the kept copy
    /// of what lies under it, when it is drawn in `keepingBackdrop` straight onto the canvas.
    /// A frame that draws all of the box (no clip, or a clip around it) keeps a fresh copy; one
    /// clipped to a rectangle across it brings the copy up to date inside the clip, and the
    /// glass is drawn in the rows the clip crosses. Nil: the glass reads the canvas, as any
    /// other glass. One rectangular clip at most is allowed (`frameClip`), meant to be the
    /// frame's: the panes that keep their backdrop (presented sheets) are drawn at the root,
    /// outside any clipping container, whose clip would keep what changed beneath the glass
    /// outside it from ever reaching the copy.
    func keptBackdrop(under box: PixelBox, read: PixelBox) -> KeptBackdrops.Copy? {
        // Glass drawn without keeping lets go of any copy of the same place: the screen under it
        // may change before it keeps one again.
        guard keepsBackdrops != .no else {
            keptBackdrops.forget(read)
            return nil
        }
        guard backdropSource == nil, let clip = frameClip else {
            keptBackdrops.forget(read)
            keepsBackdrops = .lost
            return nil
        }
        if clip.x <= box.x, clip.y <= box.y, clip.x + clip.width >= box.x + box.width,
            clip.y + clip.height >= box.y + box.height
        {
            return keptBackdrops.keep(read, from: pixels)
        }
        guard let copy = keptBackdrops.copy(of: read) else {
            keepsBackdrops = .lost
            return nil
        }
        copy.update(from: pixels, within: clip)
        return copy
    }

    /// The frame's clip in device pixels, when what is drawn may go straight into the canvas's
    /// pixels: outside any group, and unclipped (the whole canvas) or clipped to one rectangle
    /// on whole pixels. Nil otherwise.
    var frameClip: PixelBox? {
        guard cairo_get_group_target(context) == surface, clipDepth <= 1 else { return nil }
        return clipDepth == 0 ? (0, 0, pixelWidth, pixelHeight) : clipBox
    }
}
