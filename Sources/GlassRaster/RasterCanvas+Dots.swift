import CCairo
import GlassCore

extension RasterCanvas {
    public func drawDots(_ dots: DotLayer) {
        guard dots.count > 0, dots.diameter > 0 else { return }
        let t = currentTransform
        // The dots' own kernel handles scales and moves, the only transforms a field gets.
        let scale = Float((abs(t.determinant)).squareRoot())
        DotKernel(layer: dots, scale: scale, offset: SIMD2(Float(t.tx), Float(t.ty))).render(onto: pixels)
        cairo_surface_mark_dirty(surface)
    }
}
