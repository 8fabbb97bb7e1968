import CCairo
import GlassCore

/// Text through Pango. Sizes are absolute in points (the Cairo matrix already maps points to
/// pixels), hinting is off and metrics are unhinted, so glyph positions scale exactly between
/// 1×, 2× and 3× and do not depend on the machine's fontconfig settings. Unlike
/// `PangoTextEngine`'s scale-free layouts, these are made on the canvas's own context, so glyph
/// positions round to its device pixels, as the home screen's golden images record.
extension RasterCanvas {
    public func draw(_ text: TextRun, in rect: Rect) {
        if let shadow = text.shadow, shadow.color.alpha > 0 {
            let region = Rect(
                origin: rect.origin,
                size: Size(width: rect.width, height: max(rect.height, measure(text, width: rect.width).height))
            )
            .insetBy(dx: -shadow.spread, dy: -shadow.spread)
            blurredFill(
                region: region, sigmaPoints: Self.sigma(forShadowRadius: shadow.radius), offset: shadow.offset,
                clip: nil
            ) { context in
                let layout = makeLayout(text, width: rect.width, on: context)
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                cairo_set_source_rgba(
                    context, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
                cairo_move_to(context, rect.minX, rect.minY)
                pango_cairo_show_layout(context, layout)
                if shadow.spread > 0 {
                    cairo_move_to(context, rect.minX, rect.minY)
                    pango_cairo_layout_path(context, layout)
                    cairo_set_line_width(context, 2 * shadow.spread)
                    cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
                    cairo_stroke(context)
                }
            }
        }
        let layout = makeLayout(text, width: rect.width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_set_source_rgba(cairo, text.color.red, text.color.green, text.color.blue, text.color.alpha)
        cairo_move_to(cairo, rect.minX, rect.minY)
        pango_cairo_show_layout(cairo, layout)
    }

    public func measure(_ text: TextRun, width: Double) -> Size {
        let layout = makeLayout(text, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let unit = Double(PANGO_SCALE)
        return Size(width: Double(logical.width) / unit, height: Double(logical.height) / unit)
    }

    private func makeLayout(_ text: TextRun, width: Double, on context: OpaquePointer? = nil) -> OpaquePointer {
        let layout = pango_cairo_create_layout(context ?? cairo)!
        PangoTextEngine.setFontOptions(on: pango_layout_get_context(layout))
        pango_layout_context_changed(layout)
        let description = PangoTextLayout.description(text.font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        if text.font.monospacedDigits {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        if width.isFinite && width > 0 {
            pango_layout_set_width(layout, Int32(clamping: Int((width * Double(PANGO_SCALE)).rounded(.down))))
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if let limit = text.lineLimit {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, -Int32(clamping: max(1, limit)))
        }
        pango_layout_set_alignment(layout, text.alignment.pango)
        pango_layout_set_text(layout, text.string, -1)
        return layout
    }
}

extension TextAlignment {
    var pango: PangoAlignment {
        switch self {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
    }
}
