import CCairo
import GlassCore

extension RasterCanvas {
    public func drawProjected(_ projection: ProjectionTransform, bounds: Rect, _ body: (Canvas) -> Void) {
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return }
        if projection.isAffine {
            withLayer(
                transform: AffineTransform(
                    a: projection.m11, b: projection.m12, c: projection.m21, d: projection.m22, tx: projection.m31,
                    ty: projection.m32)
            ) { body(self) }
            return
        }
        // The picture is drawn at the resolution it lands at (a lifted view's scale too), so
        // that resampling it does not soften it.
        let device = currentTransform
        let resolution = max(scale, abs(device.a * device.d - device.b * device.c).squareRoot())
        // Picture pixels → points in the current space → through the projection → device pixels.
        let toDevice = ProjectionTransform(
            AffineTransform.scale(1 / resolution).concatenating(.translation(Vector(dx: bounds.minX, dy: bounds.minY)))
        )
        .concatenating(projection)
        .concatenating(ProjectionTransform(device))
        let w = (bounds.width * resolution).rounded(.up), h = (bounds.height * resolution).rounded(.up)
        let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: 0, y: h), Point(x: w, y: h)]
        // A corner at or behind the eye (the view turned past edge-on), or a map that is not
        // finite or cannot be undone: nothing is drawn.
        let landed = corners.compactMap(toDevice.apply)
        guard landed.count == 4, landed.allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
            let toPicture = toDevice.inverted,
            let picture = try? RasterCanvas(size: bounds.size, scale: resolution)
        else { return }
        picture.withLayer(transform: .translation(Vector(dx: -bounds.minX, dy: -bounds.minY))) { body(picture) }
        let left = max(Int(landed.map(\.x).min()!.rounded(.down)) - 1, 0)
        let top = max(Int(landed.map(\.y).min()!.rounded(.down)) - 1, 0)
        let right = min(Int(landed.map(\.x).max()!.rounded(.up)) + 1, pixelWidth)
        let bottom = min(Int(landed.map(\.y).max()!.rounded(.up)) + 1, pixelHeight)
        guard right > left, bottom > top,
            let turned = try? RasterCanvas(
                size: Size(width: Double(right - left) / scale, height: Double(bottom - top) / scale), scale: scale)
        else { return }
        ProjectiveSampler(source: picture.pixels, deviceToSource: toPicture)
            .render(into: turned.pixels, originX: left, originY: top)
        turned.pixelsChanged()
        composite(
            turned, pictureToDevice: .translation(Vector(dx: Double(left), dy: Double(top))), opacity: 1)
    }
}
