import CCairo
import GlassCore

/// Lays out `StyledText` with Pango, once per text and width, for any number of draws.
///
/// Layouts share one Pango context with hinting off and unhinted metrics, so sizes are exact
/// fractions of a point, identical at 1×, 2× and 3×, and independent of the machine's
/// fontconfig settings. Sizes are absolute in points; a canvas scales them to its pixels.
///
/// Pango is not thread-safe: an engine is used from one thread (the one that lays out and
/// draws; our kernels' worker threads never touch text).
public final class PangoTextEngine: TextEngine {
    /// One engine for every host in the process: Pango's font map and context are made once.
    nonisolated(unsafe) public static let shared = PangoTextEngine()

    let context: OpaquePointer

    public init() {
        let fontMap = pango_cairo_font_map_get_default()
        context = pango_font_map_create_context(fontMap)!
        Self.setFontOptions(on: context)
        // The context has no device scale, so Pango would snap glyphs to whole points (three
        // pixels at 3×); unrounded positions keep the spacing the font designed at every scale.
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// No hinting, unhinted metrics, grayscale antialiasing: text measures the same at any scale.
    static func setFontOptions(on pangoContext: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(pangoContext, options)
        cairo_font_options_destroy(options)
    }

    public func layout(_ text: StyledText, width: Double?) -> any TextLayout {
        PangoTextLayout(text: text, width: width, context: context)
    }
}

/// One Pango layout of a `StyledText` at a width.
final class PangoTextLayout: TextLayout {
    let layout: OpaquePointer
    let size: Size
    /// The logical rectangle's left edge: lines aligned to the right or center of the wrapping
    /// width start there, and the text is drawn shifted back by it.
    let inkOffsetX: Double
    let firstBaseline: Double
    let lastBaseline: Double
    let lineCount: Int
    let isTruncated: Bool

    init(text: StyledText, width: Double?, context: OpaquePointer) {
        layout = pango_layout_new(context)!
        let unit = Double(PANGO_SCALE)
        let first = text.runs.first?.font ?? Font(sizePoints: 17)
        let description = PangoTextLayout.description(first)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()!
        var start = 0
        for run in text.runs {
            let end = start + run.string.utf8.count
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>) {
                attribute.pointee.start_index = guint(start)
                attribute.pointee.end_index = guint(end)
                pango_attr_list_insert(attributes, attribute)
            }
            let runDescription = PangoTextLayout.description(run.font)
            add(pango_attr_font_desc_new(runDescription))
            pango_font_description_free(runDescription)
            func channel(_ c: Double) -> UInt16 { UInt16((min(max(c, 0), 1) * 65535).rounded()) }
            add(pango_attr_foreground_new(channel(run.color.red), channel(run.color.green), channel(run.color.blue)))
            add(pango_attr_foreground_alpha_new(channel(run.color.alpha)))
            if run.font.monospacedDigits { add(pango_attr_font_features_new("tnum")) }
            if run.underline { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if run.strikethrough { add(pango_attr_strikethrough_new(1)) }
            start = end
        }
        // A word broken across lines gets no hyphen, as in SwiftUI's text.
        let noHyphens = pango_attr_insert_hyphens_new(0)!
        noHyphens.pointee.start_index = 0
        noHyphens.pointee.end_index = guint.max
        pango_attr_list_insert(attributes, noHyphens)
        if let lineHeight = text.lineHeight, lineHeight > 0, lineHeight.isFinite {
            let attribute = pango_attr_line_height_new_absolute(Int32(clamping: Int(lineHeight * unit)))!
            attribute.pointee.start_index = 0
            attribute.pointee.end_index = guint.max
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        if let width, width.isFinite {
            pango_layout_set_width(layout, Int32(clamping: Int((max(width, 0) * unit).rounded(.down))))
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if let limit = text.lineLimit {
            pango_layout_set_ellipsize(layout, text.truncation.pango)
            pango_layout_set_height(layout, -Int32(clamping: max(1, limit)))
        }
        pango_layout_set_spacing(layout, Int32(clamping: Int(text.lineSpacing * unit)))
        pango_layout_set_alignment(layout, text.alignment.pango)
        pango_layout_set_text(layout, text.string, -1)

        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        size = Size(width: Double(logical.width) / unit, height: Double(logical.height) / unit)
        inkOffsetX = Double(logical.x) / unit
        firstBaseline = Double(pango_layout_get_baseline(layout)) / unit
        let iterator = pango_layout_get_iter(layout)
        while pango_layout_iter_next_line(iterator) != 0 {}
        lastBaseline = Double(pango_layout_iter_get_baseline(iterator)) / unit
        pango_layout_iter_free(iterator)
        lineCount = Int(pango_layout_get_line_count(layout))
        isTruncated = pango_layout_is_ellipsized(layout) != 0
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The Pango font description of `font`; the caller frees it.
    static func description(_ font: Font) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(clamping: font.weight)))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, font.sizePoints * Double(PANGO_SCALE))
        return description
    }
}

extension StyledText.Truncation {
    var pango: PangoEllipsizeMode {
        switch self {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }
}

extension RasterCanvas {
    public func draw(_ layout: any TextLayout, at origin: Point) {
        guard let pango = layout as? PangoTextLayout else {
            preconditionFailure("a RasterCanvas draws text laid out by PangoTextEngine, got \(type(of: layout))")
        }
        cairo_move_to(cairo, origin.x - pango.inkOffsetX, origin.y)
        pango_cairo_show_layout(context, pango.layout)
    }
}
