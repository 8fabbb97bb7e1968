import GlassCore

infix operator ≈ : ComparisonPrecedence

/// Equal within 1e-9, for times built from sums of decimal fractions.
func ≈ (lhs: Double?, rhs: Double) -> Bool {
    guard let lhs else { return false }
    return abs(lhs - rhs) < 1e-9
}

/// Points equal within 1e-9 in each coordinate.
func ≈ (lhs: Point, rhs: Point) -> Bool { lhs.x ≈ rhs.x && lhs.y ≈ rhs.y }

/// Rectangles equal within 1e-9 in each edge.
func ≈ (lhs: Rect, rhs: Rect) -> Bool { lhs.origin ≈ rhs.origin && lhs.width ≈ rhs.width && lhs.height ≈ rhs.height }
