infix operator ≈ : ComparisonPrecedence

/// Equal within 1e-9, for times built from sums of decimal fractions.
func ≈ (lhs: Double?, rhs: Double) -> Bool {
    guard let lhs else { return false }
    return abs(lhs - rhs) < 1e-9
}
