import GlassCore

// GlassCore's geometry under the names GlassUI's files use; Foundation on Linux has an
// `AffineTransform` of its own.
typealias AffineTransform = GlassCore.AffineTransform
